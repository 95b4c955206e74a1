import { csvNumber, toCsv } from '@/lib/csv';
import type { Database } from '@/lib/database.types';

export interface DateRange {
  start: string;
  end: string;
}

export type W2gJackpotRow = Database['public']['Tables']['w2g_jackpots']['Row'];

/** The export screen's columns, in order (spec part 2 §9). */
export const W2G_EXPORT_COLUMNS = [
  'jackpot_date',
  'jackpot_time',
  'casino_id',
  'slot_machine_id',
  'amount',
  'tax_withheld',
  'ticket_number',
  'irs_form_version',
  'notes',
  'id',
] as const;

export type W2gExportRow = Pick<W2gJackpotRow, (typeof W2G_EXPORT_COLUMNS)[number]>;

/** w2g_export_{start}_to_{end}.csv / .pdf */
export function w2gExportFileName({ start, end }: DateRange, ext: 'csv' | 'pdf'): string {
  return `w2g_export_${start}_to_${end}.${ext}`;
}

/** The export CSV: every value quoted; amounts with 2 decimals. */
export function w2gExportCsv(rows: readonly W2gExportRow[]): string {
  return toCsv(
    W2G_EXPORT_COLUMNS,
    rows.map((r) => [
      r.jackpot_date,
      r.jackpot_time,
      r.casino_id,
      r.slot_machine_id,
      csvNumber(Number(r.amount)),
      csvNumber(Number(r.tax_withheld)),
      r.ticket_number,
      r.irs_form_version,
      r.notes,
      r.id,
    ]),
    { quoteAll: true },
  );
}
