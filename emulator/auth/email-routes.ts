import type { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { authError, errors } from './errors';
import { write } from './grant';
import { sendConfirmation, sendRecoveryLike } from './email-actions';
import { sendAuthMail } from './mailer';
import { issueToken } from './one-time-tokens';
import { normalizeEmail, obj, readBody } from './request';
import { findUserByEmail, insertUser, NOW, updateUser } from './users';
import { auditSource, recordAuthEvent } from './audit';

/** POST /recover, /resend and /otp: the endpoints that send e-mail links. */
export function registerEmailRoutes(app: Hono, ctx: EmulatorContext): void {
  app.post('/recover', async (c) => {
    const body = await readBody(c);
    const email = normalizeEmail(body.email);
    const redirectTo = c.req.query('redirect_to');
    await write(ctx, async (tx, later) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return;
      await sendRecoveryLike(ctx, tx, later, user, 'recovery', redirectTo);
      await recordAuthEvent(tx, auditSource(c), user, 'user_recovery_requested');
    });
    return c.json({});
  });

  app.post('/resend', async (c) => {
    const body = await readBody(c);
    const redirectTo = c.req.query('redirect_to');
    if (body.type !== 'signup' && body.type !== 'email_change') {
      throw errors.validation('Missing one of these types: signup, email_change, sms, phone_change');
    }
    const email = normalizeEmail(body.email);
    await write(ctx, async (tx, later) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return;
      if (body.type === 'signup' && !user.email_confirmed_at) await sendConfirmation(ctx, tx, later, user, redirectTo);
      if (body.type === 'email_change' && user.email_change) {
        const newEmail = user.email_change;
        const token = await issueToken(tx, user.id, 'email_change_token_new', newEmail);
        await updateUser(tx, user.id, { email_change_sent_at: NOW });
        later(() => sendAuthMail(ctx, newEmail, 'email_change', token, redirectTo));
      }
    });
    return c.json({});
  });

  app.post('/otp', async (c) => {
    ctx.authLimits.request(c, 'sign_in_sign_ups');
    const body = await readBody(c);
    if (body.email === undefined && body.phone !== undefined) throw authError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    const email = normalizeEmail(body.email);
    const redirectTo = c.req.query('redirect_to');
    const createUser = body.create_user !== false;
    await write(ctx, async (tx, later) => {
      let user = await findUserByEmail(tx, email);
      if (!user) {
        if (!createUser) throw authError(422, 'otp_disabled', 'Signups not allowed for otp');
        user = await insertUser(tx, {
          email,
          passwordHash: null,
          userMetadata: obj(body.data) ?? {},
          confirmed: !ctx.config.enableConfirmations,
        });
      }
      if (!user.email_confirmed_at) await sendConfirmation(ctx, tx, later, user, redirectTo);
      else await sendRecoveryLike(ctx, tx, later, user, 'magiclink', redirectTo);
    });
    return c.json({});
  });
}
