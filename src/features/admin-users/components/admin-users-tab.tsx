import { KeyRound, ShieldCheck, UserPlus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { DataTable, type Column } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminUser } from '../api/get-admin-users';
import { useSendPasswordResetMutation } from '../api/send-password-reset';
import { formatDay, formatLastActive, nameOrNA } from '../lib/user-labels';

interface AdminUsersTabProps {
  admins: UseQueryResult<AdminUser[]>;
  lastSignIn: Record<string, string | null>;
  onCreate(): void;
}

/** Admin Users: name, e-mail, role, dates and a password reset per admin. */
export function AdminUsersTab({ admins, lastSignIn, onCreate }: AdminUsersTabProps) {
  const reset = useSendPasswordResetMutation();

  const resetting = reset.isPending ? reset.variables?.email : undefined;
  const columns: Column<AdminUser>[] = [
    { header: 'Name', className: 'font-medium whitespace-nowrap', cell: nameOrNA },
    { header: 'Email', className: 'whitespace-nowrap', cell: (a) => a.email },
    { header: 'Role', cell: (a) => <Badge variant="secondary">{a.role || 'admin'}</Badge> },
    { header: 'Created', className: 'whitespace-nowrap', cell: (a) => formatDay(a.created_at) },
    { header: 'Last Active', className: 'whitespace-nowrap', cell: (a) => formatLastActive(lastSignIn[a.id]) },
    {
      header: 'Actions',
      align: 'right',
      cell: (a) => (
        <Button
          variant="outline"
          size="sm"
          disabled={resetting === a.email}
          aria-label={`Reset password of ${a.email}`}
          onClick={() =>
            reset.mutate(
              { email: a.email },
              { onSuccess: () => toast.success('Success', { description: 'Password reset email sent successfully.' }) },
            )
          }
        >
          {resetting === a.email ? <Spinner label="Sending" /> : <KeyRound aria-hidden />}
          Reset Password
        </Button>
      ),
    },
  ];

  return (
    <QueryState
      query={admins}
      loading="Loading admin users"
      skeleton={{ className: 'h-10 w-full' }}
      error="Failed to load admin user data"
      isEmpty={(data) => data.length === 0}
      empty={
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <ShieldCheck className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">No admin users</p>
          <Button onClick={onCreate}>
            <UserPlus aria-hidden />
            Create First Admin User
          </Button>
        </div>
      }
    >
      {(data) => <DataTable columns={columns} rows={data} rowKey={(a) => a.id} />}
    </QueryState>
  );
}
