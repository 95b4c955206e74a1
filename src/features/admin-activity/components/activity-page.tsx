import { useState } from 'react';
import { Download, History } from 'lucide-react';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { PendingButton } from '@/components/ui/pending-button';
import { QueryState } from '@/components/query-state';
import type { ActivityFilters as Filters } from '../api/activity-keys';
import { useExportAuditLog } from '../api/export-audit-log';
import { useActivityFilterChoices, useAuditLog } from '../api/get-audit-log';
import { ACTIVITY_PAGE_SIZE, type AuditEntry } from '../lib/audit-format';
import { ActivityFilters } from './activity-filters';
import { ActivityTable } from './activity-table';
import { ChangeDialog } from './change-dialog';

const START: Filters = { actor: null, action: null, from: '', to: '', record: '' };

/** /admin/activity: the audit trail of admin actions, newest first, filtered, paged, exported as CSV. */
export function ActivityPage() {
  const [filters, setFilters] = useState<Filters>(START);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const log = useAuditLog(filters, page);
  const choices = useActivityFilterChoices();
  const exporter = useExportAuditLog();
  const rows = log.data?.rows ?? [];
  const total = log.data?.total ?? 0;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <PageHeader
        back={{ href: paths.admin.dashboard.getHref(), label: 'Back to Dashboard' }}
        title="Activity"
        description="Every change an administrator made, with who, when and what it was before and after. The record cannot be edited."
        actions={
          <PendingButton
            variant="outline"
            pending={exporter.isPending}
            pendingText="Exporting…"
            disabled={total === 0}
            onClick={() =>
              exporter.mutate(filters, {
                onSuccess: (n) => toast.success('Activity exported', { description: `${n} ${n === 1 ? 'row' : 'rows'} in the CSV file.` }),
              })
            }
          >
            <Download aria-hidden />
            Export CSV
          </PendingButton>
        }
      />
      <Card>
        <CardHeader className="gap-4">
          <CardTitle className="flex items-center gap-2">
            <History className="size-5 text-primary" aria-hidden />
            Admin actions ({log.data ? total : '…'})
          </CardTitle>
          <ActivityFilters
            filters={filters}
            choices={choices.data}
            onChange={(next) => {
              setFilters(next);
              setPage(0);
            }}
          />
        </CardHeader>
        <CardContent className="space-y-4">
          <QueryState
            query={log}
            loading="Loading the activity"
            skeleton={{ rows: 5 }}
            error="Could not load the activity."
            isEmpty={() => rows.length === 0}
            empty="No admin actions match these filters."
          >
            {() => <ActivityTable rows={rows} onOpen={setOpen} />}
          </QueryState>
          <Pager
            page={page}
            pageSize={ACTIVITY_PAGE_SIZE}
            total={total}
            onPageChange={setPage}
            pending={log.isFetching}
            label="Activity pages"
          />
        </CardContent>
      </Card>
      <ChangeDialog entry={open} onClose={() => setOpen(null)} />
    </div>
  );
}
