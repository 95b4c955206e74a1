import { formatDate } from '@/lib/dates';
import type { CompKind, CostKind } from '../api/trip-report';

export const COST_KINDS: { value: CostKind; label: string }[] = [
  { value: 'hotel', label: 'Hotel' },
  { value: 'travel', label: 'Travel' },
  { value: 'food', label: 'Food & drink' },
  { value: 'fee', label: 'ATM / cash-advance fee' },
  { value: 'other', label: 'Other' },
];

export const COMP_KINDS: { value: CompKind; label: string }[] = [
  { value: 'room', label: 'Room' },
  { value: 'food', label: 'Food' },
  { value: 'show', label: 'Show' },
  { value: 'other', label: 'Other' },
];

export const costLabel = (kind: string) => COST_KINDS.find((k) => k.value === kind)?.label ?? kind;
export const compLabel = (kind: string) => COMP_KINDS.find((k) => k.value === kind)?.label ?? kind;

/** "Mar 12, 2025 – Mar 14, 2025", or one date for a one-day trip. */
export function tripDates(start: string, end: string): string {
  return start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;
}

/** "5 h 20 min", "45 min", "-" for none. */
export function playedTime(minutes: number): string {
  if (!minutes) return '-';
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return h ? `${h} h${m ? ` ${m} min` : ''}` : `${m} min`;
}

/** Why costs and comps stand apart from the gambling figures (one plain sentence). */
export const APART_TEXT =
  'Costs and comps are never part of your gambling wins or losses: the whole result is the gambling net minus the costs, and comps are shown apart.';

/** The share page's link for a token. */
export const shareUrl = (href: string) => new URL(href, window.location.origin).toString();
