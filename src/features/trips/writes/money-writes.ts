import { defineWrite, markOf, type AnyWrite, type RowCache, type Write, type WriteWords } from '@/lib/offline/define-write';
import { supabase } from '@/lib/supabase';
import { INSERT_ONCE } from '@/lib/writes';
import { tripKeys } from '../api/trip-keys';
import { doneOrGone, throwIfRefused } from './refusal';
import { casinoSessionOf, removalFold, withAdded, withoutRow, type Comp, type Cost, type MoneyDisplay } from './rows';

/** What a cost or comp add sends: on a trip or on one of its casino sessions (exactly one of the two); its id is made when the form opens. */
export type MoneyAddInput = { id: string; trip_id: string | null; casino_session_id: string | null; note: string | null };

/**
 * A cost's or a comp's add (./cost-add.ts, ./comp-add.ts): inserted once (a resend of the same id is the same
 * success), listed at once on its trip's page, marked; the page's totals stay the server's until it has synced.
 */
export function defineMoneyAdd<I extends MoneyAddInput, R extends Cost | Comp>(spec: {
  kind: 'cost-add' | 'comp-add';
  table: 'trip_costs' | 'trip_comps';
  noun: string;
  words: WriteWords;
  rows: RowCache<R>;
}): Write<I, R, MoneyDisplay> {
  return defineWrite<I, R, MoneyDisplay>({
    kind: ['trips', spec.kind],
    words: spec.words,
    row: (input) => input.id,
    creates: () => true,
    request: async ({ userId, input }) => {
      const { error } = await supabase.from(spec.table).upsert({ ...input, user_id: userId } as never, INSERT_ONCE);
      throwIfRefused(error, spec.noun);
    },
    refresh: [tripKeys.all],
    describe: casinoSessionOf,
    project: {
      rows: spec.rows,
      apply: (rows, w) =>
        withAdded(rows, { casino_session_date: null, casino_name: null, ...w.input, ...w.display, ...markOf(w) } as unknown as R),
    },
  });
}

/** A cost's or a comp's removal (./cost-delete.ts, ./comp-delete.ts): one already gone is done; one whose add still waits on the device is dropped with it. */
export function defineMoneyRemove<R extends Cost | Comp>(spec: {
  kind: 'cost-delete' | 'comp-delete';
  table: 'trip_costs' | 'trip_comps';
  noun: string;
  words: WriteWords;
  rows: RowCache<R>;
  add: AnyWrite;
}): Write<string, R> {
  return defineWrite<string, R>({
    kind: ['trips', spec.kind],
    words: spec.words,
    row: (id) => id,
    request: async ({ input }) => {
      const { data, error } = await supabase.from(spec.table).delete().eq('id', input).select('id');
      throwIfRefused(error, spec.noun);
      await doneOrGone(data, spec.table, input);
    },
    refresh: [tripKeys.all],
    project: { rows: spec.rows, apply: (rows, w) => withoutRow(rows, w.input, w) },
    fold: (id, waiting) => removalFold(id, waiting, spec.add),
  });
}
