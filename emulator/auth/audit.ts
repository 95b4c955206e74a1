import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';
import type { Tx } from '../db';
import { clientIp } from './rate-limit';

/** Where an auth request came from, as GoTrue's audit log keeps it (the emulator adds the user agent). */
export interface AuditSource {
  ip: string;
  userAgent: string;
}

export function auditSource(c: Context): AuditSource {
  const ip = clientIp(c);
  return { ip: ip === 'unknown' ? '' : ip, userAgent: (c.req.header('user-agent') ?? '').slice(0, 512) };
}

/** GoTrue's log_type of each action the emulator records. */
const LOG_TYPE: Record<string, string> = {
  login: 'account',
  logout: 'account',
  user_signedup: 'team',
  user_confirmation_requested: 'user',
  user_repeated_signup: 'user',
  user_updated_password: 'user',
  user_modified: 'user',
  user_recovery_requested: 'user',
  factor_in_progress: 'factor',
  verification_attempted: 'factor',
  factor_unenrolled: 'factor',
  factor_deleted: 'factor',
};

/**
 * One row of auth.audit_log_entries in the caller's transaction, as GoTrue writes it:
 * payload { actor_id, actor_username, actor_via_sso, log_type, action, traits }, the client's IP.
 */
export async function recordAuthEvent(
  tx: Tx,
  source: AuditSource | undefined,
  user: { id: string; email: string | null },
  action: keyof typeof LOG_TYPE,
  traits: Record<string, unknown> = {},
): Promise<void> {
  const payload = {
    actor_id: user.id,
    actor_username: user.email ?? '',
    actor_via_sso: false,
    log_type: LOG_TYPE[action],
    action,
    traits: { ...traits, ...(source?.userAgent ? { user_agent: source.userAgent } : {}) },
  };
  await tx.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
     values ('00000000-0000-0000-0000-000000000000', $1, $2::json, clock_timestamp(), $3)`,
    [randomUUID(), JSON.stringify(payload), (source?.ip ?? '').slice(0, 64)],
  );
}
