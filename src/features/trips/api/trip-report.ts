/** A trip's figures as get_trip_report / get_trips return them (migration 20260101004202_trip_report), checked. */
import * as z from 'zod/mini';

const money = z.coerce.number();
const text = z.nullable(z.string());

const COST_KIND_VALUES = ['hotel', 'travel', 'food', 'fee', 'other'] as const;
const COMP_KIND_VALUES = ['room', 'food', 'show', 'other'] as const;
export type CostKind = (typeof COST_KIND_VALUES)[number];
export type CompKind = (typeof COMP_KIND_VALUES)[number];

const tripTotalsSchema = z.object({
  /** The slot sessions' coin in (all money put in, free play included), money out and free play. */
  money_in: money,
  money_out: money,
  free_play: money,
  /** What their linked W2Gs add (hand pays, or the tax withheld from a machine-paid jackpot), and their nets' sum:
   * money_out - money_in + free_play + hand_pays = slot_net (migration 20260101004923). Absent from a report a
   * device kept from before it. */
  hand_pays: z.optional(money),
  slot_net: z.optional(money),
  /** The session method's net of the trip's sessions (Tax Year's), costs and comps never in it. */
  gambling_net: money,
  w2g_count: z.number(),
  w2g_amount: money,
  w2g_withheld: money,
  costs: money,
  comps: money,
  /** gambling_net - costs (comps apart). */
  whole_result: money,
  play_days: z.number(),
  minutes: z.number(),
});
export type TripTotals = z.infer<typeof tripTotalsSchema>;

const tripRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  casino_ids: z.array(z.string()),
  notes: text,
  updated_at: z.string(),
});
export type TripRow = z.infer<typeof tripRowSchema>;

const tripMoneyFields = {
  id: z.string(),
  note: text,
  trip_id: text,
  casino_session_id: text,
  casino_session_date: text,
  casino_name: text,
  /** The version an edit is made on ('' while its add waits on this device; null for an Add Cash fee). */
  updated_at: text,
};
const tripCostSchema = z.object({ ...tripMoneyFields, kind: z.enum(COST_KIND_VALUES), amount: money, from_add_cash: z.boolean() });
const tripCompSchema = z.object({ ...tripMoneyFields, kind: z.enum(COMP_KIND_VALUES), value: money });

export const tripReportSchema = z.object({
  trip: tripRowSchema,
  days: z.number(),
  casinos: z.array(z.object({ id: z.string(), name: z.string(), net: money })),
  sessions: z.array(z.object({ date: z.string(), casino_id: text, casino_name: text, net: money })),
  casino_sessions: z.array(
    z.object({
      id: z.string(),
      casino_id: text,
      casino_name: text,
      arrival_date: z.string(),
      arrival_time: z.string(),
      departure_date: text,
      departure_time: text,
      cash_in: money,
      final_cash: z.nullable(money),
      net: z.nullable(money),
    }),
  ),
  slot_sessions: z.array(
    z.object({
      id: z.string(),
      casino_name: text,
      machine: text,
      machine_number: text,
      session_date: z.string(),
      session_time: z.string(),
      money_in: money,
      money_out: money,
      free_play: money,
      result: money,
      jackpot_net: money,
      casino_session_id: text,
    }),
  ),
  w2gs: z.array(
    z.object({
      id: z.string(),
      casino_name: text,
      date: z.string(),
      time: z.string(),
      amount: money,
      tax_withheld: money,
      state_tax_withheld: z.nullable(money),
      hand_pay: z.boolean(),
      w2g_received: z.boolean(),
    }),
  ),
  /** The costs entered, then the fees typed in Add Cash on the trip's casino sessions (`from_add_cash`: changed only there). */
  costs: z.array(tripCostSchema),
  comps: z.array(tripCompSchema),
  totals: tripTotalsSchema,
});
export type TripReport = z.infer<typeof tripReportSchema>;

const tripListItemSchema = z.object({ ...tripRowSchema.shape, casinos: z.number(), totals: tripTotalsSchema });
export type TripListItem = z.infer<typeof tripListItemSchema>;

const tripYearSchema = z.object({
  year: z.number(),
  trips: z.number(),
  gambling_net: money,
  costs: money,
  comps: money,
  whole_result: money,
});
export type TripYear = z.infer<typeof tripYearSchema>;

export const tripListSchema = z.object({ trips: z.array(tripListItemSchema), years: z.array(tripYearSchema) });
export type TripList = z.infer<typeof tripListSchema>;
