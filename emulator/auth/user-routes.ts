import type { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { errors } from './errors';
import { read, write } from './grant';
import { sendAuthMail } from './mailer';
import { issueToken } from './one-time-tokens';
import { assertStrongPassword, checkPassword, hashPassword } from './password';
import { normalizeEmail, obj, readBody, requireUser, str } from './request';
import { mergeMetadata } from './serialize';
import { logout } from './sessions';
import { findUserByEmail, NOW, updateUser, userJson, type UserPatch } from './users';
import type { Json } from './types';
import { auditSource, recordAuthEvent } from './audit';

/** GET /user and PUT /user (password, metadata, e-mail change; a password change signs out the other sessions). */
export function registerUserRoutes(app: Hono, ctx: EmulatorContext): void {
  app.get('/user', async (c) => {
    const json = await read(ctx, async (tx) => {
      const { user } = await requireUser(ctx, c, tx);
      return userJson(tx, user.id);
    });
    return c.json(json);
  });

  app.put('/user', async (c) => {
    const body = await readBody(c);
    const redirectTo = c.req.query('redirect_to');
    const { user } = await read(ctx, (tx) => requireUser(ctx, c, tx));
    const patch: UserPatch = {};

    const password = str(body.password);
    if (password !== undefined) {
      assertStrongPassword(password);
      if (await checkPassword(password, user.encrypted_password)) throw errors.samePassword();
      patch.encrypted_password = await hashPassword(password);
    }
    const data = obj(body.data);
    if (data) patch.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, data);
    const email = body.email !== undefined ? normalizeEmail(body.email) : undefined;

    const json = await write(ctx, async (tx, later) => {
      const { sessionId } = await requireUser(ctx, c, tx);
      // A new password ends every other session (their refresh tokens go with them), as GoTrue does.
      if (patch.encrypted_password && sessionId) await logout(tx, user.id, sessionId, 'others');
      if (email && email !== user.email) {
        const taken = await findUserByEmail(tx, email);
        if (taken && taken.id !== user.id) throw errors.emailExists();
        if (ctx.config.enableConfirmations) {
          const token = await issueToken(tx, user.id, 'email_change_token_new', email);
          patch.email_change = email;
          patch.email_change_sent_at = NOW;
          later(() => sendAuthMail(ctx, email, 'email_change', token, redirectTo));
        } else {
          patch.email = email;
        }
      }
      await updateUser(tx, user.id, patch);
      const source = auditSource(c);
      if (patch.encrypted_password) await recordAuthEvent(tx, source, user, 'user_updated_password');
      if (patch.email_change) await recordAuthEvent(tx, source, user, 'user_modified', { email_change_requested: true });
      if (patch.email) await recordAuthEvent(tx, source, { id: user.id, email: patch.email as string }, 'user_modified', { email_changed: true });
      return (await userJson(tx, user.id)) as Json;
    });
    return c.json(json);
  });
}
