import { useState } from 'react';
import { BellOff, Plus, Send } from 'lucide-react';
import { latestOf } from '@/hooks/use-edit-base';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/query-state';
import { useDeleteNotificationMutation } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { useSetNotificationActiveMutation } from '../api/set-notification-active';
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_TOASTS } from '../lib/constants';
import type { NotificationRow } from '../lib/notification-form';
import { NotificationDialog } from './notification-dialog';
import { NotificationStatCards } from './notification-stat-cards';
import { NotificationsTable } from './notifications-table';

/** /admin/notifications: stats, the sent list and the create/edit dialog. */
export function NotificationManagementPage() {
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<{ open: boolean; editing: NotificationRow | null }>({ open: false, editing: null });
  const [deleting, setDeleting] = useState<NotificationRow | null>(null);
  const list = useNotifications(page);
  const setActive = useSetNotificationActiveMutation();
  const remove = useDeleteNotificationMutation();

  const openCreate = () => setDialog({ open: true, editing: null });
  const rows = list.data?.rows ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <PageHeader
        back={{ href: paths.admin.dashboard.getHref(), label: 'Back to Dashboard' }}
        title="Notification Management"
        description="Send in-app notifications to players and follow how many are read."
        actions={
          <Button onClick={openCreate}>
            <Plus aria-hidden />
            Create Notification
          </Button>
        }
      />
      <NotificationStatCards />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Send className="size-5 text-primary" aria-hidden />
            Sent Notifications
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <QueryState
            query={list}
            loading="Loading notifications"
            skeleton={{ rows: 4 }}
            error="Could not load the notifications."
            isEmpty={() => rows.length === 0}
            empty={
              <div className="flex flex-col items-center gap-3 py-10 text-center">
                <BellOff className="size-10 text-muted-foreground" aria-hidden />
                <p className="font-medium">No notifications sent yet</p>
                <Button variant="outline" onClick={openCreate}>
                  <Plus aria-hidden />
                  Create Notification
                </Button>
              </div>
            }
          >
            {(data) => (
              <>
                <NotificationsTable
                  rows={rows}
                  togglingId={setActive.isPending ? (setActive.variables?.id ?? null) : null}
                  onToggle={(n, isActive) =>
                    setActive.mutate(
                      { id: n.id, isActive },
                      {
                        onSuccess: () =>
                          toast.success('Success', {
                            description: isActive ? NOTIFICATION_TOASTS.activated : NOTIFICATION_TOASTS.deactivated,
                          }),
                      },
                    )
                  }
                  onEdit={(n) => setDialog({ open: true, editing: n })}
                  onDelete={setDeleting}
                />
                <Pager page={page} pageSize={NOTIFICATION_PAGE_SIZE} total={data.count} onPageChange={setPage} />
              </>
            )}
          </QueryState>
        </CardContent>
      </Card>

      {/* The row as the list has it now: the edit form follows it until the admin changes something. */}
      <NotificationDialog
        open={dialog.open}
        editing={dialog.editing && latestOf(dialog.editing, rows)}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
      <ConfirmDialog
        open={deleting != null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete notification"
        description={deleting ? `Delete "${deleting.title}"? Players will no longer see it. This action cannot be undone.` : ''}
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={() => {
          if (deleting) {
            remove.mutate(
              { id: deleting.id },
              {
                onSuccess: () => {
                  toast.success('Success', { description: NOTIFICATION_TOASTS.deleted });
                  if (rows.length <= 1 && page > 0) setPage(page - 1);
                },
                onSettled: () => setDeleting(null),
              },
            );
          }
        }}
      />
    </div>
  );
}
