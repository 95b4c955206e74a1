import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { ACTIVITY_PAGE_SIZE, RECENT_ACTIVITY_COUNT, dayStart, type AuditEntry } from '../lib/audit-format';
import { activityKeys, type ActivityFilters } from './activity-keys';

const jsonObject = z.record(z.string(), z.unknown()).nullable();

const entrySchema = z.object({
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
  total_count: z.coerce.number(),
});

export interface AuditPage {
  rows: AuditEntry[];
  total: number;
}

/** One page of the trail, newest first, with the filtered total (get_audit_log: admins only). */
export async function getAuditLog(filters: ActivityFilters, offset: number, limit: number, signal?: AbortSignal): Promise<AuditPage> {
  let call = supabase.rpc('get_audit_log', {
    p_actor: filters.actor ?? undefined,
    p_action: filters.action ?? undefined,
    p_from: (filters.from && dayStart(filters.from)) || undefined,
    p_to: (filters.to && dayStart(filters.to, 1)) || undefined,
    p_record: filters.record.trim() || undefined,
    p_limit: limit,
    p_offset: offset,
  });
  if (signal) call = call.abortSignal(signal);
  const { data, error } = await call;
  if (error) throw error;
  const parsed = z.array(entrySchema).parse(data);
  return { rows: parsed.map(({ total_count: _total, ...row }) => row), total: parsed[0]?.total_count ?? 0 };
}

export const auditLogQueryOptions = (filters: ActivityFilters, page: number) =>
  queryOptions({
    queryKey: activityKeys.list(filters, page),
    queryFn: ({ signal }) => getAuditLog(filters, page * ACTIVITY_PAGE_SIZE, ACTIVITY_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filters: ActivityFilters, page: number) {
  return useQuery(auditLogQueryOptions(filters, page));
}

const NO_FILTERS: ActivityFilters = { actor: null, action: null, from: '', to: '', record: '' };

/** The dashboard's last few actions. */
export function useRecentActivity() {
  return useQuery({
    queryKey: activityKeys.recent(),
    queryFn: ({ signal }) => getAuditLog(NO_FILTERS, 0, RECENT_ACTIVITY_COUNT, signal),
  });
}

const filtersSchema = z.object({
  actors: z.array(z.object({ id: z.string(), email: z.string().nullable() })),
  actions: z.array(z.string()),
});
export type ActivityFilterChoices = z.infer<typeof filtersSchema>;

/** Every admin that acted and every action recorded (the filters' choices). */
export function useActivityFilterChoices() {
  return useQuery({
    queryKey: activityKeys.filters(),
    queryFn: async ({ signal }) => {
      const { data, error } = await supabase.rpc('get_audit_log_filters').abortSignal(signal);
      if (error) throw error;
      return filtersSchema.parse(data);
    },
  });
}
