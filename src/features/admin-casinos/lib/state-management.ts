import { format, isValid, parseISO } from 'date-fns';

/** A typed count: its integer part, or 0 when it is not a number (spec part 2 §5). Never negative. */
export function parseCount(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? '').trim(), 10);
  return Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0;
}

/** Priority badge colours: 1 red, 2 orange, 3 yellow, 4 blue, 5 gray. */
export const PRIORITY_CLASSES: Record<number, string> = {
  1: 'bg-red-100 text-red-800 border-red-200',
  2: 'bg-orange-100 text-orange-800 border-orange-200',
  3: 'bg-yellow-100 text-yellow-800 border-yellow-200',
  4: 'bg-blue-100 text-blue-800 border-blue-200',
  5: 'bg-gray-100 text-gray-700 border-gray-200',
};

export function priorityClass(level: number): string {
  return PRIORITY_CLASSES[level] ?? PRIORITY_CLASSES[5];
}

/** Last Import column: short US date (M/d/yyyy) or 'Never'. */
export function lastImportLabel(value: string | null | undefined): string {
  if (!value) return 'Never';
  const d = parseISO(value);
  return isValid(d) ? format(d, 'M/d/yyyy') : 'Never';
}
