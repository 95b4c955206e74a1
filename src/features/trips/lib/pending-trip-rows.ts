import type { TripSuggestion } from '../api/get-trip-suggestions';
import type { TripListItem, TripMoney, TripReport, TripTotals } from '../api/trip-report';
import type { TripOutboxKind } from '../api/trip-keys';
import type { TripOutboxInputs } from '../api/trip-writes';

/** One trip write in the outbox, oldest first. */
export type PendingTripWrite = { [K in TripOutboxKind]: { kind: K; failed: boolean; input: TripOutboxInputs[K] } }[TripOutboxKind];

/** 'pending' waits in the outbox, 'failed' was refused by the server (listed in the sync bar). */
type SyncState = 'pending' | 'failed';

/** A row as the screens show it, with its sync state when a write of it still waits or was refused. */
export type Shown<T> = T & { syncState?: SyncState };

const stateOf = (w: { failed: boolean }): SyncState => (w.failed ? 'failed' : 'pending');

const ZERO_TOTALS: TripTotals = {
  money_in: 0,
  money_out: 0,
  free_play: 0,
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

/** The trips list with the outbox applied: waiting trips on top (their figures come once synced), edits shown, deletes hidden. */
export function applyPendingTrips(trips: TripListItem[], writes: PendingTripWrite[]): Shown<TripListItem>[] {
  let shown: Shown<TripListItem>[] = [...trips];
  for (const w of writes) {
    if (w.kind === 'trip-create' && !shown.some((t) => t.id === w.input.id)) {
      const { id, ...values } = w.input;
      shown = [{ ...values, id, updated_at: '', casinos: 0, totals: ZERO_TOTALS, syncState: stateOf(w) }, ...shown];
    } else if (w.kind === 'trip-update') {
      shown = shown.map((t) => (t.id === w.input.id ? { ...t, ...w.input.values, syncState: stateOf(w) } : t));
    } else if (w.kind === 'trip-delete') {
      shown = w.failed ? shown.map((t) => (t.id === w.input ? { ...t, syncState: 'failed' } : t)) : shown.filter((t) => t.id !== w.input);
    }
  }
  return shown;
}

/** Suggestions without the ones accepted or dismissed on this device (still waiting to sync). */
export function applyPendingSuggestions(suggestions: TripSuggestion[], writes: PendingTripWrite[]): TripSuggestion[] {
  const taken = writes.flatMap((w) => (w.kind === 'trip-create' || w.kind === 'suggestion-dismiss' ? [w.input] : []));
  return suggestions.filter((s) => !taken.some((t) => t.start_date <= s.end_date && t.end_date >= s.start_date));
}

type Cost = Shown<TripReport['costs'][number]>;
type Comp = Shown<TripReport['comps'][number]>;

const money = (
  input: { trip_id: string | null; casino_session_id: string | null },
  report: TripReport,
): Omit<TripMoney, 'id' | 'kind' | 'note'> => {
  const session = report.casino_sessions.find((s) => s.id === input.casino_session_id);
  return {
    trip_id: input.trip_id,
    casino_session_id: input.casino_session_id,
    casino_session_date: session?.arrival_date ?? null,
    casino_name: session?.casino_name ?? null,
  };
};

/**
 * A trip's page with the outbox applied: its new name, costs and comps added on this device (marked, until synced),
 * removed ones hidden. The totals stay the server's until the writes have synced.
 */
export function applyPendingTripReport(report: TripReport, writes: PendingTripWrite[]): TripReport & { costs: Cost[]; comps: Comp[] } {
  let costs: Cost[] = report.costs;
  let comps: Comp[] = report.comps;
  let trip = report.trip;
  const mine = (input: { trip_id: string | null; casino_session_id: string | null }) =>
    input.trip_id === report.trip.id || report.casino_sessions.some((s) => s.id === input.casino_session_id);
  for (const w of writes) {
    if (w.kind === 'cost-add' && mine(w.input) && !costs.some((c) => c.id === w.input.id))
      costs = [...costs, { ...w.input, ...money(w.input, report), syncState: stateOf(w) }];
    else if (w.kind === 'comp-add' && mine(w.input) && !comps.some((c) => c.id === w.input.id))
      comps = [...comps, { ...w.input, ...money(w.input, report), syncState: stateOf(w) }];
    else if (w.kind === 'cost-delete') costs = costs.filter((c) => c.id !== w.input || w.failed);
    else if (w.kind === 'comp-delete') comps = comps.filter((c) => c.id !== w.input || w.failed);
    else if (w.kind === 'trip-update' && w.input.id === trip.id) trip = { ...trip, ...w.input.values };
  }
  return { ...report, trip, costs, comps };
}
