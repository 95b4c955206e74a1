import { describe, expect, it } from 'vitest';
import { slotMoneySum } from './slot-money';

describe('slotMoneySum', () => {
  it('says the terms that add up to the net, free play and hand pays included', () => {
    // The year: coin in $595, of it $75 free play; money out $312; a $1,500 hand pay: 312 - 595 + 75 + 1,500 = 1,292.
    const sum = slotMoneySum({ coinIn: 595, freePlay: 75, moneyOut: 312, handPays: 1500, net: 1292 });
    expect(sum.terms).toEqual([
      { sign: '', label: 'money out', value: 312 },
      { sign: '−', label: 'coin in', value: 595 },
      { sign: '+', label: 'free play', value: 75 },
      { sign: '+', label: 'hand pays', value: 1500 },
    ]);
    expect(sum.net).toEqual({ sign: '', label: 'net', value: 1292 });
    expect(sum.addsUp).toBe(true);
  });

  it('leaves out free play and hand pays when there are none, in the words a screen gives', () => {
    const sum = slotMoneySum(
      { coinIn: 50, freePlay: 0, moneyOut: 0, handPays: 0, net: -50 },
      { coinIn: 'Coin In', moneyOut: 'Coin Out', net: 'Net' },
    );
    expect(sum.terms.map((t) => t.label)).toEqual(['Coin Out', 'Coin In']);
    expect(sum.addsUp).toBe(true);
  });

  it('adds in cents (0.10 + 0.20 is 0.30) and says when figures do not add up', () => {
    expect(slotMoneySum({ coinIn: 0.1, freePlay: 0.2, moneyOut: 0, handPays: 0, net: 0.1 }).addsUp).toBe(true);
    expect(slotMoneySum({ coinIn: 595, freePlay: 0, moneyOut: 312, handPays: 0, net: 1292 }).addsUp).toBe(false);
  });
});
