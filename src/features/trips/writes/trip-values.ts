import { z } from 'zod';
import { endNotBeforeStart } from '@/lib/time-range-schema';

export const TRIP_END_BEFORE_START = 'A trip cannot end before it starts';

/** A trip as its form holds it. */
export const tripFormSchema = z
  .object({
    name: z.string().trim().min(1, 'A trip needs a name').max(100, 'At most 100 characters'),
    start_date: z.string().min(1, 'First day is required'),
    end_date: z.string().min(1, 'Last day is required'),
    /** Empty: every casino. */
    casino_ids: z.array(z.string()),
    notes: z.string().max(2000, 'At most 2000 characters'),
  })
  .superRefine(
    endNotBeforeStart((v) => ({ start: { date: v.start_date }, end: { date: v.end_date } }), { date: 'end_date' }, TRIP_END_BEFORE_START),
  );
export type TripFormValues = z.input<typeof tripFormSchema>;

/** What a trip write sends: the form with blank notes as null. */
export const tripValuesSchema = tripFormSchema.transform((v) => ({ ...v, notes: v.notes.trim() ? v.notes.trim() : null }));
export type TripValues = z.output<typeof tripValuesSchema>;
