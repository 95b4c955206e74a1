/** The cool-off pause: its choices and how its end is named ("Thu Dec 3, 9:00 PM"). */
import { format, isValid, parseISO } from 'date-fns';
import { formatTime } from '../dates';

/** The pause lengths a player can choose, in hours (pause_play accepts exactly these). */
export const PAUSE_CHOICES = [
  { hours: 24, label: '24 hours' },
  { hours: 72, label: '72 hours' },
  { hours: 168, label: '7 days' },
] as const;

/** The end of a pause as the player reads it: weekday, date and time ("Thu Dec 3, 9:00 PM"). */
export function formatPauseEnd(iso: string): string {
  const d = parseISO(iso);
  return isValid(d) ? `${format(d, 'EEE MMM d')}, ${formatTime(d)}` : '';
}

/** Whether a pause ending at `until` is still running at `now`. */
export function isPaused(until: string | null | undefined, now: Date = new Date()): until is string {
  return !!until && Date.parse(until) > now.getTime();
}
