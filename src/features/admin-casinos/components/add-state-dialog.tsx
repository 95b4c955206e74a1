import { useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { IMPORT_STATUSES, IMPORT_STATUS_LABELS, PRIORITY_LEVELS, type ImportStatus } from '../lib/constants';
import { statesNotTracked } from '../lib/us-states';
import { useCreateStateManagementMutation } from '../api/create-state-management';
import { useRowId } from '@/hooks/use-row-id';

/** 'Add State': one of the 50 states not yet tracked, with a priority and an import status. */
export function AddStateDialog({ trackedCodes }: { trackedCodes: string[] }) {
  const [open, setOpen] = useState(false);
  const [stateCode, setStateCode] = useState('');
  const [priority, setPriority] = useState('3');
  const [status, setStatus] = useState<ImportStatus>('pending');
  const [error, setError] = useState<string | null>(null);
  const [rowId, renewRowId] = useRowId();
  const create = useCreateStateManagementMutation();
  const available = statesNotTracked(trackedCodes);

  const reset = () => {
    setStateCode('');
    setPriority('3');
    setStatus('pending');
    setError(null);
  };

  const submit = () => {
    if (!stateCode) {
      setError('Please select a state');
      return;
    }
    if (create.isPending) return;
    create.mutate(
      { id: rowId, state_code: stateCode, priority_level: Number(priority), import_status: status },
      {
        onSuccess: () => {
          toast.success('Success', { description: 'State added successfully' });
          setOpen(false);
          reset();
          renewRowId();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" className="w-fit">
          <Plus aria-hidden />
          Add State
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add State</DialogTitle>
          <DialogDescription>Add a state to the casino import programme.</DialogDescription>
        </DialogHeader>
        {available.length === 0 ? (
          <p className="text-sm text-muted-foreground">All 50 states are already tracked.</p>
        ) : (
          <div className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="add-state-code">State</Label>
              <Select
                value={stateCode}
                onValueChange={(v) => {
                  setStateCode(v);
                  setError(null);
                }}
              >
                <SelectTrigger id="add-state-code" aria-invalid={!!error}>
                  <SelectValue placeholder="Select a state" />
                </SelectTrigger>
                <SelectContent>
                  {available.map((s) => (
                    <SelectItem key={s.code} value={s.code}>
                      {s.name} ({s.code})
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {error && (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
            <div className="grid grid-cols-2 gap-4">
              <div className="grid gap-2">
                <Label htmlFor="add-state-priority">Priority</Label>
                <Select value={priority} onValueChange={setPriority}>
                  <SelectTrigger id="add-state-priority">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {PRIORITY_LEVELS.map((p) => (
                      <SelectItem key={p} value={String(p)}>
                        {p}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="add-state-status">Import Status</Label>
                <Select value={status} onValueChange={(v) => setStatus(v as ImportStatus)}>
                  <SelectTrigger id="add-state-status">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {IMPORT_STATUSES.map((s) => (
                      <SelectItem key={s} value={s}>
                        {IMPORT_STATUS_LABELS[s]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            </div>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={create.isPending || available.length === 0}>
            {create.isPending && <Spinner label="Adding" />}
            Add State
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
