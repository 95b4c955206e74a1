import type { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { authError, errors } from './errors';
import { read, sessionResponse, signIn, write } from './grant';
import { checkPassword } from './password';
import { readBody, requireUser, str } from './request';
import { logout, rotateRefreshToken, type LogoutScope } from './sessions';
import { findUserByEmail } from './users';
import type { UserRow } from './types';
import { auditSource, recordAuthEvent } from './audit';

const isBanned = (u: UserRow) => !!u.banned_until && new Date(u.banned_until).getTime() > Date.now();

/** POST /token (password and refresh_token grants) and POST /logout. */
export function registerTokenRoutes(app: Hono, ctx: EmulatorContext): void {
  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const body = await readBody(c);
    if (grant === 'password') {
      ctx.authLimits.request(c, 'sign_in_sign_ups');
      const email = str(body.email)?.trim();
      const password = str(body.password) ?? '';
      if (!email) {
        if (body.phone) throw authError(400, 'phone_provider_disabled', 'Phone logins are disabled');
        throw errors.validation('missing email or phone');
      }
      const user = await read(ctx, (tx) => findUserByEmail(tx, email));
      if (!user || !(await checkPassword(password, user.encrypted_password))) throw errors.invalidCredentials();
      if (!user.email_confirmed_at) throw errors.emailNotConfirmed();
      if (isBanned(user)) throw errors.userBanned();
      return c.json(await write(ctx, (tx) => signIn(ctx, tx, user.id, 'password', auditSource(c))));
    }
    if (grant === 'refresh_token') {
      ctx.authLimits.request(c, 'token_refresh');
      const token = str(body.refresh_token);
      if (!token) throw errors.refreshNotFound();
      const session = await write(ctx, async (tx) => {
        const issued = await rotateRefreshToken(tx, token);
        return issued && sessionResponse(ctx, tx, issued, 'password');
      });
      if (!session) throw errors.refreshAlreadyUsed();
      return c.json(session);
    }
    if (grant === 'pkce') throw authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    throw authError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  });

  app.post('/logout', async (c) => {
    const scope = (c.req.query('scope') || 'global') as LogoutScope;
    if (!['global', 'local', 'others'].includes(scope)) throw errors.validation(`Unsupported logout scope "${scope}"`);
    await write(ctx, async (tx) => {
      const { user, sessionId } = await requireUser(ctx, c, tx);
      await logout(tx, user.id, sessionId, scope);
      await recordAuthEvent(tx, auditSource(c), user, 'logout', { scope });
    });
    return c.body(null, 204);
  });
}
