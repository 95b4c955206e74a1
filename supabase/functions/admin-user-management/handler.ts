import { requireAdmin } from '../_shared/auth.ts';
import type { EdgeEnv } from '../_shared/client.ts';
import { HttpError, json, postHandler, readJsonObject } from '../_shared/http.ts';
import { ACTIONS } from './actions.ts';

export interface AdminUserManagementDeps extends EdgeEnv {
  /** SITE_URL: the app's origin when the request carries no Origin header. */
  siteUrl: string;
  randomPassword: () => string;
}

/** A 32-character password from the Web Crypto RNG (the admin sets their own through the e-mail link). */
export function randomPassword(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, 'x');
}

/**
 * POST { action, ... } with the admin's access token as bearer. The caller is checked against
 * admin_users BEFORE the service-role client does anything else.
 */
export function createAdminUserManagementHandler(deps: AdminUserManagementDeps): (req: Request) => Promise<Response> {
  return postHandler(async (req) => {
    const caller = await requireAdmin(req, deps);
    const body = await readJsonObject(req);
    const name = typeof body.action === 'string' ? body.action : '';
    if (!Object.hasOwn(ACTIONS, name)) throw new HttpError(400, 'Unknown action');
    const action = ACTIONS[name];
    const origin = (req.headers.get('Origin') ?? deps.siteUrl).replace(/\/+$/, '');
    const result = await action({ caller, body, adminAuthUrl: `${origin}/admin/auth`, randomPassword: deps.randomPassword });
    return json(result);
  });
}
