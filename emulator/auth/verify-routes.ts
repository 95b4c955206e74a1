import type { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import type { Tx } from '../db';
import { HttpError } from '../http-error';
import { errors } from './errors';
import { signIn, write } from './grant';
import { resolveRedirect, withFragment } from './links';
import { consumeToken, hashToken, isVerifyType, tokenTypesFor, type VerifyType } from './one-time-tokens';
import { readBody, str } from './request';
import { findUserById, NOW, updateUser, type UserPatch } from './users';
import type { Json } from './types';
import type { AuditSource } from './audit';
import { auditSource, recordAuthEvent } from './audit';

/** Consumes the token, applies what it proves (confirmation, e-mail change) and signs the user in. */
async function verify(ctx: EmulatorContext, tx: Tx, hashedToken: string, type: VerifyType, source: AuditSource): Promise<Json> {
  const consumed = await consumeToken(tx, hashedToken, tokenTypesFor(type));
  const user = await findUserById(tx, consumed.userId);
  if (!user) throw errors.otpExpired();
  const patch: UserPatch = {};
  if (!user.email_confirmed_at) patch.email_confirmed_at = NOW;
  if (consumed.tokenType === 'email_change_token_new') {
    if (user.email_change !== consumed.relatesTo) throw errors.otpExpired();
    Object.assign(patch, { email: consumed.relatesTo, email_change: null, email_change_sent_at: null });
  }
  if (Object.keys(patch).length) await updateUser(tx, user.id, patch);
  // The address is confirmed: the account is signed up (GoTrue logs it then, for a link of any kind).
  if (patch.email_confirmed_at) await recordAuthEvent(tx, source, user, 'user_signedup', { provider: 'email' });
  if (patch.email) await recordAuthEvent(tx, source, { id: user.id, email: patch.email as string }, 'user_modified', { email_changed: true });
  return signIn(ctx, tx, user.id, 'otp', source);
}

function verifyType(v: unknown): VerifyType {
  if (v === undefined || v === '') throw errors.validation('Verify requires a verification type');
  if (!isVerifyType(v)) throw errors.validation('Unsupported verification type');
  return v;
}

/** POST /verify (OTP or token hash -> session) and GET /verify (e-mail link -> 303 with the session in the fragment). */
export function registerVerifyRoutes(app: Hono, ctx: EmulatorContext): void {
  app.post('/verify', async (c) => {
    ctx.authLimits.request(c, 'token_verifications');
    const body = await readBody(c);
    const type = verifyType(body.type);
    const tokenHash = str(body.token_hash);
    const email = str(body.email);
    const token = str(body.token);
    const hashed = tokenHash || (email && token ? hashToken(email.trim(), token.trim()) : undefined);
    if (!hashed) throw errors.validation('Verify requires either a token or a token hash');
    return c.json(await write(ctx, (tx) => verify(ctx, tx, hashed, type, auditSource(c))));
  });

  app.get('/verify', async (c) => {
    ctx.authLimits.request(c, 'token_verifications');
    const type = verifyType(c.req.query('type'));
    const token = c.req.query('token');
    if (!token) throw errors.validation('Verify requires either a token or a token hash');
    const redirectTo = resolveRedirect(ctx.config, c.req.query('redirect_to'));
    try {
      const s = await write(ctx, (tx) => verify(ctx, tx, token, type, auditSource(c)));
      const fragment = {
        access_token: String(s.access_token),
        expires_at: Number(s.expires_at),
        expires_in: Number(s.expires_in),
        refresh_token: String(s.refresh_token),
        token_type: 'bearer',
        type,
      };
      return c.redirect(withFragment(redirectTo, fragment), 303);
    } catch (e) {
      if (!(e instanceof HttpError) || e.body.code !== 'otp_expired') throw e;
      const fragment = { error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' };
      return c.redirect(withFragment(redirectTo, fragment), 303);
    }
  });
}
