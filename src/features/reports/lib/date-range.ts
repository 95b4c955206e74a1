import { formatDate, monthBounds, yearBounds } from '@/lib/dates';

export interface DateRange {
  start: string;
  end: string;
}

/** The reports' default range: the current year. */
export const defaultReportRange = (now: Date = new Date()): DateRange => yearBounds(now);

export const thisMonthRange = (now: Date = new Date()): DateRange => monthBounds(now);

/** 'Jan 01, 2026 - Dec 31, 2026' */
export function rangeLabel({ start, end }: DateRange): string {
  return `${formatDate(start)} - ${formatDate(end)}`;
}

/** Applies a date input's new value; a cleared input (empty value) is ignored. */
export function withDate(range: DateRange, key: keyof DateRange, value: string): DateRange {
  return value ? { ...range, [key]: value } : range;
}
