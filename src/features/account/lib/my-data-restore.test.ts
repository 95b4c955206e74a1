import { describe, expect, it } from 'vitest';
import { prepareArchive } from './my-data-prepare';
import { ROWS_PER_BATCH, summarize, type MyDataArchive } from './my-data-restore';
import { restoredPhotoPath } from './my-data-restore-path';

const OWNER = 'aaaaaaaa-0000-4000-8000-000000000001';
const PLAYER = 'bbbbbbbb-0000-4000-8000-000000000002';
const CASINO_A = 'ca5170a0-0000-4000-8000-00000000000a';
const CASINO_B = 'ca5170b0-0000-4000-8000-00000000000b';
const CASINO_C = 'ca5170c0-0000-4000-8000-00000000000c';
const CATALOG = 'cafe0000-0000-4000-8000-000000000001';
const OWN = '0a0a0000-0000-4000-8000-000000000001';

/** A small archive worked by hand: 3 slot sessions, 1 casino session, 2 W2Gs (one photo shared), 1 own machine. */
function archive(): MyDataArchive {
  const tables: MyDataArchive['tables'] = {
    profiles: [{ id: OWNER, nickname: 'Reels' }],
    play_limits: [{ id: OWNER, day_loss_limit: 300 }],
    user_casino_preferences: [{ user_id: OWNER, casino_id: CASINO_A, is_favorite: true }],
    slot_machines: [{ id: OWN, name: 'My Lucky Reel', added_by: OWNER }],
    gambling_sessions: [
      { id: 's1', user_id: OWNER, casino_id: CASINO_A, slot_machine_id: CATALOG, session_date: '2019-05-04' },
      { id: 's2', user_id: OWNER, casino_id: CASINO_B, slot_machine_id: OWN, session_date: '2023-01-02' },
      { id: 's3', user_id: OWNER, casino_id: CASINO_A, slot_machine_id: null, session_date: '2024-07-08' },
    ],
    casino_sessions: [{ id: 'c1', user_id: OWNER, casino_id: CASINO_B, arrival_date: '2023-01-02', additional_cash: [{ amount: 100 }] }],
    w2g_jackpots: [
      { id: 'j1', user_id: OWNER, casino_id: CASINO_B, slot_machine_id: CATALOG, jackpot_date: '2023-01-02', images: [`${OWNER}/j1.png`] },
      { id: 'j2', user_id: OWNER, casino_id: CASINO_B, jackpot_date: '2023-02-03', images: [`${OWNER}/j1.png`, `${OWNER}/sub/j2.jpg`] },
    ],
    casino_win_loss_statements: [],
    // A trip at A and at C, a casino no record names.
    trips: [
      { id: 't1', user_id: OWNER, name: 'Vegas', start_date: '2023-01-01', end_date: '2023-01-03', casino_ids: [CASINO_A, CASINO_C] },
    ],
    trip_costs: [{ id: 'k1', user_id: OWNER, trip_id: 't1', casino_session_id: null, kind: 'hotel', amount: 480 }],
    trip_comps: [],
    trip_suggestion_dismissals: [],
  };
  return {
    format: 2,
    exportedAt: '2026-01-01T00:00:00Z',
    ownerId: OWNER,
    tables,
    casinos: [],
    machines: [],
    photos: {},
    summary: summarize(tables, 2),
  };
}

describe('prepareArchive: what the restore worker hands the page', () => {
  it('counts the rows per casino and lists the catalog machines (not the own ones) and each photo once', () => {
    const p = prepareArchive(archive(), PLAYER);
    // A: s1, s3, the favourite = 3; B: s2, c1, j1, j2 = 4; C: only the trip names it = 0 (looked up, never listed missing).
    expect(p.casinoRows).toEqual({ [CASINO_A]: 3, [CASINO_B]: 4, [CASINO_C]: 0 });
    // s1 and j1 name the catalog machine; s2 names the player's own machine, which is not looked up.
    expect(p.catalogMachineIds).toEqual([CATALOG]);
    expect(p.photoPaths).toEqual([`${OWNER}/j1.png`, `${OWNER}/sub/j2.jpg`]);
    expect(p.ownMachines).toEqual([{ id: OWN, name: 'My Lucky Reel', added_by: OWNER }]);
    expect(p.userId).toBe(PLAYER);
  });

  it("writes every kind but the machines as JSON batches, sessions and W2Gs by date, the W2G photos in the restoring player's folder", () => {
    const p = prepareArchive(archive(), PLAYER);
    const batches = p.batches.map((b) => ({
      table: b.table,
      rows: b.rows,
      json: JSON.parse(new TextDecoder().decode(b.json)) as Record<string, unknown>[],
    }));
    // Empty kinds send nothing.
    expect(batches.map((b) => [b.table, b.rows])).toEqual([
      ['gambling_sessions', 3],
      ['casino_sessions', 1],
      ['w2g_jackpots', 2],
      ['user_casino_preferences', 1],
      ['play_limits', 1],
      ['trips', 1],
      ['trip_costs', 1],
      ['profile', 1],
    ]);
    const of = (t: string) => batches.find((b) => b.table === t)!.json;
    expect(of('w2g_jackpots').map((j) => j.images)).toEqual([[`${PLAYER}/j1.png`], [`${PLAYER}/j1.png`, `${PLAYER}/sub/j2.jpg`]]);
    expect(of('gambling_sessions')).toEqual(archive().tables.gambling_sessions);
    expect(of('profile')).toEqual([{ id: OWNER, nickname: 'Reels' }]);
    expect(restoredPhotoPath(PLAYER, `${OWNER}/sub/j2.jpg`)).toBe(`${PLAYER}/sub/j2.jpg`);
  });

  it('sorts the slot sessions by date and time and cuts them into batches of ROWS_PER_BATCH', () => {
    const a = archive();
    const n = ROWS_PER_BATCH + 2;
    // Newest first in the ZIP (the export's order is the database's).
    a.tables.gambling_sessions = Array.from({ length: n }, (_, i) => ({
      id: `g${i}`,
      user_id: OWNER,
      session_date: `2020-01-${String(28 - Math.floor(i / 100)).padStart(2, '0')}`,
      session_time: `${String(23 - (i % 24)).padStart(2, '0')}:00:00`,
    }));
    const sessions = prepareArchive(a, PLAYER).batches.filter((b) => b.table === 'gambling_sessions');
    expect(sessions.map((b) => b.rows)).toEqual([ROWS_PER_BATCH, 2]);
    const rows = sessions.flatMap((b) => JSON.parse(new TextDecoder().decode(b.json)) as { session_date: string; session_time: string }[]);
    const keys = rows.map((r) => `${r.session_date} ${r.session_time}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(rows.map((r) => (r as unknown as { id: string }).id)).size).toBe(n);
  });

  it('an archive without a profile sends no profile', () => {
    const a = archive();
    a.tables.profiles = [];
    expect(prepareArchive(a, PLAYER).batches.map((b) => b.table)).not.toContain('profile');
  });

  it('counts the rows per kind as the restore sends them, cash entries apart', () => {
    expect(archive().summary).toMatchObject({
      counts: {
        gambling_sessions: 3,
        casino_sessions: 1,
        w2g_jackpots: 2,
        casino_win_loss_statements: 0,
        user_casino_preferences: 1,
        slot_machines: 1,
        play_limits: 1,
        trips: 1,
        trip_costs: 1,
        trip_comps: 0,
        trip_suggestion_dismissals: 0,
        profile: 1,
      },
      cashEntries: 1,
      years: [2019, 2023, 2024],
    });
  });
});
