import { createHash, randomInt } from 'node:crypto';
import type { Tx } from '../db';
import { errors } from './errors';

/** E-mail link/OTP verification types GoTrue accepts. */
export const VERIFY_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

export type TokenType = 'confirmation_token' | 'recovery_token' | 'email_change_token_new';

/** Lifetime of e-mail links and codes, in seconds. */
export const OTP_TTL_SECONDS = 3600;

export function isVerifyType(t: unknown): t is VerifyType {
  return typeof t === 'string' && (VERIFY_TYPES as readonly string[]).includes(t);
}

/** Which stored token a verification type consumes (magic links share the recovery slot, as in GoTrue). */
export function tokenTypesFor(t: VerifyType): TokenType[] {
  switch (t) {
    case 'signup':
    case 'invite':
      return ['confirmation_token'];
    case 'recovery':
    case 'magiclink':
      return ['recovery_token'];
    case 'email_change':
      return ['email_change_token_new'];
    case 'email':
      return ['confirmation_token', 'recovery_token'];
  }
}

/** GoTrue's token hash: hex SHA-224 of e-mail + OTP. Links carry it; the table stores only it. */
export function hashToken(email: string, otp: string): string {
  return createHash('sha224').update(email.toLowerCase() + otp).digest('hex');
}

export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export interface IssuedToken {
  otp: string;
  hashedToken: string;
}

/** Stores a fresh single-use token for (user, type), replacing any earlier one. */
export async function issueToken(tx: Tx, userId: string, type: TokenType, email: string): Promise<IssuedToken> {
  const otp = newOtp();
  const hashedToken = hashToken(email, otp);
  await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, type]);
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, lower($4), now(), now())`,
    [userId, type, hashedToken, email],
  );
  return { otp, hashedToken };
}

export interface ConsumedToken {
  userId: string;
  tokenType: TokenType;
  relatesTo: string;
}

/** Consumes a token (single use); unknown, used or expired -> 403 otp_expired. */
export async function consumeToken(tx: Tx, hashedToken: string, types: TokenType[]): Promise<ConsumedToken> {
  const r = await tx.query<{ id: string; user_id: string; token_type: TokenType; relates_to: string; fresh: boolean }>(
    `select id, user_id, token_type, relates_to, created_at > localtimestamp - make_interval(secs => $3) as fresh
       from auth.one_time_tokens where token_hash = $1 and token_type = any($2::text[])
      order by created_at desc limit 1`,
    [hashedToken, types, OTP_TTL_SECONDS],
  );
  const row = r.rows[0];
  if (!row) throw errors.otpExpired();
  await tx.query('delete from auth.one_time_tokens where id = $1', [row.id]);
  if (!row.fresh) throw errors.otpExpired();
  return { userId: row.user_id, tokenType: row.token_type, relatesTo: row.relates_to };
}
