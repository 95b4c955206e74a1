import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { HttpError } from '../http-error';
import { undecodableUrlPart } from '../url-encoding';
import { registerAdminRoutes } from './admin-routes';
import { registerEmailRoutes } from './email-routes';
import { registerMfaRoutes } from './mfa';
import { API_VERSION, API_VERSION_HEADER, authError, errors } from './errors';
import { registerSignupRoutes } from './signup-routes';
import { registerTokenRoutes } from './token-routes';
import { registerUserRoutes } from './user-routes';
import { registerVerifyRoutes } from './verify-routes';

/** /auth/v1 — GoTrue over auth.users, auth.sessions, auth.refresh_tokens and auth.one_time_tokens. */
export function authRoutes(ctx: EmulatorContext): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    const where = undecodableUrlPart(url.pathname, url.search.slice(1));
    if (where) throw errors.validation(`The ${where} is not valid UTF-8 text`);
    await next();
    c.res.headers.set(API_VERSION_HEADER, API_VERSION);
  });

  app.get('/health', (c) => c.json({ version: 'v2.170.0', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }));
  app.get('/settings', (c) =>
    c.json({
      external: { anonymous_users: false, email: true, phone: false, google: false, github: false, apple: false, azure: false },
      disable_signup: false,
      mailer_autoconfirm: !ctx.config.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  registerSignupRoutes(app, ctx);
  registerTokenRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerVerifyRoutes(app, ctx);
  registerEmailRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerMfaRoutes(app, ctx);

  app.all('*', () => {
    throw errors.notFound();
  });
  app.onError((err, c) => {
    const e = err instanceof HttpError ? err : internalError(err);
    for (const [k, v] of Object.entries(e.headers)) c.header(k, v);
    c.header(API_VERSION_HEADER, API_VERSION);
    return c.json(e.body, e.status as 400);
  });
  return app;
}

function internalError(err: unknown): HttpError {
  console.error('[emulator] auth: unhandled error', err);
  return authError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
}
