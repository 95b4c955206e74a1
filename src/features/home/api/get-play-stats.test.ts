import { playStatsSchema } from './get-play-stats';
import { STATS_PERIODS, DEFAULT_STATS_PERIOD } from '../lib/stats-periods';

const period = (sessions: number) => ({
  slot: { sessions, coins_in: '100.50', coins_out: 80, net: -20.5, most_won_casino: null, most_won_slot: 'Buffalo' },
  casino: { visits: 1, cash_in: 300, cash_out: 450, net: 150 },
});

describe('get_play_stats shape', () => {
  it('parses all four periods, numbers from numeric strings', () => {
    const parsed = playStatsSchema.parse({ today: period(0), month: period(2), year: period(5), all_time: period(9) });
    expect(parsed.month.slot).toEqual({ sessions: 2, coins_in: 100.5, coins_out: 80, net: -20.5, most_won_casino: null, most_won_slot: 'Buffalo' });
    expect(parsed.all_time.casino.net).toBe(150);
  });

  it('tabs are Today, This Month (default), This Year, All Time with their empty texts', () => {
    expect(STATS_PERIODS.map((p) => [p.label, p.noWins])).toEqual([
      ['Today', 'No wins today'],
      ['This Month', 'No wins this month'],
      ['This Year', 'No wins this year'],
      ['All Time', 'No wins recorded'],
    ]);
    expect(DEFAULT_STATS_PERIOD).toBe('month');
  });
});
