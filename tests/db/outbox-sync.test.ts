import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MutationObserver, onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { appSupabase as app } from '../helpers/app-supabase';

/**
 * The outbox (src/lib/offline/) with the session writes registered as the app registers them
 * (src/app/offline/outbox-defaults.ts: registerWrites with SESSION_WRITES), against the emulator: 200 slot sessions saved while offline
 * reach the server when the network is back, each exactly once and in the order they were made, and the session
 * lists on screen are fetched again once, after the last; a resend of an answered write (its answer lost, e.g.
 * the tab closed) makes no second row.
 */
vi.mock('@/lib/supabase', async () => (await import('../helpers/app-supabase')).appSupabaseModule);

interface WritesApi {
  registerWrites(client: QueryClient, writes: readonly unknown[]): void;
}
interface SessionWritesApi {
  SESSION_WRITES: readonly unknown[];
}
interface SlotCreateApi {
  slotCreate: { key: readonly unknown[] };
}
type Keyed = { key: readonly unknown[] };
interface KeysApi {
  sessionKeys: { all: readonly unknown[] };
}
// Through the app's alias at run time (the tests' tsconfig does not resolve '@/', see tests/referee/rest-cases.ts).
const load = <T>(m: string) => import(/* @vite-ignore */ m) as Promise<T>;
const { registerWrites } = await load<WritesApi>('@/lib/offline/register-writes');
const { SESSION_WRITES } = await load<SessionWritesApi>('@/features/sessions/writes/session-writes');
const { slotCreate } = await load<SlotCreateApi>('@/features/sessions/writes/slot-create');
const { casinoSessionCreate } = await load<{ casinoSessionCreate: Keyed }>('@/features/sessions/writes/casino-session-create');
const { casinoSessionUpdate } = await load<{ casinoSessionUpdate: Keyed }>('@/features/sessions/writes/casino-session-update');
const { cashAdd } = await load<{ cashAdd: Keyed }>('@/features/sessions/writes/cash-add');
const { sessionKeys } = await load<KeysApi>('@/features/sessions/api/session-keys');

/** A write as the app's save makes it: one keyed mutation (its request, retry policy and scope from the key's defaults). */
const sendWrite = (
  client: QueryClient,
  key: readonly unknown[],
  variables: { userId: string; input: unknown },
  options: { retry?: false } = {},
) => new MutationObserver(client, { mutationKey: key, ...options }).mutate(variables as never);

let emu: TestEmulator;
let player: { client: SupabaseClient; userId: string };
let casinoId: string;
let machineId: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  player = await emu.signUpUser();
  app.client = player.client;
  const casino = await player.client.from('casinos').select('id').limit(1).single();
  const machine = await player.client.from('slot_machines').select('id').limit(1).single();
  if (casino.error || machine.error) throw casino.error ?? machine.error;
  casinoId = casino.data.id;
  machineId = machine.data.id;
});
afterAll(async () => {
  onlineManager.setOnline(true);
  await emu?.close();
});

const slot = (i: number, tag: string) => ({
  id: randomUUID(),
  casino_id: casinoId,
  slot_machine_id: machineId,
  session_date: '2026-01-02',
  session_time: '10:00',
  coins_in: i,
  coins_out: 0,
  notes: `${tag} ${i}`,
  people_present: null,
  casino_slot_machine_id: null,
  include_in_daily_totals: true,
});

async function rowsOf(tag: string): Promise<{ coins_in: number; notes: string }[]> {
  const { data, error } = await player.client
    .from('gambling_sessions')
    .select('coins_in, notes, created_at, id')
    .like('notes', `${tag} %`)
    .order('created_at')
    .order('id')
    .range(0, 999);
  if (error) throw error;
  return data.map((r) => ({ coins_in: Number(r.coins_in), notes: String(r.notes) }));
}

describe('the outbox', () => {
  it('sends 200 writes made offline in order, each once, when the network is back; a resend adds nothing', async () => {
    const client = new QueryClient();
    client.mount();
    registerWrites(client, SESSION_WRITES);
    const key = slotCreate.key;
    // A session list on screen (an observed query under the sessions' root), fetched once so far.
    let listFetches = 0;
    const list = new QueryObserver(client, {
      queryKey: [...sessionKeys.all, 'a list on screen'],
      queryFn: () => ++listFetches,
      staleTime: Infinity,
    });
    const stopWatching = list.subscribe(() => undefined);
    await vi.waitFor(() => expect(listFetches).toBe(1));
    onlineManager.setOnline(false);
    const inputs = Array.from({ length: 200 }, (_, i) => slot(i + 1, 'offline'));
    for (const input of inputs) void sendWrite(client, key, { userId: player.userId, input }).catch(() => undefined);
    // Each waits (paused) in the outbox.
    expect(
      client
        .getMutationCache()
        .getAll()
        .map((m) => m.state.isPaused),
    ).toEqual(Array(200).fill(true));
    await new Promise((r) => setTimeout(r, 200));
    expect(await rowsOf('offline')).toEqual([]);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(client.isMutating()).toBe(0), { timeout: 120_000, interval: 100 });
    const all = client.getMutationCache().getAll();
    expect(all.map((m) => m.state.status)).toEqual(Array(200).fill('success'));
    const expected = inputs.map((_, i) => ({ coins_in: i + 1, notes: `offline ${i + 1}` }));
    expect(await rowsOf('offline')).toEqual(expected);
    // Refetched once for the 200 writes, after the last (not once per write).
    await vi.waitFor(() => expect(listFetches).toBe(2));
    await new Promise((r) => setTimeout(r, 300));
    expect(listFetches).toBe(2);

    // The first write sent again (as after a reload that lost its answer): the same row, not a second one.
    const again = sendWrite(client, key, { userId: player.userId, input: inputs[0] }, { retry: false });
    expect(client.getMutationCache().getAll().at(-1)?.state.isPaused).toBe(false);
    await again;
    expect(await rowsOf('offline')).toEqual(expected);
    // A single write, the only one waiting, refreshes the list at once.
    await vi.waitFor(() => expect(listFetches).toBe(3));
    stopWatching();
    client.unmount();
  });

  it('create -> edit -> Add Cash -> end of one casino session, offline in one scope: each on the version the one before left', async () => {
    // The device's storage, where the chain of this device's versions is kept (a browser's localStorage).
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    });
    const client = new QueryClient();
    client.mount();
    registerWrites(client, SESSION_WRITES);
    const visit = {
      casino_id: casinoId,
      arrival_date: '2026-01-03',
      arrival_time: '18:00:00',
      departure_date: null,
      departure_time: null,
      starting_cash: 200,
      final_cash: null,
      notes: null,
      people_present: null,
    };
    const id = randomUUID();
    const send = (write: Keyed, input: unknown) =>
      void sendWrite(client, write.key, { userId: player.userId, input }).catch(() => undefined);
    onlineManager.setOnline(false);
    // Made on the row as this device shows it, not on the server yet: version ''.
    send(casinoSessionCreate, { ...visit, id });
    send(casinoSessionUpdate, { id, updatedAt: '', values: { ...visit, starting_cash: 250 } });
    send(cashAdd, { sessionId: id, entryId: randomUUID(), amount: 50, note: 'Marker' });
    send(casinoSessionUpdate, {
      id,
      updatedAt: '',
      values: { ...visit, starting_cash: 250, departure_date: '2026-01-03', departure_time: '23:00:00', final_cash: 330 },
    });
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(client.isMutating()).toBe(0), { timeout: 60_000, interval: 100 });
    expect(
      client
        .getMutationCache()
        .getAll()
        .map((m) => m.state.status),
    ).toEqual(['success', 'success', 'success', 'success']);
    const { data, error } = await player.client
      .from('casino_sessions')
      .select('starting_cash, total_cash_in, final_cash, net_result')
      .eq('id', id)
      .single();
    if (error) throw error;
    // 250 + 50 = 300 in, 330 out: +30.
    expect([data.starting_cash, data.total_cash_in, data.final_cash, data.net_result].map(Number)).toEqual([250, 300, 330, 30]);
    client.unmount();
    vi.unstubAllGlobals();
  });
});
