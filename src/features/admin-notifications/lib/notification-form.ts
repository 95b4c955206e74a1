import { format, isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import type { Json, Tables, TablesInsert, TablesUpdate } from '@/lib/database.types';
import { optionalUrlField } from '@/lib/url-field';

export const NOTIFICATION_TYPES = ['general', 'promotion', 'maintenance', 'update'] as const;
export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const TARGET_TYPES = ['all', 'casino_users', 'specific'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

export const TYPE_LABELS: Record<(typeof NOTIFICATION_TYPES)[number], string> = {
  general: 'General',
  promotion: 'Promotion',
  maintenance: 'Maintenance',
  update: 'Update',
};
export const PRIORITY_LABELS: Record<(typeof NOTIFICATION_PRIORITIES)[number], string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};
export const TARGET_LABELS: Record<TargetType, string> = {
  all: 'All Users',
  casino_users: 'Casino Users',
  specific: 'Specific Users',
};

/** Label of a stored target_type (unknown values as they are). */
export function targetLabel(t: string): string {
  return (TARGET_LABELS as Record<string, string>)[t] ?? t;
}

export type NotificationRow = Tables<'notifications'>;
export type NotificationInsert = TablesInsert<'notifications'>;
export type NotificationUpdate = TablesUpdate<'notifications'>;

const text = z.string().trim();

/** The create/edit notification dialog (values as typed). */
export const notificationFormSchema = z
  .object({
    title: text.min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
    message: text.min(1, 'Message is required').max(2000, 'Message must be at most 2000 characters'),
    notification_type: z.enum(NOTIFICATION_TYPES),
    priority: z.enum(NOTIFICATION_PRIORITIES),
    target_type: z.enum(TARGET_TYPES),
    target_casino_id: z.string(),
    target_users: z.array(z.string()),
    action_url: optionalUrlField('action'),
    action_text: text,
    expires_at: z.string().refine((v) => v === '' || isValid(new Date(v)), { message: 'Please enter a valid date and time' }),
  })
  .superRefine((v, ctx) => {
    if (v.target_type === 'casino_users' && !v.target_casino_id) {
      ctx.addIssue({ code: 'custom', path: ['target_casino_id'], message: 'Please choose a casino' });
    }
    if (v.target_type === 'specific' && v.target_users.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['target_users'], message: 'Please choose at least one user' });
    }
  });
export type NotificationFormValues = z.infer<typeof notificationFormSchema>;

export const emptyNotificationForm = (): NotificationFormValues => ({
  title: '',
  message: '',
  notification_type: 'general',
  priority: 'normal',
  target_type: 'all',
  target_casino_id: '',
  target_users: [],
  action_url: '',
  action_text: '',
  expires_at: '',
});

/** A datetime-local value ('yyyy-MM-ddTHH:mm', local time) as an ISO timestamp. */
export function localDateTimeToIso(v: string): string {
  return new Date(v).toISOString();
}

/** An ISO timestamp as a datetime-local value in local time ('' when missing). */
export function isoToLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const d = parseISO(iso);
  return isValid(d) ? format(d, "yyyy-MM-dd'T'HH:mm") : '';
}

/**
 * The row to insert: target_users only when the target is specific, target_casino_id only for
 * casino_users, and empty optional fields (action URL/text, expiry) left out.
 */
export function buildNotificationInsert(v: NotificationFormValues, createdBy: string | null): NotificationInsert {
  const row: NotificationInsert = {
    title: v.title.trim(),
    message: v.message.trim(),
    notification_type: v.notification_type,
    priority: v.priority,
    target_type: v.target_type,
  };
  if (v.target_type === 'specific') row.target_users = [...new Set(v.target_users)];
  if (v.target_type === 'casino_users') row.target_casino_id = v.target_casino_id;
  if (v.action_url.trim()) row.action_url = v.action_url.trim();
  if (v.action_text.trim()) row.action_text = v.action_text.trim();
  if (v.expires_at) row.expires_at = localDateTimeToIso(v.expires_at);
  if (createdBy) row.created_by = createdBy;
  return row;
}

/**
 * The update of an existing notification: the same fields, but what no longer applies (targets of
 * another target type, cleared optional fields) is set to null so no stale value survives.
 */
export function buildNotificationUpdate(v: NotificationFormValues): NotificationUpdate {
  const insert = buildNotificationInsert(v, null);
  return {
    ...insert,
    target_users: insert.target_users ?? null,
    target_casino_id: insert.target_casino_id ?? null,
    action_url: insert.action_url ?? null,
    action_text: insert.action_text ?? null,
    expires_at: insert.expires_at ?? null,
  };
}

const oneOf = <T extends string>(list: readonly T[], v: string, fallback: T): T => (list.includes(v as T) ? (v as T) : fallback);

/** A stored notification as dialog values (editing). */
export function toNotificationFormValues(n: NotificationRow): NotificationFormValues {
  return {
    title: n.title,
    message: n.message,
    notification_type: oneOf(NOTIFICATION_TYPES, n.notification_type, 'general'),
    priority: oneOf(NOTIFICATION_PRIORITIES, n.priority, 'normal'),
    target_type: oneOf(TARGET_TYPES, n.target_type, 'all'),
    target_casino_id: n.target_casino_id ?? '',
    target_users: n.target_users ?? [],
    action_url: n.action_url ?? '',
    action_text: n.action_text ?? '',
    expires_at: isoToLocalDateTime(n.expires_at),
  };
}

export interface NotificationStats {
  totalNotifications: number;
  activeNotifications: number;
  readRate: number;
  totalReads: number;
}

/** get_notification_stats() JSON as numbers (missing values are 0). */
export function parseNotificationStats(raw: unknown): NotificationStats {
  const o = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
  const n = (k: string) => {
    const v = (o as Record<string, Json | undefined>)[k];
    const x = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : 0;
    return Number.isFinite(x) ? x : 0;
  };
  return {
    totalNotifications: n('totalNotifications'),
    activeNotifications: n('activeNotifications'),
    readRate: n('readRate'),
    totalReads: n('totalReads'),
  };
}
