import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { authError, errors } from './errors';
import { signIn, write } from './grant';
import { sendConfirmation } from './email-actions';
import { assertStrongPassword, hashPassword } from './password';
import { normalizeEmail, obj, readBody, str } from './request';
import { mergeMetadata } from './serialize';
import { EMAIL_APP_METADATA, findUserByEmail, findUserById, insertUser, updateUser, userJson } from './users';
import type { Json, UserRow } from './types';
import { auditSource, recordAuthEvent } from './audit';

/** The look-alike user GoTrue returns for an already confirmed e-mail, so accounts cannot be enumerated. */
function fakeUser(email: string, data: Json): Json {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: EMAIL_APP_METADATA,
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** POST /signup: a session when confirmations are off, else a bare user plus a confirmation e-mail. */
export function registerSignupRoutes(app: Hono, ctx: EmulatorContext): void {
  app.post('/signup', async (c) => {
    ctx.authLimits.request(c, 'sign_in_sign_ups');
    const body = await readBody(c);
    const redirectTo = c.req.query('redirect_to');
    if (body.data !== undefined && body.data !== null && !obj(body.data)) throw errors.badJson('data must be a JSON object');
    const data = obj(body.data) ?? {};
    const password = str(body.password);
    if (body.email === undefined && body.phone === undefined && password === undefined) {
      throw authError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    if (body.email === undefined && body.phone !== undefined) throw authError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    const email = normalizeEmail(body.email);
    if (!password) throw errors.validation('Signup requires a valid password');
    assertStrongPassword(password);
    const hash = await hashPassword(password);
    const confirm = ctx.config.enableConfirmations;

    const source = auditSource(c);
    // As GoTrue's auth log: a new account signed in at once is user_signedup (then login); one waiting for its
    // e-mail is user_confirmation_requested (user_signedup comes with the confirmation); the address of an existing
    // account signed up again is user_repeated_signup, kept even though the sign-up is refused.
    const result = await write(ctx, async (tx, later) => {
      const existing = await findUserByEmail(tx, email);
      if (existing && (!confirm || existing.email_confirmed_at)) {
        await recordAuthEvent(tx, source, existing, 'user_repeated_signup', { provider: 'email' });
        return confirm ? fakeUser(email, data) : null;
      }
      let userId: string;
      if (existing) {
        userId = existing.id;
        await updateUser(tx, userId, { raw_user_meta_data: mergeMetadata(existing.raw_user_meta_data, data) });
      } else {
        userId = (await insertUser(tx, { email, passwordHash: hash, userMetadata: data, confirmed: !confirm })).id;
      }
      const user = (await findUserById(tx, userId)) as UserRow;
      if (!confirm) {
        await recordAuthEvent(tx, source, user, 'user_signedup', { provider: 'email' });
        return signIn(ctx, tx, userId, 'password', source);
      }
      await recordAuthEvent(tx, source, user, 'user_confirmation_requested', { provider: 'email' });
      await sendConfirmation(ctx, tx, later, user, redirectTo);
      return (await userJson(tx, userId)) as Json;
    });
    if (result === null) throw errors.userAlreadyExists();
    return c.json(result);
  });
}
