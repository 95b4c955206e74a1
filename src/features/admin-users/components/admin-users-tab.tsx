import { KeyRound, ShieldCheck, UserPlus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
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

  if (admins.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label="Loading admin users">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (admins.isError) return <p className="text-sm text-destructive">Failed to load admin user data</p>;

  if (admins.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <ShieldCheck className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-medium">No admin users</p>
        <Button onClick={onCreate}>
          <UserPlus aria-hidden />
          Create First Admin User
        </Button>
      </div>
    );
  }

  const resetting = reset.isPending ? reset.variables?.email : undefined;

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Last Active</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {admins.data.map((a) => (
          <TableRow key={a.id}>
            <TableCell className="font-medium whitespace-nowrap">{nameOrNA(a)}</TableCell>
            <TableCell className="whitespace-nowrap">{a.email}</TableCell>
            <TableCell>
              <Badge variant="secondary">{a.role || 'admin'}</Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDay(a.created_at)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatLastActive(lastSignIn[a.id])}</TableCell>
            <TableCell className="text-right">
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
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
