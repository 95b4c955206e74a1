import { z } from 'zod';
import { parseLocal, toDateString } from '@/lib/dates';
import { PREPARER_LINK_MAX_DAYS } from './preparer-link-scope';

const addDays = (day: string, days: number) => {
  const d = parseLocal(day);
  d.setDate(d.getDate() + days);
  return toDateString(d);
};

/** The day a link made today expires by default, and the last day one may run to. */
export const defaultExpiryDay = (today: string, days: number) => addDays(today, days);
export const lastExpiryDay = (today: string) => addDays(today, PREPARER_LINK_MAX_DAYS);

/** The link works to the end of the day picked (the device's day), as the player reads the date. */
export const expiresAtOf = (day: string) => parseLocal(day, '23:59').toISOString();

/** The expiry the dialog takes: a day after today, within a year. */
export const expirySchema = (today: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick the day the link stops working')
    .refine((day) => day > today, 'Pick a day after today')
    .refine((day) => day <= lastExpiryDay(today), 'A link can last at most a year');
