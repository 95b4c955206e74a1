import { casinoNet, casinoSessionStatus, parseAdditionalCash, slotNet, totalAdditionalCash, totalCashIn } from './session-math';

describe('slotNet', () => {
  it('is money out minus money in, to the cent', () => {
    expect(slotNet(100, 250.5)).toBe(150.5);
    expect(slotNet(300, 120)).toBe(-180);
    expect(slotNet(0.1, 0.3)).toBe(0.2);
    expect(slotNet(null, undefined)).toBe(0);
  });
});

describe('additional cash', () => {
  const entries = parseAdditionalCash([
    { amount: 100, timestamp: '2026-01-01T10:00:00.000Z', note: 'ATM' },
    { amount: '50.25', timestamp: '2026-01-01T11:00:00.000Z', note: null },
    'garbage',
    null,
  ]);

  it('reads well-formed entries and skips the rest', () => {
    expect(entries).toEqual([
      { amount: 100, timestamp: '2026-01-01T10:00:00.000Z', note: 'ATM' },
      { amount: 50.25, timestamp: '2026-01-01T11:00:00.000Z', note: null },
    ]);
    expect(parseAdditionalCash(null)).toEqual([]);
    expect(parseAdditionalCash({ amount: 1 })).toEqual([]);
  });

  it('sums into total cash in', () => {
    expect(totalAdditionalCash(entries)).toBe(150.25);
    expect(totalCashIn(200, entries)).toBe(350.25);
    expect(totalCashIn(200, [])).toBe(200);
  });

  it('net = final - (starting + added); null without final cash', () => {
    expect(casinoNet(200, entries, 400)).toBe(49.75);
    expect(casinoNet(200, entries, 0)).toBe(-350.25);
    expect(casinoNet(200, entries, null)).toBeNull();
  });
});

describe('casinoSessionStatus', () => {
  it('is Active while final cash is empty, Completed once set (0 included)', () => {
    expect(casinoSessionStatus(null)).toBe('Active');
    expect(casinoSessionStatus(undefined)).toBe('Active');
    expect(casinoSessionStatus(0)).toBe('Completed');
    expect(casinoSessionStatus(125)).toBe('Completed');
  });
});
