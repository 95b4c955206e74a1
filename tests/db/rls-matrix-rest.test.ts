import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { FixtureState } from './support/fixture-state';
import { ACTORS, COMMANDS, RPC_SPECS, TABLE_SPECS, expected } from './support/matrix-cases';
import { FIXTURE_SQL, R } from './support/matrix-fixture';
import { actorClients, runRestCase, runRestRpc, runStorageMove, writeFixtureFiles, type ActorClients } from './support/rest-executor';

/**
 * The RLS attack matrix of rls-matrix.test.ts, driven through the real supabase-js client over
 * HTTP (/rest/v1 and /storage/v1) with minted user JWTs. Every case is followed by a superuser
 * read proving what changed; afterEach compares a digest of every app table with the fixture's
 * and reloads the fixture when a case changed anything, so each case starts from the same state.
 */
// Node 20 has no global WebSocket; supabase-js' realtime client needs one at construction.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let emu: TestEmulator;
let clients: ActorClients;
let fixture: FixtureState;
beforeAll(async () => {
  emu = await startTestEmulator({ fromSnapshot: false, seed: false });
  await emu.sql(FIXTURE_SQL);
  clients = actorClients(emu.url, emu.anonKey);
  fixture = await FixtureState.capture(emu.ctx.db);
  await fixtureFiles();
});
afterAll(async () => emu?.close());

const fixtureFiles = () => writeFixtureFiles(emu.ctx.db, emu.ctx.config.storageDir, [R.OBJ_W2G, R.OBJ_POST, R.OBJ_SLOT]);

/** Names of the cases after which the database differed from the fixture (so it was reloaded). */
const reloads: string[] = [];
let current = '';
afterEach(async () => {
  if (!(await fixture.restore())) return;
  reloads.push(current);
  await fixtureFiles();
});

// The schema private is not exposed (PostgREST's db-schemas): through the API no actor reaches its tables, whatever
// the SQL matrix allows a role (private.restores is reached only through the restore_* functions).
const exposed = (table: string) => !table.startsWith('private.');
const tableCases = TABLE_SPECS.flatMap((spec) =>
  COMMANDS.filter((c) => spec.expect[c] !== undefined).flatMap((command) =>
    ACTORS.map((actor) => ({ spec, command, actor, allow: exposed(spec.table) && expected(spec.expect[command] as string, actor) })),
  ),
);
const moveCases = TABLE_SPECS.filter((s) => s.table === 'storage.objects' && s.expect.update).flatMap((spec) =>
  ACTORS.map((actor) => ({ spec, actor, allow: expected(spec.expect.update as string, actor) })),
);
// private.is_admin() is a policy helper outside the exposed schema: no actor can reach it through /rest/v1/rpc.
const rpcCases = RPC_SPECS.filter((spec) => spec.label !== 'is_admin').flatMap((spec) =>
  ACTORS.map((actor) => ({ spec, actor, allow: expected(spec.expect, actor) })),
);

describe('RLS matrix through supabase-js', () => {
  it('has at least 250 generated cases', () => {
    expect(tableCases.length + moveCases.length + rpcCases.length).toBeGreaterThanOrEqual(250);
  });

  it.each(tableCases.map((c) => [`${c.spec.label} · ${c.command} · ${c.actor} → ${c.allow ? 'allow' : 'deny'}`, c] as const))(
    '%s',
    async (name, c) => {
      current = name;
      const out = await runRestCase(emu.ctx.db, clients[c.actor], c.spec, c.command);
      expect({ allowed: out.allowed, proof: out.proof, error: out.error }).toMatchObject({ allowed: c.allow });
    },
  );

  it.each(moveCases.map((c) => [`${c.spec.label} · update (move) · ${c.actor} → ${c.allow ? 'allow' : 'deny'}`, c] as const))(
    '%s',
    async (name, c) => {
      current = name;
      const out = await runStorageMove(emu.ctx.db, clients[c.actor], c.spec);
      expect({ allowed: out.allowed, proof: out.proof, error: out.error }).toMatchObject({ allowed: c.allow });
    },
  );

  it.each(rpcCases.map((c) => [`rpc ${c.spec.label} · ${c.actor} → ${c.allow ? 'allow' : 'deny'}`, c] as const))('%s', async (name, c) => {
    current = name;
    const out = await runRestRpc(clients[c.actor], c.spec.label);
    expect({ allowed: out.allowed, proof: out.proof, error: out.error }).toMatchObject({ allowed: c.allow });
  });

  it('reloaded the fixture exactly after the cases that changed something', () => {
    // Allowed writes change the database; reads, denied writes and the RPCs never do (the admin's
    // calculate_casino_data_quality_score rewrites the fixture casinos' scores to the values they
    // already hold, and timestamps are not part of the digest) except the write RPCs A may call: a counter tap and the
    // running note on A's slot session, A deleting A's casino session, and each opening of A's preparer link (an
    // opening is recorded for A to see, whoever opens it).
    const writes = [
      ...tableCases.filter((c) => c.allow && c.command !== 'select').map((c) => `${c.spec.label} · ${c.command} · ${c.actor}`),
      ...moveCases.filter((c) => c.allow).map((c) => `${c.spec.label} · update (move) · ${c.actor}`),
    ];
    expect(reloads.filter((n) => !n.startsWith('rpc ')).map((n) => n.replace(/ → allow$/, ''))).toEqual(writes);
    expect(reloads.filter((n) => n.startsWith('rpc '))).toEqual([
      "rpc tap_machine_counter (A's) · A → allow",
      "rpc set_machine_note (A's) · A → allow",
      "rpc delete_casino_session (A's) · A → allow",
      ...['anon', 'A', 'B', 'admin'].map((actor) => `rpc get_preparer_link (live token) · ${actor} → allow`),
    ]);
  });
});
