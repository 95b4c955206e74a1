import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JWT_SECRET, makeKeys } from '../../emulator/config';
import { signJwt } from '../../emulator/jwt';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { countByTable, readAttackCatalog } from '../db/support/attack-catalog';
import { makeFixture } from '../db/support/attack-fixtures';
import { NOT_AMOUNTS } from '../db/support/attack-rules';
import { amountColumns, attackAmounts, attackReferences, type Attack } from '../db/support/attack-runner';
import { copyData, makeTee, normalisePair, TEE_BASE, type Exchange, type Tee } from './differential';
import { nativeDbUnavailable, startNativeDb, type NativeDb } from './native-db';
import { postgrestUnavailable, startPostgrest, type RunningPostgrest } from './postgrest';

const unavailable = nativeDbUnavailable() ?? postgrestUnavailable();
if (unavailable) console.warn(`[skip] attack suite on native Postgres 18 + PostgREST: ${unavailable}`);

/**
 * The amount and reference attack suites of tests/db/attack-*.test.ts (the RPC one runs on PostgREST in
 * tests/db/attack-rpcs.test.ts), generated from the catalog of native Postgres 18 (migrated as
 * hosted Supabase is), sent through the referee's tee to real PostgREST 12.0.2 and to the emulator at once: the
 * demo player attacks with Sam's rows. Every attack is refused on both, and every request of it (the attack, the
 * controls, the service role's reads of what was stored) gets the same status, error code and stored rows from both.
 */
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const json = (body: string) => {
  try {
    return JSON.parse(body) as { code?: string };
  } catch {
    return {};
  }
};

describe.skipIf(unavailable)('the attack suites on native Postgres 18 and PostgREST, beside the emulator', () => {
  let db: NativeDb;
  let rest: RunningPostgrest;
  let emu: TestEmulator;
  let tee: Tee;
  let attacks: Attack[];
  let nativeCatalog: string;
  let emulatorCatalog: string;

  beforeAll(async () => {
    [db, emu] = await Promise.all([startNativeDb(), startTestEmulator()]);
    await copyData(emu.ctx.db, db.adminConnectionString);
    rest = await startPostgrest(db, { jwtSecret: DEFAULT_JWT_SECRET });
    tee = makeTee(emu.url, rest.url);
    const { anonKey, serviceRoleKey } = makeKeys(DEFAULT_JWT_SECRET);
    const client = (token: string): SupabaseClient =>
      createClient(TEE_BASE, anonKey, { ...clientOptions, global: { fetch: tee.fetch, headers: { Authorization: `Bearer ${token}` } } });
    const user = async (email: string) =>
      (await db.query<{ id: string }>('select id from auth.users where email = $1', [email])).rows[0].id;
    const [demo, sam] = [await user('demo@slotplay.test'), await user('sam@slotplay.test')];
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt(
      { aud: 'authenticated', sub: demo, role: 'authenticated', iat: now, exp: now + 3600, app_metadata: {}, user_metadata: {} },
      DEFAULT_JWT_SECRET,
    );

    const catalog = await readAttackCatalog((sql, params) => db.query(sql, params));
    nativeCatalog = JSON.stringify(catalog, (_k, v: unknown) => (v instanceof Map ? [...v] : v));
    emulatorCatalog = JSON.stringify(await readAttackCatalog((sql, params) => emu.ctx.db.query(sql, params)), (_k, v: unknown) =>
      v instanceof Map ? [...v] : v,
    );
    const service = client(serviceRoleKey);
    tee.label('fixture', 'fixture', 'service_role', false);
    const env = {
      attacker: client(token),
      service,
      f: await makeFixture(service, demo, sam),
      label: (name: string) => tee.label(name, 'attack', 'player', false),
    };
    attacks = [...(await attackAmounts(env, amountColumns(catalog, NOT_AMOUNTS))), ...(await attackReferences(env, catalog.references))];
    console.log(
      `[referee] attacks: ${attacks.length} (${tee.exchanges.length} requests to each server), per table ` +
        JSON.stringify(countByTable(attacks.map((a) => ({ table: a.table, kind: `${a.kind} ${a.outcome}` })))),
    );
  }, 600_000);

  afterAll(async () => {
    await rest?.stop();
    await Promise.all([db?.stop(), emu?.close()]);
  });

  it('reads the same amount and reference columns from both catalogs', () => {
    expect(emulatorCatalog).toBe(nativeCatalog);
  });

  it('refuses every attack (a trigger-kept figure may keep its own value instead)', () => {
    const wrong = attacks.filter((a) => a.outcome !== 'refused' && a.outcome !== 'ignored');
    expect(wrong.map((a) => `${a.name}: ${a.outcome} ${a.status} ${JSON.stringify(a.error)}`)).toEqual([]);
  });

  it('answers every request of every case as PostgREST on Postgres 18 does: status, error code, stored rows', () => {
    const differ = (x: Exchange) => {
      if (x.emulator.status !== x.postgrest.status) return 'status';
      if (x.emulator.status >= 400) return json(x.emulator.body).code === json(x.postgrest.body).code ? null : 'code';
      const [e, p] = normalisePair(x.emulator, x.postgrest, false);
      return x.method === 'GET' && e !== p ? 'rows' : null;
    };
    const report = tee.exchanges
      .map((x) => ({ x, why: differ(x) }))
      .filter((d) => d.why)
      .map(
        ({ x, why }) =>
          `${x.caseName} [${why}] ${x.method} ${x.path}\n  emulator:  ${x.emulator.status} ${x.emulator.body.slice(0, 300)}\n  postgrest: ${x.postgrest.status} ${x.postgrest.body.slice(0, 300)}`,
      );
    expect(report).toEqual([]);
    expect(tee.exchanges.filter((x) => x.group === 'attack').length).toBeGreaterThan(attacks.length * 2);
  });
});
