import { describe, expect, it } from 'vitest';
import { parseAdminUserSummary } from './user-summary';

describe('parseAdminUserSummary', () => {
  it('reads numbers (also numeric strings) and favourites', () => {
    const s = parseAdminUserSummary({
      w2g: { total_amount: '4250.5', tax_withheld: 300, count: 3 },
      sessions: { total_sessions: 12, coins_in: 900, coins_out: 650.25, net_result: -249.75, last_session_date: '2025-06-01' },
      favorites: [{ casino_id: 'c1', name: 'Red Rock', city: 'Las Vegas', state: 'NV', player_club_id: null }],
    });
    expect(s.w2g).toEqual({ totalAmount: 4250.5, taxWithheld: 300, count: 3 });
    expect(s.sessions).toEqual({ totalSessions: 12, coinsIn: 900, coinsOut: 650.25, netResult: -249.75, lastSessionDate: '2025-06-01' });
    expect(s.favorites).toEqual([{ casinoId: 'c1', name: 'Red Rock', city: 'Las Vegas', state: 'NV', playerClubId: null }]);
  });

  it('treats a missing or empty summary as zeros', () => {
    const s = parseAdminUserSummary(null);
    expect(s.w2g.count).toBe(0);
    expect(s.sessions.lastSessionDate).toBeNull();
    expect(s.favorites).toEqual([]);
  });
});
