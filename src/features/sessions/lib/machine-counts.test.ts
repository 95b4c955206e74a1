import { describe, expect, it } from 'vitest';
import { countTap } from './machine-counts';

describe('a counter tap as the live machine shows it before the server answers', () => {
  it('the first tap of either counter starts both at 0: a jackpot on an uncounted session is 0 bonuses, 1 jackpot', () => {
    expect(countTap({ bonus_count: null, jackpot_count: null, counter_taps: [] }, { tapId: 't1', counter: 'jackpot' })).toEqual({
      bonus_count: 0,
      jackpot_count: 1,
      counter_taps: [{ id: 't1', counter: 'jackpot' }],
    });
  });

  it('adds one to its own counter: 3 bonuses and a new bonus tap = 4, the jackpots stay 1', () => {
    const row = { bonus_count: 3, jackpot_count: 1, counter_taps: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }] };
    expect(countTap(row, { tapId: 'e', counter: 'bonus' })).toMatchObject({ bonus_count: 4, jackpot_count: 1 });
  });

  it('never counts a tap twice: one already in the row (its answer came, or the list was fetched since) changes nothing', () => {
    const row = {
      bonus_count: 2,
      jackpot_count: 0,
      counter_taps: [
        { id: 't1', counter: 'bonus' },
        { id: 't2', counter: 'bonus' },
      ],
    };
    expect(countTap(row, { tapId: 't2', counter: 'bonus' })).toEqual({});
  });

  it('a row made on this device (no counters read yet) counts from 0', () => {
    expect(countTap({}, { tapId: 'x', counter: 'bonus' })).toMatchObject({ bonus_count: 1, jackpot_count: 0 });
  });
});
