import type { EmulatorContext } from '../context';
import type { Tx } from '../db';
import { factorsJson, recordAmr, sessionLevel } from './mfa-store';
import { createSession, type IssuedRefresh } from './sessions';
import { mintAccessToken, sessionBody } from './tokens';
import { findUserById, identitiesOf, markSignedIn } from './users';
import { serializeUser } from './serialize';
import type { Json, UserRow } from './types';
import { recordAuthEvent, type AuditSource } from './audit';

/**
 * Runs `fn` in one superuser transaction; `later` queues work (e-mails) for after the commit,
 * then afterCommit listeners are notified.
 */
export async function write<T>(ctx: EmulatorContext, fn: (tx: Tx, later: (job: () => void) => void) => Promise<T>): Promise<T> {
  const jobs: Array<() => void> = [];
  const out = await ctx.db.transaction((tx) => fn(tx, (job) => jobs.push(job)));
  for (const job of jobs) job();
  for (const listener of ctx.afterCommit) listener();
  return out;
}

/** Runs `fn` in one read transaction as the superuser. */
export function read<T>(ctx: EmulatorContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.db.transaction(fn);
}

/**
 * The session body for an issued refresh token: a fresh access token plus the user. The token carries the
 * session's level (aal1, or aal2 once a factor was verified in it) and its methods, so a refresh keeps them.
 */
export async function sessionResponse(ctx: EmulatorContext, tx: Tx, issued: IssuedRefresh, method: string): Promise<Json> {
  const user = (await findUserById(tx, issued.userId)) as UserRow;
  const { aal, amr } = await sessionLevel(tx, issued.sessionId);
  const { token, expiresAt } = mintAccessToken(
    user,
    { sessionId: issued.sessionId, authTime: issued.authTime, method, aal, amr },
    { issuer: `${ctx.config.publicUrl}/auth/v1`, secret: ctx.config.jwtSecret, expiresIn: ctx.config.jwtExpiry },
  );
  const userJson = serializeUser(user, await identitiesOf(tx, user.id), await factorsJson(tx, user.id));
  return sessionBody(token, expiresAt, ctx.config.jwtExpiry, issued.refreshToken, userJson);
}

/** Signs the user in: records the sign-in (and its audit row), opens a session (aal1, with its first method), returns the session body. */
export async function signIn(ctx: EmulatorContext, tx: Tx, userId: string, method: string, source?: AuditSource): Promise<Json> {
  await markSignedIn(tx, userId);
  const user = (await findUserById(tx, userId)) as UserRow;
  await recordAuthEvent(tx, source, user, 'login', { provider: 'email', method });
  const issued = await createSession(tx, userId);
  await recordAmr(tx, issued.sessionId, method);
  return sessionResponse(ctx, tx, issued, method);
}
