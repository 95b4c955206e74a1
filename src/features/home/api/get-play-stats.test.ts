import { parsePlayStats } from './get-play-stats';
import { STATS_PERIODS, DEFAULT_STATS_PERIOD } from '../lib/stats-periods';

const period = (sessions: number) => ({
  slot: {
    sessions,
    coins_in: '100.50',
    coins_out: 80,
    free_play: '25',
    hand_pays: 0,
    net: 4.5,
    most_won_casino: null,
    most_won_slot: 'Buffalo',
  },
  casino: { visits: 1, cash_in: 300, cash_out: 450, net: 150 },
});

describe('get_play_stats shape', () => {
  it('parses all four periods, numbers from numeric strings', () => {
    const parsed = parsePlayStats({ today: period(0), month: period(2), year: period(5), all_time: period(9) });
    expect(parsed.month.slot).toEqual({
      sessions: 2,
      coins_in: 100.5,
      coins_out: 80,
      free_play: 25,
      hand_pays: 0,
      net: 4.5,
      most_won_casino: null,
      most_won_slot: 'Buffalo',
    });
    expect(parsed.all_time.casino.net).toBe(150);
    expect(parsed.today.slot.sessions).toBe(0);
  });

  it('reads unreadable amounts as 0 and non-text names as null', () => {
    const odd = {
      slot: { sessions: null, coins_in: 'abc', coins_out: undefined, net: '', most_won_casino: 7, most_won_slot: { name: 'x' } },
      casino: { visits: '3', cash_in: Infinity, cash_out: true, net: ' -12.25 ' },
    };
    const parsed = parsePlayStats({ today: odd, month: odd, year: odd, all_time: odd });
    expect(parsed.year).toEqual({
      slot: { sessions: 0, coins_in: 0, coins_out: 0, free_play: 0, hand_pays: 0, net: 0, most_won_casino: null, most_won_slot: null },
      casino: { visits: 3, cash_in: 0, cash_out: 0, net: -12.25 },
    });
  });

  it('rejects a result without the periods or their sections', () => {
    expect(() => parsePlayStats(null)).toThrow(/the result is not an object/);
    expect(() => parsePlayStats({ today: period(0), month: period(0), year: period(0) })).toThrow(/all_time is not an object/);
    expect(() => parsePlayStats({ today: { slot: {} }, month: period(0), year: period(0), all_time: period(0) })).toThrow(/today.casino/);
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
