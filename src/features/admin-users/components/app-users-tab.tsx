import { RowAction } from '@/components/ui/row-action';
import { useState } from 'react';
import { Eye, Trash2, Users } from 'lucide-react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
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

  if (users.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label="Loading app users">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (users.isError) return <p className="text-sm text-destructive">Failed to load app user data</p>;

  const { rows, count } = users.data;
  if (count === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <Users className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-medium">No app users yet</p>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>User ID</TableHead>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Signup Date</TableHead>
            <TableHead>Last Active</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((u) => (
            <TableRow key={u.id}>
              <TableCell className="font-mono text-xs" title={u.id}>
                {shortUserId(u.id)}…
              </TableCell>
              <TableCell className="font-medium whitespace-nowrap">{nameOrNA(u)}</TableCell>
              <TableCell className="whitespace-nowrap">{u.email ?? 'N/A'}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDay(u.created_at)}</TableCell>
              <TableCell className="whitespace-nowrap">{formatLastActive(lastSignIn[u.id])}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <RowAction label={`View details of ${u.email ?? u.id}`} icon={<Eye />} onClick={() => setViewing(u)} />
                  <RowAction
                    label={`Delete ${u.email ?? u.id}`}
                    icon={<Trash2 />}
                    className="text-destructive hover:text-destructive"
                    onClick={() => setDeleting(u)}
                  />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager page={page} pageSize={APP_USER_PAGE_SIZE} total={count} onPageChange={onPageChange} />

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
                  if (rows.length <= 1 && page > 0) onPageChange(page - 1);
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
