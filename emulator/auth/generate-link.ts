import type { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { errors } from './errors';
import { write } from './grant';
import { resolveRedirect, verifyLink } from './links';
import { issueToken, type TokenType } from './one-time-tokens';
import { assertStrongPassword, hashPassword } from './password';
import { normalizeEmail, obj, readBody, str } from './request';
import { mergeMetadata } from './serialize';
import { findUserByEmail, insertUser, NOW, updateUser, userJson, type UserPatch } from './users';
import type { Json } from './types';

const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'] as const;
type LinkType = (typeof LINK_TYPES)[number];

/** POST /admin/generate_link: creates the user where GoTrue does and returns the link instead of mailing it. */
export function registerGenerateLink(app: Hono, ctx: EmulatorContext): void {
  app.post('/admin/generate_link', async (c) => {
    const body = await readBody(c);
    const type = body.type as LinkType;
    if (!(LINK_TYPES as readonly unknown[]).includes(type)) throw errors.validation(`Invalid email action link type requested: ${String(body.type)}`);
    const email = normalizeEmail(body.email);
    const redirectTo = resolveRedirect(ctx.config, c.req.query('redirect_to') || str(body.redirect_to) || str(body.redirectTo));
    const data = obj(body.data) ?? {};
    const password = str(body.password);
    if (type === 'signup') {
      if (!password) throw errors.validation('Signup requires a valid password');
      assertStrongPassword(password);
    }
    const passwordHash = password ? await hashPassword(password) : null;
    const newEmail = type.startsWith('email_change') ? normalizeEmail(body.new_email) : undefined;

    const json = await write(ctx, async (tx) => {
      let user = await findUserByEmail(tx, email);
      if ((type === 'signup' || type === 'invite') && user?.email_confirmed_at) throw errors.emailExists();
      if ((type === 'recovery' || newEmail) && !user) throw errors.userNotFound();
      if (!user) user = await insertUser(tx, { email, passwordHash, userMetadata: data, invited: type === 'invite' });
      else if (Object.keys(data).length && type !== 'recovery') {
        await updateUser(tx, user.id, { raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, data) });
      }

      let tokenType: TokenType = 'confirmation_token';
      let verifyAs: string = type;
      const patch: UserPatch = { confirmation_sent_at: NOW };
      if (type === 'invite') patch.invited_at = NOW;
      if (type === 'magiclink' || type === 'recovery') {
        tokenType = 'recovery_token';
        Object.assign(patch, { confirmation_sent_at: undefined, recovery_sent_at: NOW });
      }
      if (newEmail) {
        if (newEmail !== user.email && (await findUserByEmail(tx, newEmail))) throw errors.emailExists();
        tokenType = 'email_change_token_new';
        verifyAs = 'email_change';
        Object.assign(patch, { confirmation_sent_at: undefined, email_change: newEmail, email_change_sent_at: NOW });
      }
      const token = await issueToken(tx, user.id, tokenType, newEmail ?? email);
      await updateUser(tx, user.id, patch);
      return {
        ...((await userJson(tx, user.id)) as Json),
        action_link: verifyLink(ctx.config.publicUrl, token.hashedToken, verifyAs, redirectTo),
        email_otp: token.otp,
        hashed_token: token.hashedToken,
        verification_type: type,
        redirect_to: redirectTo,
      };
    });
    return c.json(json);
  });
}
