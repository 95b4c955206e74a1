import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/call-rpc';
import { ACTIVITY_PAGE_SIZE, RECENT_ACTIVITY_COUNT, dayStart, auditEntrySchema, type AuditEntry } from '../lib/audit-format';
import { activityKeys, type ActivityFilters } from './activity-keys';

const entrySchema = auditEntrySchema.extend({ total_count: z.coerce.number() });

export interface AuditPage {
  rows: AuditEntry[];
  total: number;
}

/** One page of the trail, newest first, with the filtered total (get_audit_log: admins only). */
export async function getAuditLog(filters: ActivityFilters, offset: number, limit: number, signal?: AbortSignal): Promise<AuditPage> {
  const args = {
    p_actor: filters.actor ?? undefined,
    p_action: filters.action ?? undefined,
    p_from: (filters.from && dayStart(filters.from)) || undefined,
    p_to: (filters.to && dayStart(filters.to, 1)) || undefined,
    p_record: filters.record.trim() || undefined,
    p_limit: limit,
    p_offset: offset,
  };
  const parsed = await callRpc('get_audit_log', args, z.array(entrySchema), { signal });
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
    queryFn: ({ signal }) => callRpc('get_audit_log_filters', {}, filtersSchema, { signal }),
  });
}
