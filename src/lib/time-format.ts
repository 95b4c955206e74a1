/**
 * The one time-of-day format of the app: the player's locale's short time ('3:05 PM' in the US, '15:05' where the
 * clock is 24-hour). It is Intl's, and the first Intl object a page makes sets up ICU's locale data (~20 ms on a fast
 * desktop, ~80 ms on a phone-speed CPU): made in the middle of the first list's render, that was the largest single
 * cost of Sessions' first screen. `prepareTimeFormat` makes it ahead, when the browser is idle while a player's
 * screen waits for its data (app/router.tsx); otherwise the first formatted time makes it. No date-fns here: the
 * router, in the entry chunk, imports this module.
 */
let timeFormat: Intl.DateTimeFormat | null = null;

/** The formatter, made on first call. */
export function prepareTimeFormat(): Intl.DateTimeFormat {
  return (timeFormat ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }));
}

/** A Date's time of day in the player's locale; '' for an Invalid Date. */
export function formatTime(d: Date): string {
  return Number.isNaN(d.getTime()) ? '' : prepareTimeFormat().format(d);
}
