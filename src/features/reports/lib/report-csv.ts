import { format, isValid, parseISO } from 'date-fns';
import { csvNumber, toCsv } from '@/lib/csv';
import { toHHmm } from '@/lib/dates';
import { roundMoney } from '@/lib/money';
import type { DateRange } from './date-range';

export const W2G_REPORT_CSV_COLUMNS = ['Date', 'Time', 'Casino', 'Slot Machine', 'Amount', 'Tax Withheld', 'Net Amount', 'Notes'] as const;
export const CASH_CSV_COLUMNS = ['Date', 'Time', 'Casino', 'Amount', 'Note'] as const;

export const w2gReportFileName = ({ start, end }: DateRange) => `W2G_Jackpots_${start}_to_${end}.csv`;
export const cashReportFileName = ({ start, end }: DateRange) => `Add_Cash_Transactions_${start}_to_${end}.csv`;

export interface W2gCsvRow {
  jackpot_date: string;
  jackpot_time: string;
  amount: number;
  tax_withheld: number;
  notes: string | null;
  casino: { name: string | null } | null;
  slot_machine: { name: string | null } | null;
}

/**
 * Reports' W2G CSV: date, HH:mm, names, 2-decimal amounts, net. Without a machine the cell is empty (the
 * grid's '-' would be a formula-like cell and come out as "'-").
 */
export function w2gReportCsv(rows: readonly W2gCsvRow[]): string {
  return toCsv(
    W2G_REPORT_CSV_COLUMNS,
    rows.map((r) => {
      const amount = Number(r.amount);
      const tax = Number(r.tax_withheld);
      return [
        r.jackpot_date,
        toHHmm(r.jackpot_time),
        r.casino?.name || 'Unknown Casino',
        r.slot_machine ? r.slot_machine.name || 'Unknown Machine' : '',
        csvNumber(amount),
        csvNumber(tax),
        csvNumber(roundMoney(amount - tax)),
        r.notes ?? '',
      ];
    }),
  );
}

export interface CashCsvRow {
  timestamp: string | null;
  casino_name: string | null;
  amount: number;
  note: string | null;
}

/** Local date (yyyy-MM-dd) and 12-hour time ('3:05 PM') of an ISO timestamp; empty when missing. */
export function localDateAndTime(timestamp: string | null): [string, string] {
  const d = timestamp ? parseISO(timestamp) : null;
  if (!d || !isValid(d)) return ['', ''];
  return [format(d, 'yyyy-MM-dd'), format(d, 'h:mm a')];
}

/** Reports' Add Cash CSV: local date, 12-hour time (as on screen), casino, 2-decimal amount, note. */
export function cashReportCsv(rows: readonly CashCsvRow[]): string {
  return toCsv(
    CASH_CSV_COLUMNS,
    rows.map((r) => {
      const [date, time] = localDateAndTime(r.timestamp);
      return [date, time, r.casino_name || 'Unknown Casino', csvNumber(Number(r.amount)), r.note ?? ''];
    }),
  );
}
