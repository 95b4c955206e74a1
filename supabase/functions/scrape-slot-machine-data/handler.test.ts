import { describe, expect, it } from 'vitest';
import { SLOT_MACHINES, SLOT_MANUFACTURERS } from '../_shared/data/slot-machines.ts';
import { fakeEnv, fakeState, post, withCallers } from '../_shared/fake-supabase.ts';
import { createScrapeSlotHandler } from './handler.ts';
import { planSlotImport, slotKey, type CatalogSlot } from './slot-plan.ts';
import { bundledSlots, remoteSlots, toCatalogSlot, type Fetch } from './sources.ts';

function setup(catalog: CatalogSlot[] = bundledSlots()) {
  const state = fakeState();
  withCallers(state);
  state.tables.slot_machines = [];
  state.tables.slot_machine_manufacturers = [{ id: 'm1', name: 'IGT' }];
  return { state, handler: createScrapeSlotHandler({ ...fakeEnv(state), loadCatalog: async () => catalog }) };
}

const run = async (handler: (r: Request) => Promise<Response>, token = 'admin-token') => {
  const res = await handler(post({}, token));
  return { status: res.status, body: await res.json() };
};

describe('scrape-slot-machine-data', () => {
  it('refuses anonymous (401) and players (403) without writing', async () => {
    const { handler, state } = setup();
    expect(await run(handler, '')).toEqual({ status: 401, body: { error: 'Not authenticated' } });
    expect(await run(handler, 'player-token')).toEqual({ status: 403, body: { error: 'Admin access required' } });
    expect(state.tables.slot_machines).toEqual([]);
    expect(state.log).toEqual(['service:admin_users:select']);
  });

  it('imports the bundled catalog and missing manufacturers; a second run changes nothing', async () => {
    const { handler, state } = setup();
    const n = SLOT_MACHINES.length;
    expect(await run(handler)).toEqual({ status: 200, body: { success: true, totalFound: n, insertedCount: n, updatedCount: 0, error: null } });
    expect(state.tables.slot_machines).toHaveLength(n);
    expect(state.tables.slot_machine_manufacturers.map((m) => m.name).sort()).toEqual([...SLOT_MANUFACTURERS].sort());
    expect(await run(handler)).toEqual({ status: 200, body: { success: true, totalFound: n, insertedCount: 0, updatedCount: 0, error: null } });
    expect(state.tables.slot_machines).toHaveLength(n);
    expect(state.tables.slot_machine_manufacturers).toHaveLength(SLOT_MANUFACTURERS.length);
  });

  it('reports a failed write as success false', async () => {
    const { handler, state } = setup();
    state.failWrites.add('slot_machines');
    expect((await run(handler)).body).toMatchObject({ success: false, error: 'write to slot_machines failed' });
  });
});

describe('slot import plan', () => {
  const buffalo: CatalogSlot = { name: 'Buffalo Gold', manufacturer: 'Aristocrat', game_theme: 'Animals', denomination: 0.01, model_year: 2013 };

  it('dedupes by normalised name + manufacturer', () => {
    expect(slotKey({ name: 'BUFFALO  gold!', manufacturer: 'aristocrat' })).toBe(slotKey(buffalo));
    const plan = planSlotImport([{ ...buffalo, id: 's1' }], ['Aristocrat'], [{ ...buffalo, name: 'buffalo gold' }, { ...buffalo, manufacturer: 'IGT' }]);
    expect(plan.inserts).toEqual([{ ...buffalo, manufacturer: 'IGT' }]);
    expect(plan.updates).toEqual([]);
    expect(plan.manufacturers).toEqual(['IGT']);
  });

  it('fills empty fields only from a more complete record', () => {
    const sparse = { id: 's1', name: 'Buffalo Gold', manufacturer: 'Aristocrat', game_theme: 'Bison', denomination: null };
    const plan = planSlotImport([sparse], ['Aristocrat'], [buffalo]);
    expect(plan.updates).toEqual([{ id: 's1', patch: { denomination: 0.01, model_year: 2013 } }]);
    expect(planSlotImport([{ ...buffalo, id: 's1' }], ['Aristocrat'], [{ ...buffalo, game_theme: null, jackpot_type: 'Progressive' }]).updates).toEqual([]);
  });

  it('collapses duplicates inside one import and adds each new manufacturer once', () => {
    const plan = planSlotImport([], [], [buffalo, { ...buffalo, jackpot_type: 'Progressive' }, { ...buffalo, name: 'Other', manufacturer: 'ARISTOCRAT' }]);
    expect(plan.inserts.map((s) => s.jackpot_type ?? null)).toEqual(['Progressive', null]);
    expect(plan.manufacturers).toEqual(['Aristocrat']);
  });
});

describe('remote slot source', () => {
  it('reads a JSON array, keeping only records with a name and manufacturer', async () => {
    const fetchFn: Fetch = async () => Response.json([{ name: 'Lightning Link', manufacturer: 'Aristocrat', denomination: 0.01, model_year: 'x' }, { name: 'No maker' }, 7]);
    expect(await remoteSlots(fetchFn, 'https://example.test/slots.json')).toEqual([
      toCatalogSlot({ name: 'Lightning Link', manufacturer: 'Aristocrat', denomination: 0.01 }),
    ]);
  });

  it('answers no records when the remote fails', async () => {
    const down: Fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await remoteSlots(down, 'https://example.test/slots.json')).toEqual([]);
    expect(await remoteSlots(async () => new Response('nope', { status: 500 }), 'https://x.test')).toEqual([]);
  });
});
