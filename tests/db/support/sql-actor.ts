import { runAs, type Db, type Tx } from '../../../emulator/db';

/** A database error's SQLSTATE and message, or null when the call succeeded. */
export interface SqlFailure {
  code: string;
  message: string;
}

/** Inserts an auth user as the superuser (the profile trigger fires). */
export async function createAuthUser(
  db: Db,
  id: string,
  email: string,
  meta: Record<string, unknown> = {},
): Promise<void> {
  await db.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data, created_at, updated_at, email_confirmed_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, '{"provider":"email"}', now(), now(), now())`,
    [id, email, JSON.stringify(meta)],
  );
}

/** Runs fn as `sub` (role authenticated) or, with sub null, as anon — like one PostgREST request. */
export function asUser<T>(db: Db, sub: string | null, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const auth = sub
    ? { role: 'authenticated' as const, claims: { sub, role: 'authenticated', aud: 'authenticated' } }
    : { role: 'anon' as const, claims: { role: 'anon' } };
  return runAs(db, auth, fn);
}

/** Runs one query as `sub`; returns its rows, or the failure. */
export async function queryAs<R>(
  db: Db,
  sub: string | null,
  sql: string,
  params: unknown[] = [],
): Promise<{ rows: R[]; error: SqlFailure | null }> {
  try {
    const rows = await asUser(db, sub, async (tx) => (await tx.query<R>(sql, params)).rows);
    return { rows, error: null };
  } catch (e) {
    const err = e as { code?: string; message?: string };
    return { rows: [], error: { code: err.code ?? '', message: err.message ?? String(e) } };
  }
}

/** Calls a jsonb-returning RPC as `sub` and returns its value (throws on error). */
export async function rpcJson<T>(db: Db, sub: string | null, call: string, params: unknown[] = []): Promise<T> {
  const res = await queryAs<{ v: T }>(db, sub, `select ${call} as v`, params);
  if (res.error) throw Object.assign(new Error(res.error.message), { code: res.error.code });
  return res.rows[0].v;
}
