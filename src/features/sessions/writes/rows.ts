import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PickerNames } from '@/api/picker-names';
import { markOf, type ListedWrite, type RowCache, type Shown } from '@/lib/offline/define-write';
import { sessionKeys } from '../api/session-keys';
import { casinoNet, parseAdditionalCash, totalCashIn } from '../lib/session-math';
import type { CasinoSession, SlotSession } from '../lib/session-rows';

/**
 * Where the session writes show: the slot sessions' and the casino sessions' rows, as cached by the lists (paged),
 * a slot session's detail and the floor (the casino session in progress and the live machine). `hold` applies an
 * answered write to each cached copy, after stopping any fetch under way (its answer, made before the write,
 * would put the rows back as they were); the lists are fetched again once the outbox is empty.
 */
export type Floor = { casinoSessions: CasinoSession[]; machines: SlotSession[] };

type Apply<R> = (rows: Shown<R>[]) => Shown<R>[];

/** The pages with `apply` done over all their rows (a row added or removed changes the first page's length). */
export function inPages<R>(data: InfiniteData<Shown<R>[]>, apply: Apply<R>): InfiniteData<Shown<R>[]> {
  const rows = data.pages.flat();
  const next = apply(rows);
  let at = 0;
  const pages = data.pages.map((page, i) => {
    const size = i === 0 ? Math.max(0, page.length + next.length - rows.length) : page.length;
    const slice = next.slice(at, at + size);
    at += size;
    return slice;
  });
  if (at < next.length) pages[pages.length - 1] = [...pages[pages.length - 1], ...next.slice(at)];
  return { ...data, pages };
}

/** A write's part of the floor: its rows there with `apply` done over them. */
type FloorPart<R> = (floor: Floor, apply: Apply<R>) => Floor;

async function hold<R extends { id: string }>(
  client: QueryClient,
  lists: QueryKey,
  floorPart: FloorPart<R>,
  detail: QueryKey | null,
  apply: Apply<R>,
) {
  const floor = [...sessionKeys.all, 'floor'];
  await Promise.all([lists, floor, ...(detail ? [detail] : [])].map((queryKey) => client.cancelQueries({ queryKey })));
  client.setQueriesData<InfiniteData<Shown<R>[]>>({ queryKey: lists }, (data) => data && inPages(data, apply));
  client.setQueriesData<Floor>({ queryKey: floor }, (data) => {
    if (!data) return data;
    return floorPart(data, apply);
  });
  if (detail)
    client.setQueriesData<Shown<R> | null>({ queryKey: detail }, (row) =>
      row ? (apply([row]).find((r) => r.id === row.id) ?? null) : row,
    );
}

export const slotRows: RowCache<SlotSession> = {
  hold: (client, apply) =>
    hold(
      client,
      [...sessionKeys.slot(), 'list'],
      (f, rows) => ({ ...f, machines: rows(f.machines) }),
      [...sessionKeys.slot(), 'detail'],
      apply,
    ),
};

export const casinoSessionRows: RowCache<CasinoSession> = {
  hold: (client, apply) =>
    hold(client, [...sessionKeys.casino(), 'list'], (f, rows) => ({ ...f, casinoSessions: rows(f.casinoSessions) }), null, apply),
};

/** The names a new row shows while it waits (from the pickers' cache). */
export type PendingDisplay = PickerNames;

/** A new row on top of `rows` (not twice: once its row has arrived it is the server's). */
export function withCreated<R extends { id: string }>(rows: Shown<R>[], row: Shown<R>): Shown<R>[] {
  return rows.some((r) => r.id === row.id) ? rows : [row, ...rows];
}

/** What a created row carries besides its values: not on the server yet while it waits, the version it got once answered. */
export function createdMark(w: ListedWrite<unknown>) {
  return { created_at: '', updated_at: '', ...markOf(w), localOnly: w.state !== 'sent' };
}

/** Recomputes a casino session's totals from its fields (what the database's generated columns will hold). */
export function withTotals(v: Shown<CasinoSession>): Shown<CasinoSession> {
  const entries = parseAdditionalCash(v.additional_cash);
  return { ...v, total_cash_in: totalCashIn(v.starting_cash, entries), net_result: casinoNet(v.starting_cash, entries, v.final_cash) };
}

/** `rows` with casino session `id` changed by `change`, its totals recomputed; a refused write's mark stays. */
export function patchCasinoSession(
  rows: Shown<CasinoSession>[],
  id: string,
  w: ListedWrite<unknown>,
  change: (r: Shown<CasinoSession>) => Partial<CasinoSession>,
) {
  return rows.map((r) => {
    if (r.id !== id) return r;
    const mark = markOf(w);
    return withTotals({ ...r, ...change(r), ...mark, syncState: r.syncState === 'failed' ? 'failed' : mark.syncState });
  });
}
