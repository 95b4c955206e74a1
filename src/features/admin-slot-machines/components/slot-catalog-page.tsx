import { useState } from 'react';
import { Cpu, Plus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateSlotMachineMutation } from '../api/create-slot-machine';
import { useDeleteSlotMachineMutation } from '../api/delete-slot-machine';
import { useCatalogCasino } from '../api/get-catalog-casino';
import { useSlotMachines } from '../api/get-slot-machines';
import { SLOT_PAGE_SIZE, SLOT_TOASTS } from '../lib/constants';
import type { SlotMachineFormValues, SlotMachineRow } from '../lib/slot-form';
import { SlotImportCard } from './slot-import-card';
import { SlotMachineEditor } from './slot-machine-editor';
import { SlotMachineForm } from './slot-machine-form';
import { SlotMachineTable } from './slot-machine-table';
import { latestOf } from '@/hooks/use-edit-base';
import { useRowId } from '@/hooks/use-row-id';
import { formatCount } from '@/lib/number-format';

type Editor = { mode: 'add' } | { mode: 'edit'; machine: SlotMachineRow } | null;

function CasinoSubtitle({ casinoId }: { casinoId: string }) {
  const casino = useCatalogCasino(casinoId);
  if (casino.isPending) return <Skeleton className="h-4 w-48" />;
  if (!casino.data) return <>Casino not found.</>;
  const place = [casino.data.city, casino.data.state].filter(Boolean).join(', ');
  return (
    <>
      Slot machines for {casino.data.name}
      {place && ` (${place})`}
    </>
  );
}

/**
 * The Master Slot Machine Catalog. With `casinoId` it is the per-casino variant (reached from Casino
 * Management); without, the global one with the data import card.
 */
export function SlotCatalogPage({ casinoId }: { casinoId?: string }) {
  const [page, setPage] = useState(0);
  const [editor, setEditor] = useState<Editor>(null);
  const machines = useSlotMachines(page);
  const create = useCreateSlotMachineMutation();
  const remove = useDeleteSlotMachineMutation();
  const global = !casinoId;
  const [rowId, renewRowId] = useRowId();
  const addLabel = global ? 'Add to Master Catalog' : 'Add Slot Machine';

  const onCreate = (values: SlotMachineFormValues) => {
    if (create.isPending) return;
    create.mutate(
      { ...values, id: rowId },
      {
        onSuccess: () => {
          toast.success('Success', { description: SLOT_TOASTS.added });
          renewRowId();
          setEditor(null);
        },
      },
    );
  };

  const onDelete = (row: SlotMachineRow, onSettled: () => void) =>
    remove.mutate(
      { id: row.id },
      {
        onSettled,
        onSuccess: () => {
          toast.success('Success', { description: SLOT_TOASTS.deleted });
          const lastOnPage = (machines.data?.rows.length ?? 0) <= 1;
          if (lastOnPage && page > 0) setPage(page - 1);
        },
      },
    );

  const back = global
    ? { href: paths.admin.dashboard.getHref(), label: 'Back to Dashboard' }
    : { href: paths.admin.casinos.getHref(), label: 'Back to Casino Management' };

  if (editor) {
    return (
      <div className="mx-auto w-full max-w-4xl space-y-6">
        {editor.mode === 'edit' ? (
          // The row as the list has it now: the editor follows it until the admin changes something.
          <SlotMachineEditor
            key={editor.machine.id}
            latest={latestOf(editor.machine, machines.data?.rows)}
            onDone={() => setEditor(null)}
            onBack={() => setEditor(null)}
          />
        ) : (
          <SlotMachineForm machine={null} busy={create.isPending} onSubmit={onCreate} onBack={() => setEditor(null)} />
        )}
      </div>
    );
  }

  const count = machines.data?.count ?? 0;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <PageHeader
        back={back}
        title="Master Slot Machine Catalog"
        description={casinoId ? <CasinoSubtitle casinoId={casinoId} /> : 'Every slot title players can pick in sessions and jackpots.'}
        actions={
          <Button onClick={() => setEditor({ mode: 'add' })}>
            <Plus aria-hidden />
            {addLabel}
          </Button>
        }
      />

      {global && <SlotImportCard />}

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Cpu className="size-5 text-primary" aria-hidden />
            Master Slot Machine Catalog ({machines.data ? formatCount(count) : '…'})
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {machines.isPending ? (
            <div className="space-y-2" role="status" aria-label="Loading slot machines">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="h-14 w-full" />
              ))}
            </div>
          ) : machines.isError ? (
            <p className="text-sm text-destructive">Could not load the slot machine catalog.</p>
          ) : count === 0 ? (
            <div className="flex flex-col items-center gap-3 py-10 text-center">
              <Cpu className="size-10 text-muted-foreground" aria-hidden />
              <p className="font-medium">No Slot Machines</p>
              <p className="text-sm text-muted-foreground">The catalog is empty. Add a machine to get started.</p>
              <Button variant="outline" onClick={() => setEditor({ mode: 'add' })}>
                <Plus aria-hidden />
                {addLabel}
              </Button>
            </div>
          ) : (
            <>
              <SlotMachineTable
                rows={machines.data.rows}
                deleteConfirm={
                  global
                    ? 'Are you sure you want to delete this slot machine from the master catalog?'
                    : 'Are you sure you want to delete this slot machine?'
                }
                onEdit={(machine) => setEditor({ mode: 'edit', machine })}
                onDelete={onDelete}
                deleting={remove.isPending}
              />
              <Pager page={page} pageSize={SLOT_PAGE_SIZE} total={count} onPageChange={setPage} />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
