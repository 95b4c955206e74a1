import { CASH_SOURCES, composeAddCashNote } from './add-cash';

describe('composeAddCashNote', () => {
  it('appends the fee as (Fee: $x.xx) and the extra note after " - "', () => {
    expect(composeAddCashNote('ATM', 3.99, 'parking garage')).toBe('ATM (Fee: $3.99) - parking garage');
    expect(composeAddCashNote('Credit Card', 5)).toBe('Credit Card (Fee: $5.00)');
    expect(composeAddCashNote('Marker', null, '  table 4 ')).toBe('Marker - table 4');
    expect(composeAddCashNote('ATM', 1234.5)).toBe('ATM (Fee: $1,234.50)');
  });

  it('leaves out a zero, missing or invalid fee and a blank note', () => {
    expect(composeAddCashNote('ATM')).toBe('ATM');
    expect(composeAddCashNote('ATM', 0, '   ')).toBe('ATM');
    expect(composeAddCashNote('ATM', Number.NaN, '')).toBe('ATM');
  });

  it('offers Cash (the default) and the spec sources', () => {
    expect(CASH_SOURCES).toEqual(['Cash', 'ATM', 'Credit Card', 'Marker']);
  });
});
