import type { Json } from '@/lib/database.types';
import { withSeconds } from '@/lib/dates';
import { roundMoney, toNumber } from '@/lib/money';
import type { StartMachineInput } from '../api/live-machine';
import type { SessionOutboxInputs } from '../api/outbox-writes';
import type { SessionOutboxKind } from '../api/session-keys';
import { casinoNet, parseAdditionalCash, totalCashIn } from './session-math';
import type { CasinoSession, SlotSession } from './session-rows';

/** 'pending' waits in the outbox, 'failed' was refused by the server (listed in the sync bar). */
export type SyncState = 'pending' | 'failed';
/** A row as the lists show it; `localOnly` rows exist only on this device so far. */
export type Shown<T> = T & { syncState?: SyncState; localOnly?: boolean };

/** The casino and machine names a create made offline shows while it waits (from the pickers' cache). */
export type PendingDisplay = Pick<SlotSession, 'casino' | 'slot_machine'>;

/** One session write in the outbox, oldest first. */
export type PendingSessionWrite = {
  [K in SessionOutboxKind]: { kind: K; failed: boolean; userId: string; input: SessionOutboxInputs[K]; display?: PendingDisplay };
}[SessionOutboxKind];

const stateOf = (w: { failed: boolean }): SyncState => (w.failed ? 'failed' : 'pending');

/** A waiting live start as the row it will make (typed-after-the-fact fields at their defaults). */
function liveStart({ session_time, ...input }: StartMachineInput) {
  return {
    ...input,
    session_time: withSeconds(session_time),
    coins_out: 0,
    free_play: 0,
    notes: null,
    people_present: null,
    casino_slot_machine_id: null,
    include_in_daily_totals: true,
  };
}

/**
 * The slot list with the outbox applied: waiting creates on top, waiting edits shown with their new values,
 * waiting deletes hidden (a refused delete stays, marked); each touched row carries its sync state.
 */
export function applyPendingSlotWrites(rows: SlotSession[], writes: PendingSessionWrite[]): Shown<SlotSession>[] {
  let shown: Shown<SlotSession>[] = [...rows];
  let created: Shown<SlotSession>[] = [];
  for (const w of writes) {
    if (w.kind === 'slot-create' || w.kind === 'machine-start') {
      const { id, ...values } = w.kind === 'slot-create' ? w.input : liveStart(w.input);
      if (shown.some((r) => r.id === id)) continue;
      created.unshift({
        end_date: null,
        end_time: null,
        ...values,
        is_live: w.kind === 'machine-start',
        money_in_entries: [],
        casino: w.display?.casino ?? null,
        slot_machine: w.display?.slot_machine ?? null,
        id,
        user_id: w.userId,
        net_result: roundMoney(values.coins_out - values.coins_in),
        jackpot_net: 0,
        created_at: '',
        updated_at: '',
        syncState: stateOf(w),
        localOnly: true,
      });
    } else if (w.kind === 'slot-update') {
      const { id, values } = w.input;
      const patch = (r: Shown<SlotSession>): Shown<SlotSession> =>
        r.id === id ? { ...r, ...values, net_result: roundMoney(values.coins_out - values.coins_in), syncState: stateOf(w) } : r;
      shown = shown.map(patch);
      created = created.map(patch);
    } else if (w.kind === 'machine-money') {
      const { sessionId, entryId, amount, freePlay } = w.input;
      const add = (r: Shown<SlotSession>): Shown<SlotSession> => {
        const list = Array.isArray(r.money_in_entries) ? r.money_in_entries : [];
        // The entry may have reached the server already (its id is in the row): never counted twice.
        if (r.id !== sessionId || list.some((e) => e && typeof e === 'object' && !Array.isArray(e) && e.id === entryId)) return r;
        const coinsIn = roundMoney(toNumber(r.coins_in) + amount);
        return {
          ...r,
          coins_in: coinsIn,
          free_play: freePlay ? roundMoney(toNumber(r.free_play) + amount) : r.free_play,
          net_result: roundMoney(toNumber(r.coins_out) - coinsIn),
          money_in_entries: [...list, { id: entryId, amount, ...(freePlay ? { free_play: true } : {}) }],
          syncState: stateOf(w),
        };
      };
      shown = shown.map(add);
      created = created.map(add);
    } else if (w.kind === 'machine-cash-out') {
      const { sessionId, ticket, end_date, end_time } = w.input;
      const end = (r: Shown<SlotSession>): Shown<SlotSession> =>
        r.id === sessionId && r.is_live
          ? {
              ...r,
              is_live: false,
              coins_out: ticket,
              end_date,
              end_time,
              net_result: roundMoney(ticket - toNumber(r.coins_in)),
              syncState: stateOf(w),
            }
          : r;
      shown = shown.map(end);
      created = created.map(end);
    } else if (w.kind === 'slot-delete') {
      const mark = (r: Shown<SlotSession>) => (r.id === w.input ? { ...r, syncState: stateOf(w) } : r);
      shown = w.failed ? shown.map(mark) : shown.filter((r) => r.id !== w.input);
    }
  }
  return [...created, ...shown];
}

/** Recomputes a visit's totals from its fields (what the database's generated columns will hold). */
function withTotals(v: Shown<CasinoSession>): Shown<CasinoSession> {
  const entries = parseAdditionalCash(v.additional_cash);
  return { ...v, total_cash_in: totalCashIn(v.starting_cash, entries), net_result: casinoNet(v.starting_cash, entries, v.final_cash) };
}

/**
 * The visit list with the outbox applied: waiting visits on top, waiting edits, reopens and added cash
 * shown on their rows, each marked with its sync state.
 */
export function applyPendingVisitWrites(rows: CasinoSession[], writes: PendingSessionWrite[]): Shown<CasinoSession>[] {
  let shown: Shown<CasinoSession>[] = [...rows];
  let created: Shown<CasinoSession>[] = [];
  const patch = (id: string, change: (r: Shown<CasinoSession>) => Partial<CasinoSession>, syncState: SyncState) => {
    const apply = (r: Shown<CasinoSession>) =>
      r.id === id ? withTotals({ ...r, ...change(r), syncState: r.syncState === 'failed' ? 'failed' : syncState }) : r;
    shown = shown.map(apply);
    created = created.map(apply);
  };
  for (const w of writes) {
    if (w.kind === 'visit-create') {
      const { id, ...values } = w.input;
      if (shown.some((r) => r.id === id)) continue;
      created.unshift(
        withTotals({
          ...values,
          casino: w.display?.casino ?? null,
          id,
          user_id: w.userId,
          additional_cash: [],
          total_cash_in: 0,
          net_result: null,
          created_at: '',
          updated_at: '',
          syncState: stateOf(w),
          localOnly: true,
        }),
      );
    } else if (w.kind === 'visit-update') {
      patch(w.input.id, () => w.input.values, stateOf(w));
    } else if (w.kind === 'visit-reopen') {
      patch(w.input, () => ({ departure_date: null, departure_time: null, final_cash: null }), stateOf(w));
    } else if (w.kind === 'cash-add') {
      const { sessionId, entryId, amount, note } = w.input;
      patch(
        sessionId,
        (r) => {
          const list = Array.isArray(r.additional_cash) ? r.additional_cash : [];
          // The entry may have reached the server already (its id is in the row): never shown twice.
          if (list.some((e) => e && typeof e === 'object' && !Array.isArray(e) && e.id === entryId)) return {};
          const entry: Json = { id: entryId, amount, note: note || null, timestamp: new Date().toISOString() };
          return { additional_cash: [...list, entry] };
        },
        stateOf(w),
      );
    }
  }
  return [...created, ...shown];
}
