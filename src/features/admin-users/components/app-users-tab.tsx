import { RowAction } from '@/components/ui/row-action';
import { useState } from 'react';
import { Eye, Trash2, Users } from 'lucide-react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pager } from '@/components/ui/pager';
import { DataTable, type Column } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { useDeleteUserMutation } from '../api/delete-user';
import type { AppUser } from '../api/get-app-users';
import { useAppUsers } from '../api/get-app-users';
import { APP_USER_PAGE_SIZE } from '../lib/constants';
import { deleteUserConfirm, formatDay, formatLastActive, nameOrNA, shortUserId } from '../lib/user-labels';
import { UserDetailsDialog } from './user-details-dialog';

interface AppUsersTabProps {
  page: number;
  onPageChange(page: number): void;
  lastSignIn: Record<string, string | null>;
}

/** App Users: profiles with sign-up and last sign-in dates, details and delete. */
export function AppUsersTab({ page, onPageChange, lastSignIn }: AppUsersTabProps) {
  const users = useAppUsers(page);
  const remove = useDeleteUserMutation();
  const [viewing, setViewing] = useState<AppUser | null>(null);
  const [deleting, setDeleting] = useState<AppUser | null>(null);

  const columns: Column<AppUser>[] = [
    { header: 'User ID', className: 'font-mono text-xs', cell: (u) => <span title={u.id}>{shortUserId(u.id)}…</span> },
    { header: 'Name', className: 'font-medium whitespace-nowrap', cell: nameOrNA },
    { header: 'Email', className: 'whitespace-nowrap', cell: (u) => u.email ?? 'N/A' },
    { header: 'Signup Date', className: 'whitespace-nowrap', cell: (u) => formatDay(u.created_at) },
    { header: 'Last Active', className: 'whitespace-nowrap', cell: (u) => formatLastActive(lastSignIn[u.id]) },
    {
      header: 'Actions',
      align: 'right',
      cell: (u) => (
        <div className="flex justify-end gap-1">
          <RowAction label={`View details of ${u.email ?? u.id}`} icon={<Eye />} onClick={() => setViewing(u)} />
          <RowAction
            label={`Delete ${u.email ?? u.id}`}
            icon={<Trash2 />}
            className="text-destructive hover:text-destructive"
            onClick={() => setDeleting(u)}
          />
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <QueryState
        query={users}
        loading="Loading app users"
        skeleton={{ rows: 5, className: 'h-10 w-full' }}
        error="Failed to load app user data"
        isEmpty={(data) => data.count === 0}
        empty={
          <div className="flex flex-col items-center gap-2 py-10 text-center">
            <Users className="size-10 text-muted-foreground" aria-hidden />
            <p className="font-medium">No app users yet</p>
          </div>
        }
      >
        {({ rows, count }) => (
          <>
            <DataTable columns={columns} rows={rows} rowKey={(u) => u.id} />
            <Pager page={page} pageSize={APP_USER_PAGE_SIZE} total={count} onPageChange={onPageChange} />
          </>
        )}
      </QueryState>

      <UserDetailsDialog
        user={viewing}
        lastSignInAt={viewing ? (lastSignIn[viewing.id] ?? null) : null}
        onOpenChange={(o) => !o && setViewing(null)}
      />
      <ConfirmDialog
        open={deleting != null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete user"
        description={deleting ? deleteUserConfirm(deleting) : ''}
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={() => {
          if (deleting) {
            remove.mutate(
              { userId: deleting.id },
              {
                onSuccess: () => {
                  toast.success('Success', { description: 'User deleted successfully' });
                  if ((users.data?.rows.length ?? 0) <= 1 && page > 0) onPageChange(page - 1);
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
