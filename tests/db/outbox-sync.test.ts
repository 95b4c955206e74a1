import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * The outbox (src/lib/offline/outbox.ts) with the session writes registered as the app registers them
 * (src/features/sessions/api/register-outbox.ts), against the emulator: 200 slot sessions saved while offline
 * reach the server when the network is back, each exactly once and in the order they were made, and the session
 * lists on screen are fetched again once, after the last; a resend of an answered write (its answer lost, e.g.
 * the tab closed) makes no second row.
 */
const app = vi.hoisted(() => ({ client: null as SupabaseClient | null }));
vi.mock('@/lib/supabase', () => ({
  get supabase() {
    return app.client;
  },
}));

interface OutboxApi {
  sendWrite(client: QueryClient, key: readonly unknown[], label: string, variables: { userId: string; input: unknown }): { waiting: boolean; answer?: Promise<unknown> };
}
interface SessionApi {
  registerSessionWrites(client: QueryClient): void;
}
interface KeysApi {
  sessionOutboxKeys: { of(kind: string): readonly unknown[] };
  sessionKeys: { all: readonly unknown[] };
}
// Through the app's alias at run time (the tests' tsconfig does not resolve '@/', see tests/referee/rest-cases.ts).
const load = <T>(m: string) => import(/* @vite-ignore */ m) as Promise<T>;
const { sendWrite } = await load<OutboxApi>('@/lib/offline/outbox');
const { registerSessionWrites } = await load<SessionApi>('@/features/sessions/api/register-outbox');
const { sessionKeys, sessionOutboxKeys } = await load<KeysApi>('@/features/sessions/api/session-keys');

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
    registerSessionWrites(client);
    const key = sessionOutboxKeys.of('slot-create');
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
    for (const input of inputs) expect(sendWrite(client, key, 'New slot session', { userId: player.userId, input }).waiting).toBe(true);
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
    const again = sendWrite(client, key, 'New slot session', { userId: player.userId, input: inputs[0] });
    expect(again.waiting).toBe(false);
    await again.answer;
    expect(await rowsOf('offline')).toEqual(expected);
    // A single write, the only one waiting, refreshes the list at once.
    await vi.waitFor(() => expect(listFetches).toBe(3));
    stopWatching();
    client.unmount();
  });
});
