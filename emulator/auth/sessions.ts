import { randomUUID } from 'node:crypto';
import type { Tx } from '../db';
import { errors } from './errors';
import { newRefreshToken } from './tokens';

/** Seconds a just-rotated refresh token may be reused (supabase/config.toml refresh_token_reuse_interval). */
export const REFRESH_REUSE_INTERVAL = 10;

export interface IssuedRefresh {
  userId: string;
  sessionId: string;
  refreshToken: string;
  /** Unix seconds the session was created (its authentication time). */
  authTime: number;
}

export async function insertRefreshToken(tx: Tx, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** Opens a session with its first refresh token. */
export async function createSession(tx: Tx, userId: string): Promise<IssuedRefresh> {
  const sessionId = randomUUID();
  const r = await tx.query<{ t: number }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')
     returning extract(epoch from created_at)::bigint as t`,
    [sessionId, userId],
  );
  const refreshToken = await insertRefreshToken(tx, userId, sessionId, null);
  return { userId, sessionId, refreshToken, authTime: Number(r.rows[0].t) };
}

interface TokenRow {
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string;
  within_reuse: boolean;
  auth_time: number;
}

/**
 * Rotates a refresh token: revokes it and issues a child. A revoked token reused within the
 * reuse interval yields the session's active token; later reuse revokes the whole family and
 * returns null (the caller commits, then answers 400 refresh_token_already_used).
 */
export async function rotateRefreshToken(tx: Tx, token: string): Promise<IssuedRefresh | null> {
  const r = await tx.query<TokenRow>(
    `select rt.token, rt.user_id, rt.revoked, rt.session_id,
            rt.updated_at > now() - make_interval(secs => $2) as within_reuse,
            extract(epoch from s.created_at)::bigint as auth_time
       from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
      where rt.token = $1`,
    [token, REFRESH_REUSE_INTERVAL],
  );
  const row = r.rows[0];
  if (!row) throw errors.refreshNotFound();
  const base = { userId: row.user_id, sessionId: row.session_id, authTime: Number(row.auth_time) };
  if (!row.revoked) {
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token]);
    await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [row.session_id]);
    return { ...base, refreshToken: await insertRefreshToken(tx, row.user_id, row.session_id, token) };
  }
  if (row.within_reuse) {
    const active = await tx.query<{ token: string }>(
      'select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
      [row.session_id],
    );
    if (active.rows[0]) return { ...base, refreshToken: active.rows[0].token };
  }
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false', [
    row.session_id,
  ]);
  return null;
}

export async function sessionExists(tx: Tx, sessionId: string): Promise<boolean> {
  const r = await tx.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return r.rows.length > 0;
}

export async function sessionAuthTime(tx: Tx, sessionId: string): Promise<number> {
  const r = await tx.query<{ t: number }>('select extract(epoch from created_at)::bigint as t from auth.sessions where id = $1', [
    sessionId,
  ]);
  return Number(r.rows[0]?.t ?? Math.floor(Date.now() / 1000));
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Deletes sessions (and, by cascade, their refresh tokens). */
export async function logout(tx: Tx, userId: string, sessionId: string | undefined, scope: LogoutScope): Promise<void> {
  if (scope === 'global' || !sessionId) await tx.query('delete from auth.sessions where user_id = $1', [userId]);
  else if (scope === 'local') await tx.query('delete from auth.sessions where id = $1', [sessionId]);
  else await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
}
