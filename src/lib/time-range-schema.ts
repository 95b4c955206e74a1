/** The one rule of a range typed in date (and time) fields: its end is not before its start. */
import type { z } from 'zod';

/** A moment as the form holds it: 'yyyy-MM-dd' and, when the form has one, 'HH:mm' ('' when not typed). */
export type TypedMoment = { date: string; time?: string };

/**
 * Which field of the end is wrong when the end is before the start: 'date' (an earlier day), 'time' (the same day, an
 * earlier time), or null (in order, or not both typed yet: a missing end time is the end of its day, a missing start
 * field is answered by its own "required").
 */
export function endBeforeStart(start: TypedMoment, end: TypedMoment): 'date' | 'time' | null {
  if (!start.date || !end.date) return null;
  if (end.date < start.date) return 'date';
  if (end.date === start.date && start.time && end.time && end.time < start.time) return 'time';
  return null;
}

/**
 * A form schema's check (`.superRefine`) that its end is not before its start, answered under the end field it
 * concerns: the end date when the day is earlier, the end time when the day is the same. Kept in the form's own
 * schema, so Save says it in words (never a parse after the form's validation that throws).
 */
export function endNotBeforeStart<T>(
  moments: (values: T) => { start: TypedMoment; end: TypedMoment },
  fields: { date: string; time?: string },
  message: string,
) {
  return (values: T, ctx: z.RefinementCtx<T>) => {
    const { start, end } = moments(values);
    const wrong = endBeforeStart(start, end);
    if (wrong) ctx.addIssue({ code: 'custom', path: [wrong === 'time' && fields.time ? fields.time : fields.date], message });
  };
}
