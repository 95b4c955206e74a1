import { defineWrite, markOf, patchRow, type AnyWrite, type RowCache, type Write, type WriteWords } from '@/lib/offline/define-write';
import { tripKeys } from '../api/trip-keys';
import { casinoSessionOf, editFold, removalFold, withAdded, withoutRow, type Comp, type Cost, type MoneyDisplay } from './rows';

/** What a cost or comp add sends: on a trip or on one of its casino sessions (exactly one of the two); its id is made when the form opens. */
export type MoneyAddInput = { id: string; trip_id: string | null; casino_session_id: string | null; note: string | null };

/** A cost's or a comp's edit: all its fields as edited, made on the version the player saw ('' for one whose add still waits). */
export type MoneyEditInput<V> = { id: string; updatedAt: string; values: V };

/** The row an add shows until its trip's page is fetched again: what the form sent, with the fields the server adds. */
const added = <R extends Cost | Comp>(input: object, w: Parameters<typeof markOf>[0]) =>
  ({ casino_session_date: null, casino_name: null, from_add_cash: false, updated_at: '', ...input, ...markOf(w) }) as R;

/**
 * A cost's or a comp's add (./cost-add.ts, ./comp-add.ts): inserted once (a resend of the same id is the same
 * success), listed at once on its trip's page, marked; the page's totals stay the server's until it has synced. It
 * answers with the version it made, where an edit of it made meanwhile on this device starts.
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
    request: async ({ userId, input }) => (await import('../api/add-trip-row')).addTripRow(spec.table, spec.noun, userId, input),
    refresh: [tripKeys.all],
    describe: casinoSessionOf,
    project: {
      rows: spec.rows,
      apply: (rows, w) => withAdded(rows, added<R>({ ...w.input, ...w.display }, w)),
    },
  });
}

/**
 * A cost's or a comp's removal (./cost-delete.ts, ./comp-delete.ts): one already gone is done; one whose add still
 * waits on the device is dropped with it, and so are its edits waiting.
 */
export function defineMoneyRemove<R extends Cost | Comp>(spec: {
  kind: 'cost-delete' | 'comp-delete';
  table: 'trip_costs' | 'trip_comps';
  noun: string;
  words: WriteWords;
  rows: RowCache<R>;
  add: AnyWrite;
  edit: AnyWrite;
}): Write<string, R> {
  return defineWrite<string, R>({
    kind: ['trips', spec.kind],
    words: spec.words,
    row: (id) => id,
    request: async ({ input }) => (await import('../api/delete-trip-row')).deleteTripRow(spec.table, spec.noun, input),
    refresh: [tripKeys.all],
    project: { rows: spec.rows, apply: (rows, w) => withoutRow(rows, w.input, w) },
    fold: (id, waiting) => removalFold(id, waiting, spec.add, [spec.edit]),
  });
}

/**
 * A cost's or a comp's edit (./cost-update.ts, ./comp-update.ts), as every edit of the app: written only if the row
 * is unchanged since the version it was made on, else refused ("This cost was changed elsewhere", or "no longer
 * exists"); nothing written but the row already holding these values is its own earlier send (a success). An edit of
 * one whose add still waits becomes that add (sent with version '', inserted once); a second edit replaces the first
 * still waiting, keeping the version the first was made on.
 */
export function defineMoneyEdit<V extends Omit<MoneyAddInput, 'id'>, R extends Cost | Comp>(spec: {
  kind: 'cost-update' | 'comp-update';
  table: 'trip_costs' | 'trip_comps';
  noun: string;
  words: WriteWords;
  rows: RowCache<R>;
  add: AnyWrite;
}): Write<MoneyEditInput<V>, R, MoneyDisplay> {
  const edit: Write<MoneyEditInput<V>, R, MoneyDisplay> = defineWrite<MoneyEditInput<V>, R, MoneyDisplay>({
    kind: ['trips', spec.kind],
    words: spec.words,
    row: (input) => input.id,
    madeOn: (input) => input.updatedAt,
    request: async ({ userId, input: { id, values, updatedAt }, base }) =>
      (await import('../api/write-on-version')).writeOnVersion(spec.table, spec.noun, { userId, id, values, base: base ?? updatedAt }),
    refresh: [tripKeys.all],
    describe: (client, input) => casinoSessionOf(client, input.values),
    project: {
      rows: spec.rows,
      apply: (rows, w) => {
        const { id, updatedAt, values } = w.input;
        const shown = updatedAt === '' ? withAdded(rows, added<R>({ ...values, ...w.display, id }, w)) : rows;
        return patchRow<R>(shown, id, w, () => ({ ...values, ...w.display }) as Partial<R>);
      },
    },
    fold: (input, waiting) => editFold(input, waiting, edit, spec.add),
  });
  return edit;
}
