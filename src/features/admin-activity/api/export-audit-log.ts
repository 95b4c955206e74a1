import { useMutation } from '@tanstack/react-query';
import { todayLocal } from '@/lib/dates';
import { downloadCsv } from '@/lib/csv';
import { ACTIVITY_EXPORT_LIMIT, activityFileName, auditCsv, type AuditEntry } from '../lib/audit-format';
import type { ActivityFilters } from './activity-keys';
import { getAuditLog } from './get-audit-log';

const PAGE = 1000;

/** Every row the filters match (newest first, at most ACTIVITY_EXPORT_LIMIT), as a CSV download. Returns the row count. */
export async function exportAuditLog(filters: ActivityFilters): Promise<number> {
  const rows: AuditEntry[] = [];
  for (let offset = 0; offset < ACTIVITY_EXPORT_LIMIT; offset += PAGE) {
    const page = await getAuditLog(filters, offset, Math.min(PAGE, ACTIVITY_EXPORT_LIMIT - offset));
    rows.push(...page.rows);
    if (page.rows.length < PAGE || rows.length >= page.total) break;
  }
  downloadCsv(auditCsv(rows), activityFileName(todayLocal()));
  return rows.length;
}

export function useExportAuditLog() {
  return useMutation({ mutationFn: exportAuditLog, meta: { errorText: 'Failed to export the activity' } });
}
