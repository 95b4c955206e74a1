import { cashReportCsv, cashReportFileName, w2gReportCsv, w2gReportFileName } from './report-csv';

const range = { start: '2026-01-01', end: '2026-12-31' };

describe('report file names', () => {
  it('follows the spec', () => {
    expect(w2gReportFileName(range)).toBe('W2G_Jackpots_2026-01-01_to_2026-12-31.csv');
    expect(cashReportFileName(range)).toBe('Add_Cash_Transactions_2026-01-01_to_2026-12-31.csv');
  });
});

describe('w2gReportCsv', () => {
  it('writes the columns with 2-decimal amounts, net and an empty machine cell without a machine', () => {
    const csv = w2gReportCsv([
      {
        jackpot_date: '2026-02-03',
        jackpot_time: '14:05:00',
        amount: 1500,
        tax_withheld: 360,
        notes: 'Hand pay, signed',
        casino: { name: 'Bellagio' },
        slot_machine: { name: 'Buffalo' },
      },
      {
        jackpot_date: '2026-02-01',
        jackpot_time: '09:00:00',
        amount: 2000.5,
        tax_withheld: 0,
        notes: null,
        casino: null,
        slot_machine: null,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Date,Time,Casino,Slot Machine,Amount,Tax Withheld,Net Amount,Notes',
      '2026-02-03,14:05,Bellagio,Buffalo,1500.00,360.00,1140.00,"Hand pay, signed"',
      '2026-02-01,09:00,Unknown Casino,,2000.50,0.00,2000.50,',
      '',
    ]);
  });
});

describe('cashReportCsv', () => {
  it('writes local date, 12-hour time, casino, amount and note', () => {
    const ts = new Date(2026, 4, 6, 15, 5).toISOString();
    const csv = cashReportCsv([{ timestamp: ts, casino_name: 'Aria', amount: 100, note: 'ATM (Fee: $3.99)' }]);
    expect(csv).toBe('Date,Time,Casino,Amount,Note\r\n2026-05-06,3:05 PM,Aria,100.00,ATM (Fee: $3.99)\r\n');
  });

  it('neutralises a note that looks like a formula', () => {
    expect(cashReportCsv([{ timestamp: null, casino_name: null, amount: 5, note: '=1+1' }])).toBe(
      'Date,Time,Casino,Amount,Note\r\n,,Unknown Casino,5.00,"\'=1+1"\r\n',
    );
  });
});
