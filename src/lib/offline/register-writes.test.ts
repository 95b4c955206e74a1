import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { defineWrite, type RowCache } from './define-write';
import { registerWrites } from './register-writes';

/**
 * The own-version chain through the outbox, with a server made of one Map: a casino session created, edited, given
 * cash and ended, all offline, in one scope; then sent in order when the network is back, each edit checked
 * against the version the write before it left. The server counts versions v1, v2… per row.
 */
type Row = { id: string; version: string; starting: number; final: number | null; cash: number[] };
function server() {
  const rows = new Map<string, Row>();
  let n = 0;
  const next = () => `v${++n}`;
  return {
    rows,
    /** Another device's change: a new version. */
    touch: (id: string) => void (rows.get(id)!.version = next()),
    create: (id: string, starting: number) => {
      rows.set(id, { id, version: next(), starting, final: null, cash: [] });
      return { from: '', to: rows.get(id)!.version };
    },
    edit: (id: string, base: string, change: Partial<Row>) => {
      const row = rows.get(id)!;
      if (row.version !== base) throw new Error('This session was changed elsewhere');
      Object.assign(row, change, { version: next() });
      return { from: base, to: row.version };
    },
    addCash: (id: string, amount: number) => {
      const row = rows.get(id)!;
      const from = row.version;
      row.cash.push(amount);
      row.version = next();
      return { from, to: row.version };
    },
  };
}

type Edit = { id: string; updatedAt: string; starting?: number; final?: number };
function writesOf(s: ReturnType<typeof server>, held: Row[][]) {
  const cache: RowCache<Row> = { hold: async (_client, apply) => void held.push(apply([])) };
  const create = defineWrite<{ id: string; starting: number }, Row>({
    kind: ['test', 'create'],
    words: { label: 'New', sent: 'Added', failed: 'Failed' },
    row: (i) => i.id,
    creates: () => true,
    request: async ({ input }) => s.create(input.id, input.starting),
    refresh: [],
    project: {
      rows: cache,
      apply: (rows, w) => [...rows, { id: w.input.id, version: w.version ?? '', starting: w.input.starting, final: null, cash: [] }],
    },
  });
  const edit = defineWrite<Edit>({
    kind: ['test', 'edit'],
    words: { label: 'Edit', sent: 'Updated', failed: 'Failed' },
    row: (i) => i.id,
    madeOn: (i) => i.updatedAt,
    request: async ({ input, base }) =>
      s.edit(input.id, base!, { ...(input.starting ? { starting: input.starting } : {}), ...(input.final ? { final: input.final } : {}) }),
    refresh: [],
  });
  const cash = defineWrite<{ id: string; entryId: string; amount: number }>({
    kind: ['test', 'cash'],
    words: { label: 'Cash', sent: 'Cash added', failed: 'Failed' },
    row: (i) => i.id,
    request: async ({ input }) => s.addCash(input.id, input.amount),
    refresh: [],
  });
  return { create, edit, cash };
}

function device() {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) });
}

/** A device, a server, the three test kinds and a mounted client. */
function setup() {
  device();
  const s = server();
  const held: Row[][] = [];
  const w = writesOf(s, held);
  const client = new QueryClient();
  client.mount();
  return { s, held, w, client };
}

const send = (client: QueryClient, key: readonly unknown[], input: unknown) =>
  new MutationObserver(client, { mutationKey: key }).mutate({ userId: 'u1', input } as never).catch(() => undefined);

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

describe('writes of one record queued offline', () => {
  it('create -> edit -> Add Cash -> end: each applies on the version the one before left, in order, once', async () => {
    const { s, held, w, client } = setup();
    registerWrites(client, [w.create, w.edit, w.cash]);

    onlineManager.setOnline(false);
    // Made on the row as the device shows it: not on the server yet, so version ''.
    void send(client, w.create.key, { id: 'r', starting: 200 });
    void send(client, w.edit.key, { id: 'r', updatedAt: '', starting: 250 });
    void send(client, w.cash.key, { id: 'r', entryId: 'e1', amount: 50 });
    void send(client, w.edit.key, { id: 'r', updatedAt: '', final: 330 });
    await new Promise((r) => setTimeout(r, 50));
    expect(s.rows.size).toBe(0);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(client.isMutating()).toBe(0));
    expect(
      client
        .getMutationCache()
        .getAll()
        .map((m) => m.state.status),
    ).toEqual(['success', 'success', 'success', 'success']);
    // v1 created, v2 edited (250), v3 cash (50), v4 ended (330).
    expect(s.rows.get('r')).toEqual({ id: 'r', version: 'v4', starting: 250, final: 330, cash: [50] });
    // The create's row was held in the cache with the version it made.
    expect(held).toEqual([[{ id: 'r', version: 'v1', starting: 200, final: null, cash: [] }]]);
    client.unmount();
  });

  it('a change made elsewhere between two own writes breaks the chain: the edit after it is refused', async () => {
    const { s, w, client } = setup();
    registerWrites(client, [w.create, w.edit, w.cash]);
    await send(client, w.create.key, { id: 'r', starting: 100 }); // online: v1
    onlineManager.setOnline(false);
    void send(client, w.cash.key, { id: 'r', entryId: 'e1', amount: 20 });
    void send(client, w.edit.key, { id: 'r', updatedAt: 'v1', final: 90 });
    s.touch('r'); // another device: v1 -> v2
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(client.isMutating()).toBe(0));
    // The cash applied (v2 -> v3), the edit made on v1 is refused: v1 -> v2 was not this device's.
    expect(
      client
        .getMutationCache()
        .getAll()
        .map((m) => m.state.status),
    ).toEqual(['success', 'success', 'error']);
    expect(s.rows.get('r')).toMatchObject({ version: 'v3', final: null, cash: [20] });
    client.unmount();
  });
});

describe('write kinds loaded on the first write', () => {
  it('loads the kinds when a write is sent (not at registration), loads again after a failed load, and refuses a kind it does not know', async () => {
    const { s, held, w, client } = setup();
    let loads = 0;
    registerWrites(client, async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return [w.create, w.edit, w.cash];
    });
    expect(loads).toBe(0);

    // The first load fails as a lost network does: the write waits and is sent again (the outbox's retry), and
    // the kinds, loaded then, serve every write after it without loading again.
    await send(client, w.create.key, { id: 'r', starting: 200 });
    expect(loads).toBe(2);
    await send(client, w.cash.key, { id: 'r', entryId: 'e1', amount: 20 });
    expect(loads).toBe(2);
    expect(s.rows.get('r')).toMatchObject({ version: 'v2', starting: 200, cash: [20] });
    expect(held).toEqual([[{ id: 'r', version: 'v1', starting: 200, final: null, cash: [] }]]);

    // A waiting write of a kind this version of the app does not have (restored from an older device copy) is refused.
    await send(client, ['outbox', 'test', 'retired-kind'], { id: 'r' });
    const last = client.getMutationCache().getAll().at(-1)!;
    expect(last.state.status).toBe('error');
    expect(last.state.error?.message).toBe('This app cannot send a write of kind ["outbox","test","retired-kind"]');
    client.unmount();
  });
});
