import { z } from 'zod';
import { toCsv } from '@/lib/csv';

const jsonObject = z.record(z.string(), z.unknown()).nullable();

/** One row of the audit trail as get_audit_log returns it. */
export const auditEntrySchema = z.object({
  id: z.coerce.number(),
  occurred_at: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  actor_kind: z.enum(['admin', 'service_role', 'system']),
  action: z.string(),
  table_name: z.string(),
  record_id: z.string().nullable(),
  before: jsonObject,
  after: jsonObject,
  personal_removed: z.boolean(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const ACTIVITY_PAGE_SIZE = 25;
/** Rows the dashboard shows. */
export const RECENT_ACTIVITY_COUNT = 5;
/** The most rows one CSV export holds (newest first). */
export const ACTIVITY_EXPORT_LIMIT = 10_000;

const NOUNS: Record<string, string> = {
  casino: 'Casino',
  slot_machine: 'Slot machine',
  manufacturer: 'Manufacturer',
  state_import: 'State import',
  notification: 'Notification',
  post: 'Post',
  comment: 'Comment',
  reaction: 'Reaction',
  report: 'Report',
  ticket: 'Support ticket',
  security_settings: 'Security settings',
  admin: 'Administrator',
  profile: 'Profile',
  user: 'Account',
};

const VERBS: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  archive: 'archived',
  restore: 'restored',
  hide: 'hidden',
  approve: 'approved',
  hold: 'held for review',
};

const WHOLE: Record<string, string> = { 'user.password_reset': 'Password reset e-mail sent' };

/** "casino.archive" -> "Casino archived"; an action this list does not know is shown as it is. */
export function actionLabel(action: string): string {
  if (Object.hasOwn(WHOLE, action)) return WHOLE[action];
  const [noun, verb] = action.split('.', 2);
  const n = NOUNS[noun];
  const v = verb === undefined ? undefined : VERBS[verb];
  return n && v ? `${n} ${v}` : action;
}

/**
 * Who did it: the admin's e-mail at the time; 'Service role' for a service-role write that named no admin;
 * 'System' for an account deleted without an admin (by its owner, or the service role through the auth API).
 */
export function actorLabel(e: Pick<AuditEntry, 'actor_kind' | 'actor_email' | 'actor_id'>): string {
  if (e.actor_kind === 'admin') return e.actor_email ?? e.actor_id ?? 'Admin';
  return e.actor_kind === 'service_role' ? 'Service role' : 'System';
}

/** A recorded value as text: empty for null, JSON for objects and arrays. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields of a change, sorted by name: what it was, what it became (undefined: not part of that side). */
export function fieldChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return fields.map((field) => ({
    field,
    before: before && Object.hasOwn(before, field) ? before[field] : undefined,
    after: after && Object.hasOwn(after, field) ? after[field] : undefined,
  }));
}

/** "name: Old -> New; phone: — -> 555" — the change on one line (the CSV and the table's summary). */
export function changeSummary(e: Pick<AuditEntry, 'before' | 'after'>): string {
  if (!e.before && e.after) return 'created';
  if (e.before && !e.after) return 'deleted';
  return fieldChanges(e.before, e.after)
    .map((c) => `${c.field}: ${formatValue(c.before)} → ${formatValue(c.after)}`)
    .join('; ');
}

/** The export: one line per row; text cells neutralised against formulas by toCsv. */
export function auditCsv(rows: readonly AuditEntry[]): string {
  return toCsv(
    ['Time', 'Admin', 'Action', 'Table', 'Record', 'Before', 'After', 'IP', 'User agent'],
    rows.map((r) => [
      r.occurred_at,
      actorLabel(r),
      r.action,
      r.table_name,
      r.record_id,
      r.before ? JSON.stringify(r.before) : null,
      r.after ? JSON.stringify(r.after) : null,
      r.ip,
      r.user_agent,
    ]),
  );
}

export const activityFileName = (today: string) => `admin-activity-${today}.csv`;

/** A yyyy-MM-dd day as the instant its local midnight starts (the `to` day is inclusive: pass the next day). */
export function dayStart(day: string, addDays = 0): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + addDays);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
