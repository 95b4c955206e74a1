import type { Db } from '../../../emulator/db';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_JWT_SECRET } from '../../../emulator/config';
import { FileStore } from '../../../emulator/storage/file-store';
import { signJwt } from '../../../emulator/jwt';
import { ACTORS, ACTOR_SUB, type Actor, type Command, type TableSpec } from './matrix-cases';
import { PREPARER_TOKEN, R, TOKEN, U } from './matrix-fixture';
import { readBack, type CaseOutcome } from './sql-executor';

/**
 * The RLS matrix through the real supabase-js client: each actor is an anon-key client whose
 * Authorization carries a JWT minted for the fixture user (anon keeps the anon key). Every
 * command is a real HTTP request to /rest/v1 or /storage/v1; the proof is a superuser read.
 */
export type ActorClients = Record<Actor, SupabaseClient>;

const EMAILS: Record<string, string> = { [U.A]: 'a@matrix.test', [U.B]: 'b@matrix.test', [U.ADMIN]: 'admin@matrix.test' };

export function actorClients(url: string, anonKey: string): ActorClients {
  const auth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const client = (actor: Actor) => {
    const sub = ACTOR_SUB[actor];
    if (!sub) return createClient(url, anonKey, { auth });
    const jwt = signJwt({ sub, role: 'authenticated', aud: 'authenticated', email: EMAILS[sub], exp }, DEFAULT_JWT_SECRET);
    return createClient(url, anonKey, { auth, global: { headers: { Authorization: `Bearer ${jwt}` } } });
  };
  return Object.fromEntries(ACTORS.map((a) => [a, client(a)])) as ActorClients;
}

interface ApiError {
  message: string;
  code?: string;
}
const describeError = (e: ApiError | null | undefined) => (e ? `${e.code ?? ''} ${e.message}`.trim() : undefined);
const relationName = (table: string) => table.replace(/^public\./, '');

/** One table/view case through supabase-js' query builder; return=minimal like the SQL run (no RETURNING). */
export async function runRestCase(db: Db, client: SupabaseClient, spec: TableSpec, command: Command): Promise<CaseOutcome> {
  if (spec.table === 'storage.objects') return runStorageCase(db, client, spec, command);
  const [schema, relation] = spec.table.includes('.') ? spec.table.split('.') : ['public', spec.table];
  const from = schema === 'public' ? client.from(relationName(spec.table)) : client.schema(schema).from(relation);
  if (command === 'select') {
    const { data, error } = await from.select('id').eq('id', spec.target);
    const rows = (data ?? []) as { id: string }[];
    return {
      allowed: !error && rows.length === 1 && rows[0].id === spec.target,
      proof: `rows returned: ${rows.length}`,
      error: describeError(error),
    };
  }
  const { error } =
    command === 'insert'
      ? await from.insert(spec.insert ?? {})
      : command === 'update'
        ? await from.update(spec.update ?? {}).eq('id', spec.target)
        : await from.delete().eq('id', spec.target);
  const back = await readBack(db, spec, command);
  return { allowed: !error && back.changed, proof: back.proof, error: describeError(error) };
}

/** The bytes every storage write sends (a PNG signature, so image-only buckets accept it). */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

async function objectCount(db: Db, bucket: string, name: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2', [
    bucket,
    name,
  ]);
  return rows[0].n;
}

async function fixtureObject(db: Db, id: string): Promise<{ bucket_id: string; name: string }> {
  const { rows } = await db.query<{ bucket_id: string; name: string }>('select bucket_id, name from storage.objects where id = $1', [id]);
  if (!rows[0]) throw new Error(`fixture object ${id} is missing`);
  return rows[0];
}

/**
 * storage.objects cases through the storage client: select = info() (RLS SELECT), insert =
 * upload() of the spec's name, update = update() (Supabase's overwriting upload: INSERT, SELECT
 * and UPDATE under RLS), delete = remove().
 */
async function runStorageCase(db: Db, client: SupabaseClient, spec: TableSpec, command: Command): Promise<CaseOutcome> {
  const { bucket_id: bucket, name } = await fixtureObject(db, spec.target);
  const store = client.storage.from(bucket);
  switch (command) {
    case 'select': {
      const { data, error } = await store.info(name);
      return { allowed: !error && data?.id === spec.target, proof: `info id: ${data?.id ?? 'none'}`, error: describeError(error) };
    }
    case 'insert': {
      const key = String(spec.insert?.name);
      const { error } = await store.upload(key, PNG, { contentType: 'image/png' });
      const n = await objectCount(db, bucket, key);
      return { allowed: !error && n === 1, proof: `storage.objects rows named ${bucket}/${key}: ${n}`, error: describeError(error) };
    }
    case 'update': {
      const { error } = await store.update(name, PNG, { contentType: 'image/png' });
      const size = (
        await db.query<{ size: string | null }>("select metadata ->> 'size' as size from storage.objects where id = $1", [spec.target])
      ).rows[0]?.size;
      return {
        allowed: !error && size === String(PNG.length),
        proof: `storage.objects.metadata.size = ${size ?? 'null'}`,
        error: describeError(error),
      };
    }
    case 'delete': {
      const { error } = await store.remove([name]);
      const n = await objectCount(db, bucket, name);
      return { allowed: !error && n === 0, proof: `storage.objects rows named ${bucket}/${name}: ${n}`, error: describeError(error) };
    }
  }
}

/**
 * The UPDATE policy alone through storage: move() renames the target within its folder (USING on
 * the old row, WITH CHECK on the new one); update() above also needs INSERT, which is checked first.
 */
export async function runStorageMove(db: Db, client: SupabaseClient, spec: TableSpec): Promise<CaseOutcome> {
  const { bucket_id: bucket, name } = await fixtureObject(db, spec.target);
  const to = name.replace(/[^/]+$/, (file) => `moved-${file}`);
  const { error } = await client.storage.from(bucket).move(name, to);
  const now = (await db.query<{ name: string }>('select name from storage.objects where id = $1', [spec.target])).rows[0]?.name;
  return { allowed: !error && now === to, proof: `storage.objects.name = ${now ?? 'missing'}`, error: describeError(error) };
}

/** Gives the fixture's storage rows their bytes on disk (the fixture SQL only writes the rows). */
export async function writeFixtureFiles(db: Db, storageDir: string, ids: string[]): Promise<void> {
  const files = new FileStore(storageDir);
  const { rows } = await db.query<{ bucket_id: string; name: string }>(
    'select bucket_id, name from storage.objects where id = any($1::uuid[])',
    [ids],
  );
  for (const r of rows) await files.write(r.bucket_id, r.name, PNG);
}

/** How an RPC_SPECS entry is called over /rest/v1/rpc, and what counts as "allowed" (as in the SQL run). */
interface RestRpc {
  fn: string;
  args?: Record<string, unknown>;
  /** ok = no error (the SQL wraps it in a one-row select); rows = at least one row; true = returns true; a function: what the SQL's where clause asks of the answer. */
  allowedWhen: 'ok' | 'rows' | 'true' | ((data: unknown) => boolean);
}

/** Keyed by RpcSpec.label; every spec but is_admin (schema private, not exposed) must have an entry. */
export const REST_RPCS: Record<string, RestRpc> = {
  'get_user_notifications(A)': { fn: 'get_user_notifications', args: { user_uuid: U.A }, allowedWhen: 'rows' },
  'get_public_profiles([A])': { fn: 'get_public_profiles', args: { user_ids: [U.A] }, allowedWhen: 'rows' },
  get_play_stats: { fn: 'get_play_stats', args: { p_today: '2026-01-01' }, allowedWhen: 'ok' },
  nearby_casinos: { fn: 'nearby_casinos', args: { lat: 36.1, lng: -115.1, radius_miles: 50 }, allowedWhen: 'ok' },
  get_w2g_summary: { fn: 'get_w2g_summary', args: { p_start: null, p_end: null }, allowedWhen: 'ok' },
  get_add_cash_transactions: { fn: 'get_add_cash_transactions', args: { p_start: null, p_end: null }, allowedWhen: 'ok' },
  get_add_cash_summary: { fn: 'get_add_cash_summary', args: { p_start: null, p_end: null }, allowedWhen: 'ok' },
  calculate_casino_data_quality_score: { fn: 'calculate_casino_data_quality_score', args: { casino_record: null }, allowedWhen: 'ok' },
  get_data_quality_summary: { fn: 'get_data_quality_summary', allowedWhen: 'ok' },
  get_notification_stats: { fn: 'get_notification_stats', allowedWhen: 'ok' },
  'get_admin_user_summary(A)': { fn: 'get_admin_user_summary', args: { p_user_id: U.A }, allowedWhen: 'ok' },
  get_audit_log: { fn: 'get_audit_log', args: {}, allowedWhen: 'ok' },
  get_audit_log_filters: { fn: 'get_audit_log_filters', allowedWhen: 'ok' },
  get_my_security_history: { fn: 'get_my_security_history', args: { p_limit: 10 }, allowedWhen: 'ok' },
  announce_admin_action: { fn: 'announce_admin_action', args: { p_action: 'user.delete', p_target: U.A }, allowedWhen: 'ok' },
  'get_play_ledger (own rows)': {
    fn: 'get_play_ledger',
    args: { p_from: '2000-01-01', p_to: '2100-12-31' },
    allowedWhen: (data) => ((data as { slot_sessions?: unknown[] } | null)?.slot_sessions?.length ?? 0) > 0,
  },
  'get_play_insights (own rows)': {
    fn: 'get_play_insights',
    args: { p_group: 'casino' },
    allowedWhen: (data) => Number((data as { lifetime?: { sessions?: number } } | null)?.lifetime?.sessions ?? 0) > 0,
  },
  get_machine_casinos: { fn: 'get_machine_casinos', args: { p_machines: [R.M1] }, allowedWhen: 'rows' },
  get_casino_games: { fn: 'get_casino_games', args: { p_casino: R.C1 }, allowedWhen: 'rows' },
  "tap_machine_counter (A's)": {
    fn: 'tap_machine_counter',
    args: { p_session_id: R.GS, p_tap_id: '7a1d0000-0000-4000-8000-0000000038aa', p_counter: 'bonus' },
    allowedWhen: 'ok',
  },
  "set_machine_note (A's)": { fn: 'set_machine_note', args: { p_session_id: R.GS, p_note: 'max bet' }, allowedWhen: 'ok' },
  "restore_stage (A's)": { fn: 'restore_stage', args: { p_restore_id: R.RESTORE, p_table: 'trips', p_rows: [] }, allowedWhen: 'ok' },
  "restore_apply (A's)": { fn: 'restore_apply', args: { p_restore_id: R.RESTORE }, allowedWhen: 'ok' },
  "restore_undo (A's)": {
    fn: 'restore_undo',
    args: { p_restore_id: R.RESTORE },
    // A's restore_apply ran before (each REST case keeps the last one's state): the undo answers where it stands (B and the admin get an error).
    allowedWhen: (data) => typeof (data as { state?: unknown } | null)?.state === 'string',
  },
  get_casino_session_holdings: { fn: 'get_casino_session_holdings', args: { p_id: R.CS }, allowedWhen: 'ok' },
  "delete_casino_session (A's)": { fn: 'delete_casino_session', args: { p_id: R.CS, p_with_play: true }, allowedWhen: 'ok' },
  get_play_limit_status: {
    fn: 'get_play_limit_status',
    args: { p_now: '2026-01-01 12:00' },
    allowedWhen: (data) => (data as { limits?: unknown } | null)?.limits != null,
  },
  get_play_limit_report: {
    fn: 'get_play_limit_report',
    args: { p_now: '2026-01-01 12:00' },
    allowedWhen: (data) => (data as { has_limits?: boolean } | null)?.has_limits === true,
  },
  "get_trip_report (A's trip)": { fn: 'get_trip_report', args: { p_trip_id: R.TRIP }, allowedWhen: 'ok' },
  'get_trips (own rows)': {
    fn: 'get_trips',
    allowedWhen: (data) => ((data as { trips?: unknown[] } | null)?.trips?.length ?? 0) > 0,
  },
  get_trip_suggestions: { fn: 'get_trip_suggestions', allowedWhen: 'ok' },
  'get_shared_trip (live token)': {
    fn: 'get_shared_trip',
    args: { p_token: TOKEN.A },
    allowedWhen: (data) => (data as { name?: string } | null)?.name === "A's Matrix Trip",
  },
  'get_shared_trip (only the ticked fields)': {
    fn: 'get_shared_trip',
    args: { p_token: TOKEN.A },
    allowedWhen: (data) =>
      !!data && ['net', 'w2g_count', 'notes', 'id', 'trip_id', 'user_id', 'token', 'casino_ids'].every((k) => !(k in (data as object))),
  },
  'get_preparer_link (live token)': {
    fn: 'get_preparer_link',
    args: { p_token: PREPARER_TOKEN.A },
    allowedWhen: (data) => {
      const d = data as { status?: string; tax_year?: number; players?: { player?: { name?: string } }[] } | null;
      return d?.status === 'ok' && d.tax_year === 2025 && d.players?.[0]?.player?.name === 'Ace';
    },
  },
  'get_preparer_link (wrong token)': {
    fn: 'get_preparer_link',
    args: { p_token: PREPARER_TOKEN.INSERTED },
    allowedWhen: (data) => JSON.stringify(data) === JSON.stringify({ status: 'not_found' }),
  },
  'get_household_tax_year (members)': {
    fn: 'get_household_tax_year',
    args: { p_year: 2025 },
    allowedWhen: (data) => (data as { status?: string } | null)?.status === 'ok',
  },
  get_my_household: { fn: 'get_my_household', allowedWhen: (data) => Array.isArray(data) && data.length > 0 },
  get_preparer_link_files: { fn: 'get_preparer_link_files', args: { p_token: PREPARER_TOKEN.A, p_forwarded_for: '203.0.113.9' }, allowedWhen: 'ok' },
  ...Object.fromEntries(
    (
      [
        ['WRONG', 'wrong', 'not_found'],
        ['A_REVOKED', 'revoked', 'revoked'],
        ['A_EXPIRED', 'expired', 'expired'],
      ] as const
    ).map(([t, name, status]) => [
      `get_shared_trip (${name} token: its status only)`,
      {
        fn: 'get_shared_trip',
        args: { p_token: TOKEN[t] },
        allowedWhen: (data: unknown) => JSON.stringify(data) === JSON.stringify({ status }),
      },
    ]),
  ),
};

export async function runRestRpc(client: SupabaseClient, label: string): Promise<CaseOutcome> {
  const rpc = REST_RPCS[label];
  if (!rpc) throw new Error(`no REST mapping for RPC spec ${label}`);
  const { data, error } = await client.rpc(rpc.fn, rpc.args ?? {});
  const rows = Array.isArray(data) ? data.length : data === null ? 0 : 1;
  const when = rpc.allowedWhen;
  const ok = typeof when === 'function' ? when(data) : when === 'ok' || (when === 'rows' ? rows > 0 : data === true);
  return { allowed: !error && ok, proof: `rows: ${rows}`, error: describeError(error) };
}
