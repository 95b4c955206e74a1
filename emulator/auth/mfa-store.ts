import { randomUUID } from 'node:crypto';
import type { Tx } from '../db';
import type { Json } from './types';

/** A row of auth.mfa_factors as the auth service reads it. */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  last_challenged_at: Date | null;
}

const FACTOR_COLUMNS = 'id, user_id, friendly_name, factor_type::text, status::text, created_at, updated_at, secret, last_challenged_at';

export async function factorsOf(tx: Tx, userId: string): Promise<FactorRow[]> {
  const r = await tx.query<FactorRow>(`select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`, [userId]);
  return r.rows;
}

export async function findFactor(tx: Tx, id: string): Promise<FactorRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const r = await tx.query<FactorRow>(`select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1`, [id]);
  return r.rows[0];
}

/** A factor as GoTrue serialises it on the user (`factors`): never the secret. */
export function serializeFactor(f: FactorRow): Json {
  return {
    id: f.id,
    ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
    factor_type: f.factor_type,
    status: f.status,
    created_at: new Date(f.created_at).toISOString(),
    updated_at: new Date(f.updated_at).toISOString(),
    last_challenged_at: f.last_challenged_at ? new Date(f.last_challenged_at).toISOString() : null,
  };
}

export async function factorsJson(tx: Tx, userId: string): Promise<Json[]> {
  return (await factorsOf(tx, userId)).map(serializeFactor);
}

/** Records that the session was authenticated with `method` now (one row per method, the newest time kept). */
export async function recordAmr(tx: Tx, sessionId: string, method: string): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  );
}

/** The session's assurance level and its methods for the JWT's amr (newest first, as GoTrue sorts them). */
export async function sessionLevel(tx: Tx, sessionId: string): Promise<{ aal: string; amr: Array<{ method: string; timestamp: number }> }> {
  const s = await tx.query<{ aal: string | null }>('select aal from auth.sessions where id = $1', [sessionId]);
  const c = await tx.query<{ method: string; t: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint as t
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc, authentication_method`,
    [sessionId],
  );
  return { aal: s.rows[0]?.aal ?? 'aal1', amr: c.rows.map((r) => ({ method: r.method, timestamp: Number(r.t) })) };
}
