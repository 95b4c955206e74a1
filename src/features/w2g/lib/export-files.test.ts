import { w2gExportCsv, w2gExportFileName, type W2gExportRow } from './export-files';

const row: W2gExportRow = {
  jackpot_date: '2026-03-04',
  jackpot_time: '21:15:00',
  casino_id: 'c1',
  slot_machine_id: null,
  amount: 1500,
  tax_withheld: 360.5,
  ticket_number: null,
  irs_form_version: 'W-2G',
  notes: '=cmd|"/c calc"!A1, signed',
  id: 'j1',
};

describe('w2g export files', () => {
  it('names the files w2g_export_{start}_to_{end}', () => {
    const range = { start: '2026-03-01', end: '2026-03-31' };
    expect(w2gExportFileName(range, 'csv')).toBe('w2g_export_2026-03-01_to_2026-03-31.csv');
    expect(w2gExportFileName(range, 'pdf')).toBe('w2g_export_2026-03-01_to_2026-03-31.pdf');
  });

  it('quotes every value, writes 2-decimal amounts and neutralises formulas', () => {
    expect(w2gExportCsv([row])).toBe(
      '"jackpot_date","jackpot_time","casino_id","slot_machine_id","amount","tax_withheld","ticket_number","irs_form_version","notes","id"\r\n' +
        '"2026-03-04","21:15:00","c1","","1500.00","360.50","","W-2G","\'=cmd|""/c calc""!A1, signed","j1"\r\n',
    );
  });

  it('writes only the header for no rows', () => {
    expect(w2gExportCsv([]).split('\r\n')).toHaveLength(2);
  });
});
