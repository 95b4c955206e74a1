import { describe, expect, it } from 'vitest';
import type { PlayInsights } from '../api/get-play-insights';
import { highlights } from './highlights';
import { fig, row } from './insight-figures.fixture';

describe('highlights', () => {
  it("says the issue's example: cost, per hour, return, biggest W2G, a year earlier", () => {
    // 184 sessions, all with times: 96 hours = 5,760 minutes; net -412 -> 412 / 96 = 4.2916 -> $4.29 an hour.
    // Money in 4,747.13, money out 4,335.13 -> 91.32 % (SQL rounds to 91.3).
    const data: PlayInsights = {
      period: fig({ sessions: 184, timed_sessions: 184, minutes: 5760, net: -412, timed_net: -412, net_per_hour: -4.29, return_pct: 91.3 }),
      previous: fig({ sessions: 150, net: -980 }),
      lifetime: null,
      rows: [row('c1', 'Bellagio', { sessions: 184 })],
      biggest_w2g: { amount: 4250, jackpot_date: '2026-03-07', casino: 'Bellagio' },
    };
    expect(highlights(data, 'casino', 'this year')).toEqual([
      'Your play this year cost $412 for 96 hours: $4.29 an hour',
      'Return on your money: 91.3% over 184 sessions',
      'Biggest W2G: $4,250 at Bellagio on Mar 07, 2026',
      'The same dates a year earlier: cost $980 over 150 sessions',
    ]);
  });

  it('per hour only over the sessions with times, and no per hour without any', () => {
    // 14 sessions, 12 with times (600 minutes = 10 hours, their net -300 -> -30.00 an hour); all fourteen: +1,000.
    const some = fig({ sessions: 14, timed_sessions: 12, minutes: 600, net: 1000, timed_net: -300, net_per_hour: -30 });
    expect(highlights({ period: some, previous: null, lifetime: null, rows: [], biggest_w2g: null }, 'casino', 'this year')[0]).toBe(
      'Your play this year came out $1,000 ahead; the 10 hours with start and end times cost $30.00 an hour',
    );
    const none = fig({ sessions: 2, net: -75 });
    expect(highlights({ period: none, previous: null, lifetime: null, rows: [], biggest_w2g: null }, 'casino', 'this month')[0]).toBe(
      'Your play this month cost $75 over 2 sessions',
    );
  });

  it('a return or a figure per hour over fewer than 10 sessions says how many it rests on and that they are too few', () => {
    // The player: 7 sessions (3 with times, 2 hours 30 min, +$479.50 -> $191.80 an hour), one hand pay:
    // money out 4,577 / money in 1,000 -> 457.7 %. Neither rate is said; both say what they would rest on.
    const period = fig({
      sessions: 7,
      timed_sessions: 3,
      minutes: 150,
      net: 3577,
      timed_net: 479.5,
      net_per_hour: 191.8,
      return_pct: 457.7,
    });
    expect(highlights({ period, previous: null, lifetime: null, rows: [], biggest_w2g: null }, 'casino', 'this year')).toEqual([
      'Your play this year came out $3,577 ahead over 7 sessions; per hour, 3 sessions with start and end times are too few to mean anything',
      'Return on your money: 7 sessions are too few to mean anything; it is shown from 10 sessions',
    ]);
    // One session with times and a return of 62.4 %.
    const one = fig({ sessions: 1, timed_sessions: 1, minutes: 60, net: -47, timed_net: -47, net_per_hour: -47, return_pct: 62.4 });
    expect(highlights({ period: one, previous: null, lifetime: null, rows: [], biggest_w2g: null }, 'casino', 'today')).toEqual([
      'Your play today cost $47 over 1 session; per hour, 1 session with start and end times is too few to mean anything',
      'Return on your money: 1 session is too few to mean anything; it is shown from 10 sessions',
    ]);
    // Exactly 10 (all with times): both said. 10 hours at -$12.50 -> -$125; money out 875 / in 1,000 = 87.5 %.
    const ten = fig({ sessions: 10, timed_sessions: 10, minutes: 600, net: -125, timed_net: -125, net_per_hour: -12.5, return_pct: 87.5 });
    expect(highlights({ period: ten, previous: null, lifetime: null, rows: [], biggest_w2g: null }, 'casino', 'this month')).toEqual([
      'Your play this month cost $125 for 10 hours: $12.50 an hour',
      'Return on your money: 87.5% over 10 sessions',
    ]);
  });

  it('withholds a comparison for too few sessions', () => {
    // Bellagio has 12 sessions, Caesars 9: under 10 in one group, so nothing is compared.
    const data: PlayInsights = {
      period: fig({ sessions: 21, net: -300 }),
      previous: null,
      lifetime: null,
      rows: [
        row('a', 'Bellagio', { sessions: 12, avg_net: -5, net_sd: 10 }),
        row('b', 'Caesars Palace', { sessions: 9, avg_net: -40, net_sd: 10 }),
      ],
      biggest_w2g: null,
    };
    expect(highlights(data, 'casino', 'this year')).toContain(
      'Too few sessions to tell which casino did better: a comparison needs at least 10 sessions in each.',
    );
  });

  it('says a comparison only when the gap is larger than its noise', () => {
    // Fridays: 25 sessions, avg -2, sd 20; Mondays: 16 sessions, avg -30, sd 24.
    // Noise = 2 x sqrt(20²/25 + 24²/16) = 2 x sqrt(16 + 36) = 2 x 7.211 = 14.42; gap 28 > 14.42: said.
    const rows = [
      row('5', 'Friday', { sessions: 25, avg_net: -2, net_sd: 20 }),
      row('1', 'Monday', { sessions: 16, avg_net: -30, net_sd: 24 }),
    ];
    const period = fig({ sessions: 41, net: -530 });
    expect(highlights({ period, previous: null, lifetime: null, rows, biggest_w2g: null }, 'weekday', 'this year')).toContain(
      'Per session, your results on Fridays were $28.00 better than on Mondays (25 and 16 sessions), more than chance alone explains.',
    );
    // Same gap with sd 60 and 48: noise = 2 x sqrt(144 + 144) = 33.94 > 28: within chance.
    const noisy = [
      row('5', 'Friday', { sessions: 25, avg_net: -2, net_sd: 60 }),
      row('1', 'Monday', { sessions: 16, avg_net: -30, net_sd: 48 }),
    ];
    expect(highlights({ period, previous: null, lifetime: null, rows: noisy, biggest_w2g: null }, 'weekday', 'this year')).toContain(
      'The differences between days of the week with at least 10 sessions are within chance.',
    );
  });

  it('says nothing for a period without play', () => {
    expect(highlights({ period: null, previous: null, lifetime: null, rows: [], biggest_w2g: null }, 'casino', 'this year')).toEqual([]);
  });
});
