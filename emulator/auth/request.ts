import type { Context } from 'hono';
import type { EmulatorContext } from '../context';
import type { Tx } from '../db';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt';
import { jsonHasNul } from '../url-encoding';
import { errors } from './errors';
import { findUserById } from './users';
import { sessionExists } from './sessions';
import type { Json, UserRow } from './types';

/** Parses a JSON object body; empty body = {}; anything else -> 400 bad_json. */
export async function readBody(c: Context): Promise<Json> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw errors.badJson((e as Error).message);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw errors.badJson('expected a JSON object');
  if (jsonHasNul(parsed)) throw errors.badJson('NUL characters are not allowed');
  return parsed as Json;
}

export function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

export function obj(v: unknown): Json | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : undefined;
}

const EMAIL_RE = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Trims and lower-cases an e-mail, or throws 400 validation_failed for a bad format. */
export function normalizeEmail(v: unknown): string {
  const email = typeof v === 'string' ? v.trim().toLowerCase() : '';
  if (!EMAIL_RE.test(email) || email.length > 255) throw errors.invalidEmail();
  return email;
}

function bearerToken(c: Context): string | undefined {
  const m = /^bearer\s+(.+)$/i.exec((c.req.header('authorization') ?? '').trim());
  return m ? m[1].trim() : undefined;
}

/** Verifies the bearer JWT; 401 no_authorization without one, 403 bad_jwt when invalid. */
export function requireClaims(ctx: EmulatorContext, c: Context): { token: string; claims: JwtClaims } {
  const token = bearerToken(c);
  if (!token) throw errors.noAuthorization();
  const opaque = ctx.keys.opaqueKeys?.[token];
  if (opaque) return { token, claims: { role: opaque } };
  try {
    return { token, claims: verifyJwt(token, ctx.config.jwtSecret) };
  } catch (e) {
    if (e instanceof JwtError) throw errors.badJwt(e.reason === 'expired' ? 'token has invalid claims: token is expired' : e.message);
    throw e;
  }
}

export interface AuthedUser {
  user: UserRow;
  claims: JwtClaims;
  sessionId?: string;
}

/** A user endpoint's caller: valid JWT with sub, an existing user, and a live session. */
export async function requireUser(ctx: EmulatorContext, c: Context, tx: Tx): Promise<AuthedUser> {
  const { claims } = requireClaims(ctx, c);
  if (typeof claims.sub !== 'string' || claims.sub === '') throw errors.missingSub();
  const user = /^[0-9a-f-]{36}$/i.test(claims.sub) ? await findUserById(tx, claims.sub) : undefined;
  if (!user) throw errors.userFromJwtMissing();
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId && !(await sessionExists(tx, sessionId))) throw errors.sessionNotFound();
  return { user, claims, sessionId };
}

/** Admin endpoints: the bearer's role must be service_role (or supabase_admin), else 403 not_admin. */
export function requireAdmin(ctx: EmulatorContext, c: Context): void {
  const { claims } = requireClaims(ctx, c);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') throw errors.notAdmin();
}
