import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRowId } from '@/hooks/use-row-id';
import { IMPORT_STATUSES, IMPORT_STATUS_LABELS, PRIORITY_LEVELS } from '../lib/constants';
import { statesNotTracked } from '../lib/us-states';
import { useCreateStateManagementMutation } from '../api/create-state-management';

const addStateSchema = z.object({
  state_code: z.string().min(1, 'Please select a state'),
  priority_level: z.string(),
  import_status: z.enum(IMPORT_STATUSES),
});
type AddStateValues = z.infer<typeof addStateSchema>;
const DEFAULTS: AddStateValues = { state_code: '', priority_level: '3', import_status: 'pending' };
const PRIORITY_OPTIONS = PRIORITY_LEVELS.map(String);
const STATUS_OPTIONS = IMPORT_STATUSES.map((value) => ({ value, label: IMPORT_STATUS_LABELS[value] }));

/** 'Add State': one of the 50 states not yet tracked, with a priority and an import status. */
export function AddStateDialog({ trackedCodes }: { trackedCodes: string[] }) {
  const [open, setOpen] = useState(false);
  const form = useForm<AddStateValues>({ resolver: zodResolver(addStateSchema), defaultValues: DEFAULTS });
  const [rowId, renewRowId] = useRowId();
  const create = useCreateStateManagementMutation();
  const available = statesNotTracked(trackedCodes);
  const stateOptions = available.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

  const onOpenChange = (next: boolean) => {
    if (create.isPending) return;
    setOpen(next);
    if (!next) form.reset(DEFAULTS);
  };

  const onSubmit = (values: AddStateValues) => {
    if (create.isPending) return;
    create.mutate(
      { id: rowId, state_code: values.state_code, priority_level: Number(values.priority_level), import_status: values.import_status },
      {
        onSuccess: () => {
          toast.success('Success', { description: 'State added successfully' });
          setOpen(false);
          form.reset(DEFAULTS);
          renewRowId();
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            {available.length === 0 ? (
              <p className="text-sm text-muted-foreground">All 50 states are already tracked.</p>
            ) : (
              <>
                <SelectField control={form.control} name="state_code" label="State" placeholder="Select a state" options={stateOptions} />
                <div className="grid grid-cols-2 gap-4">
                  <SelectField control={form.control} name="priority_level" label="Priority" options={PRIORITY_OPTIONS} />
                  <SelectField control={form.control} name="import_status" label="Import Status" options={STATUS_OPTIONS} />
                </div>
              </>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
                Cancel
              </Button>
              <SubmitButton pending={create.isPending} disabled={available.length === 0}>
                Add State
              </SubmitButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
