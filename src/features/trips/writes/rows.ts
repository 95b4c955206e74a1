import type { QueryClient } from '@tanstack/react-query';
import {
  waitingOfRow,
  type AnyWrite,
  type Fold,
  type ListedWrite,
  type RowCache,
  type Shown,
  type WaitingWrite,
} from '@/lib/offline/define-write';
import type { TripShare } from '../api/get-trip-shares';
import type { TripSuggestion } from '../api/get-trip-suggestions';
import type { TripList } from '../api/get-trips';
import { tripKeys } from '../api/trip-keys';
import type { TripListItem, TripReport, TripRow, TripTotals } from '../api/trip-report';

/**
 * Where the trip writes show: the trips list and a trip page's trip (tripRows), a trip page's costs and comps,
 * the suggestions and the share links, as their queries cache them. `hold` applies an answered write to every
 * cached copy (after stopping a fetch under way, whose answer was made before the write); the caches are fetched
 * again once the outbox is empty (registerWrites).
 */
export type Cost = TripReport['costs'][number];
export type Comp = TripReport['comps'][number];
type Apply<R> = (rows: Shown<R>[]) => Shown<R>[];

const LISTS = [...tripKeys.all, 'list'];
const DETAILS = [...tripKeys.all, 'detail'];
const SUGGESTIONS = [...tripKeys.all, 'suggestions'];
const SHARES = [...tripKeys.all, 'shares'];

/** The figures of a trip not on the server yet: they come once it has synced. */
export const ZERO_TOTALS: TripTotals = {
  money_in: 0,
  money_out: 0,
  free_play: 0,
  hand_pays: 0,
  slot_net: 0,
  gambling_net: 0,
  w2g_count: 0,
  w2g_amount: 0,
  w2g_withheld: 0,
  costs: 0,
  comps: 0,
  whole_result: 0,
  play_days: 0,
  minutes: 0,
};

const tripFields = ({ id, name, start_date, end_date, casino_ids, notes, updated_at }: TripRow): TripRow => ({
  id,
  name,
  start_date,
  end_date,
  casino_ids,
  notes,
  updated_at,
});

/** A trip page's trip with `apply` done over it (as a list row), marked; as it was when `apply` removes it. */
export function tripOfReport(report: TripReport, apply: Apply<TripListItem>): Shown<TripRow> {
  const shown = apply([{ ...report.trip, casinos: report.casinos.length, totals: report.totals }]).find((t) => t.id === report.trip.id);
  return shown ? { ...tripFields(shown), syncState: shown.syncState } : report.trip;
}

/** A cost or comp is on this trip's page: on the trip, or on one of its casino sessions. */
const onReport = (report: TripReport, row: { trip_id: string | null; casino_session_id: string | null }) =>
  row.trip_id === report.trip.id || report.casino_sessions.some((s) => s.id === row.casino_session_id);

/** `apply` over a page's costs or comps: a new one joins only the page of its trip. */
export function moneyOfReport<R extends Cost | Comp>(report: TripReport, rows: R[], apply: Apply<R>): Shown<R>[] {
  return apply(rows).filter((r) => rows.some((o) => o.id === r.id) || onReport(report, r));
}

async function cancel(client: QueryClient, ...keys: unknown[][]) {
  await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
}

export const tripRows: RowCache<TripListItem> = {
  async hold(client, apply) {
    await cancel(client, LISTS, DETAILS);
    client.setQueriesData<TripList>({ queryKey: LISTS }, (data) => data && { ...data, trips: apply(data.trips) });
    client.setQueriesData<TripReport>({ queryKey: DETAILS }, (report) => report && { ...report, trip: tripOfReport(report, apply) });
  },
};

export const costRows: RowCache<Cost> = {
  async hold(client, apply) {
    await cancel(client, DETAILS);
    client.setQueriesData<TripReport>(
      { queryKey: DETAILS },
      (report) => report && { ...report, costs: moneyOfReport(report, report.costs, apply) },
    );
  },
};

export const compRows: RowCache<Comp> = {
  async hold(client, apply) {
    await cancel(client, DETAILS);
    client.setQueriesData<TripReport>(
      { queryKey: DETAILS },
      (report) => report && { ...report, comps: moneyOfReport(report, report.comps, apply) },
    );
  },
};

export const suggestionRows: RowCache<TripSuggestion> = {
  async hold(client, apply) {
    await cancel(client, SUGGESTIONS);
    client.setQueriesData<TripSuggestion[]>({ queryKey: SUGGESTIONS }, (data) => data && apply(data));
  },
};

export const shareRows: RowCache<TripShare> = {
  async hold(client, apply) {
    await cancel(client, SHARES);
    client.setQueriesData<TripShare[]>({ queryKey: SHARES }, (data) => data && apply(data));
  },
};

/** Days that overlap [start, end]. */
export const overlaps = (a: { start_date: string; end_date: string }, b: { start_date: string; end_date: string }) =>
  a.start_date <= b.end_date && a.end_date >= b.start_date;

/** A new row at the end of `rows` (not twice: once its row has arrived it is the server's). */
export function withAdded<R extends { id: string }>(rows: Shown<R>[], row: Shown<R>, first = false): Shown<R>[] {
  if (rows.some((r) => r.id === row.id)) return rows;
  return first ? [row, ...rows] : [...rows, row];
}

/** Row `id` hidden while its removal waits; a refused removal leaves it, marked. */
export function withoutRow<R extends { id: string }>(rows: Shown<R>[], id: string, w: ListedWrite<unknown>): Shown<R>[] {
  return w.state === 'failed'
    ? rows.map((r) => (r.id === id ? { ...r, syncState: 'failed' as const } : r))
    : rows.filter((r) => r.id !== id);
}

/**
 * A removal folded into the writes still waiting: every waiting write of the row goes; when one of them made the
 * row (it never left the device), nothing is sent.
 */
export function removalFold(id: string, waiting: WaitingWrite[], makes: AnyWrite, others: AnyWrite[] = []): Fold<string> {
  const ofRow = waitingOfRow(waiting, id, [makes, ...others]);
  const drop = ofRow.filter((w) => !w.sending);
  const neverSent = drop.some((w) => makes.is(w)) && !ofRow.some((w) => w.sending && makes.is(w));
  return { input: neverSent ? null : id, drop };
}

/**
 * An edit folded into the writes still waiting (trip, cost and comp edits): an edit of a row whose add still waits
 * becomes that add (sent as this edit with version ''); it replaces an earlier waiting edit of the same row, keeping
 * that one's version for the check.
 */
export function editFold<I extends { id: string; updatedAt: string }>(
  input: I,
  waiting: WaitingWrite[],
  edit: AnyWrite,
  add: AnyWrite,
): Fold<I> {
  const made = waiting.find((w) => !w.sending && add.is(w) && add.row(w.input) === input.id);
  const edits = waiting.filter((w) => !w.sending && edit.is(w) && edit.row(w.input) === input.id);
  if (made) return { input: { ...input, updatedAt: '' }, drop: [made, ...edits] };
  const first = (edits[0]?.input as I | undefined)?.updatedAt;
  return { input: first === undefined ? input : { ...input, updatedAt: first }, drop: edits };
}

/** Where a cost or comp waiting to sync is: its casino session's date and casino, from a trip page the device has cached. */
export type MoneyDisplay = { casino_session_date: string | null; casino_name: string | null };

export function casinoSessionOf(client: QueryClient, input: { casino_session_id: string | null }): MoneyDisplay {
  for (const [, report] of client.getQueriesData<TripReport>({ queryKey: DETAILS })) {
    const s = report?.casino_sessions.find((c) => c.id === input.casino_session_id);
    if (s) return { casino_session_date: s.arrival_date, casino_name: s.casino_name };
  }
  return { casino_session_date: null, casino_name: null };
}

/** A trip's name (and the moment a share link was made) for a link waiting to sync, from the cached trips. */
export type ShareDisplay = { trip_name: string | null; made_at: string };

export function shareDisplay(client: QueryClient, input: { trip_id: string }): ShareDisplay {
  const report = client.getQueryData<TripReport>(tripKeys.detail(input.trip_id));
  let name = report?.trip.name ?? null;
  if (!name)
    for (const [, list] of client.getQueriesData<TripList>({ queryKey: LISTS }))
      name ??= list?.trips.find((t) => t.id === input.trip_id)?.name ?? null;
  return { trip_name: name, made_at: new Date().toISOString() };
}
