import { callerClient, serviceClient, type AuthUser, type EdgeEnv, type SupabaseLike } from './client.ts';
import { HttpError } from './http.ts';

/** The bearer token of the request, or null. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1].trim() : null;
}

/** The claims of a bearer JWT that getUser has already accepted (read, not verified here); {} when unreadable. */
export function tokenClaims(token: string): { aal?: string; amr?: Array<{ method: string; timestamp: number }> } {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload + '='.repeat((4 - (payload.length % 4)) % 4)));
    return typeof claims === 'object' && claims !== null ? claims : {};
  } catch {
    return {};
  }
}

/** True when the account has a verified second factor and the token has not used it (aal1). */
export function lacksSecondFactor(caller: { user: AuthUser; token: string }): boolean {
  return !!caller.user.factors?.some((f) => f.status === 'verified') && tokenClaims(caller.token).aal !== 'aal2';
}

export interface Caller {
  user: AuthUser;
  token: string;
  /** A client acting as the caller (RLS applies). */
  client: SupabaseLike;
}

/** The signed-in caller; throws 401 `Not authenticated` when the bearer is missing or not a user. */
export async function requireUser(req: Request, env: EdgeEnv): Promise<Caller> {
  const token = bearerToken(req);
  if (!token || token === env.anonKey || token === env.serviceRoleKey) {
    throw new HttpError(401, 'Not authenticated');
  }
  const client = callerClient(env, token);
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) throw new HttpError(401, 'Not authenticated');
  return { user: data.user, token, client };
}

export const ADMIN_MFA_REQUIRED = 'Two-step verification required for administrators';

export interface AdminCaller extends Caller {
  /** The service-role client, handed out only once the caller is known to be an admin. */
  admin: SupabaseLike;
}

/** A signed-in caller with a row in admin_users; 401 when anonymous, 403 `Admin access required` otherwise. */
export async function requireAdmin(req: Request, env: EdgeEnv): Promise<AdminCaller> {
  const caller = await requireUser(req, env);
  const admin = serviceClient(env);
  const { data, error } = await admin.from('admin_users').select('id').eq('id', caller.user.id).maybeSingle();
  if (error) throw new HttpError(500, error.message);
  if (!data) throw new HttpError(403, 'Admin access required');
  // As private.is_admin(): with "admins require two-step verification" on, admin rights need an aal2 session.
  const settings = await admin.from('security_settings').select('admin_requires_mfa').eq('id', true).maybeSingle();
  if (settings.error) throw new HttpError(500, settings.error.message);
  if ((settings.data as { admin_requires_mfa?: boolean } | null)?.admin_requires_mfa && tokenClaims(caller.token).aal !== 'aal2') {
    throw new HttpError(403, ADMIN_MFA_REQUIRED);
  }
  return { ...caller, admin: serviceClient(env, auditHeaders(req, caller.user.id)) };
}

/**
 * What the audit trail needs to know about an admin's request: who (checked against admin_users again
 * in the database), where from and the user agent. The client address is the database's to work out
 * (private.client_ip: the entry the gateway appended to X-Forwarded-For, not one the caller wrote before
 * it), so the headers go as they came.
 */
export function auditHeaders(req: Request, adminId: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-audit-actor': adminId };
  // Only the end of a long X-Forwarded-For matters: the gateway's entry is the last one.
  const forwarded = (req.headers.get('x-forwarded-for') ?? '').trim().slice(-512);
  if (forwarded) headers['x-audit-forwarded-for'] = forwarded;
  const realIp = (req.headers.get('x-real-ip') ?? '').trim().slice(0, 64);
  if (realIp) headers['x-audit-real-ip'] = realIp;
  const ua = (req.headers.get('user-agent') ?? '').trim();
  if (ua) headers['x-audit-user-agent'] = ua.slice(0, 512);
  return headers;
}

type AnnouncedAction = 'user.delete' | 'user.password_reset';

/**
 * Runs an auth-service change (which carries no request context) announced to the audit trail, so its row names
 * the admin: the announcement lives only while `change` runs and is dropped when it failed (settle_admin_action),
 * never credited to a later change of the same account.
 */
export async function withAnnouncedAction<T>(admin: SupabaseLike, action: AnnouncedAction, target: string, change: () => Promise<T>): Promise<T> {
  if (!admin.rpc) throw new HttpError(500, 'The client cannot call announce_admin_action');
  const rpc = admin.rpc.bind(admin);
  const announced = await rpc('announce_admin_action', { p_action: action, p_target: target });
  if (announced.error) throw new HttpError(500, announced.error.message);
  try {
    return await change();
  } finally {
    const settled = await rpc('settle_admin_action', { p_intent: announced.data });
    // The change has answered either way; an intent left behind lapses within a minute.
    if (settled.error) console.error(`settle_admin_action: ${settled.error.message}`);
  }
}
