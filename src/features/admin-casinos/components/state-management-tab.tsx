import { toastError } from '@/lib/write-errors';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useStateManagement, type StateManagementRow } from '../api/get-state-management';
import { useDeleteStateManagementMutation } from '../api/delete-state-management';
import { AddStateDialog } from './add-state-dialog';
import { StateRow } from './state-row';

/** State Management tab: the import programme by priority, inline edit, delete and add. */
export function StateManagementTab() {
  const states = useStateManagement();
  const remove = useDeleteStateManagementMutation();
  const [toDelete, setToDelete] = useState<StateManagementRow | null>(null);

  useEffect(() => {
    if (states.isError) toastError(null, 'Failed to load state management data');
  }, [states.isError]);

  const rows = states.data ?? [];

  return (
    <Card>
      <CardHeader className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>State Casino Management ({rows.length} states)</CardTitle>
          <CardDescription>Import priority (1 highest), casino counts and import status per state.</CardDescription>
        </div>
        <AddStateDialog trackedCodes={rows.map((r) => r.state_code)} />
      </CardHeader>
      <CardContent>
        {states.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading state management data...
          </p>
        ) : rows.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">No state management data found</p>
        ) : (
          <Table aria-label="State Casino Management">
            <TableHeader>
              <TableRow>
                <TableHead>State</TableHead>
                <TableHead>Priority</TableHead>
                <TableHead>Casinos</TableHead>
                <TableHead>Verified</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Last Import</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <StateRow key={row.id} row={row} onDelete={setToDelete} />
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={`Delete ${toDelete?.state_name ?? ''}?`}
        description="Are you sure you want to delete this state management record?"
        pending={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(
            { id: toDelete.id },
            {
              onSuccess: () => toast.success('Success', { description: 'State deleted successfully' }),
              onSettled: () => setToDelete(null),
            },
          );
        }}
      />
    </Card>
  );
}
