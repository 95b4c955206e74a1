import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { Spinner } from '@/components/ui/spinner';
import { casinoFormSchema, casinoToFormValues, emptyCasinoForm, type CasinoFormValues, type CasinoRow } from '../lib/casino-form-schema';
import { useAdminCasino } from '../api/get-admin-casino';
import { useCreateCasinoMutation } from '../api/create-casino';
import { useUpdateCasinoMutation } from '../api/update-casino';
import { CasinoFormFields } from './casino-form-fields';
import { useEditBase, usePinOnEdit } from '@/hooks/use-edit-base';
import { useRowId } from '@/hooks/use-row-id';

type Props = { casinoId: string | null; onDone: () => void };

type FormBodyProps = Props & { defaults: CasinoFormValues; updatedAt?: string; onEdited?: () => void; onReload?: () => void };

function CasinoFormBody({ casinoId, updatedAt, defaults, onEdited, onReload, onDone }: FormBodyProps) {
  const form = useForm<CasinoFormValues>({ resolver: zodResolver(casinoFormSchema), defaultValues: defaults });
  usePinOnEdit(form.formState.isDirty, onEdited);
  const create = useCreateCasinoMutation();
  const update = useUpdateCasinoMutation({ onReload });
  const pending = create.isPending || update.isPending;
  const [rowId] = useRowId();

  const onSubmit = (values: CasinoFormValues) => {
    if (pending) return;
    if (casinoId) {
      update.mutate(
        { id: casinoId, updatedAt, values },
        {
          onSuccess: () => {
            toast.success('Success', { description: 'Casino updated successfully' });
            onDone();
          },
        },
      );
    } else {
      create.mutate(
        { ...values, id: rowId },
        {
          onSuccess: () => {
            toast.success('Success', { description: 'Casino added successfully' });
            onDone();
          },
        },
      );
    }
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        <CasinoFormFields control={form.control} />

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <SubmitButton pending={pending}>{casinoId ? 'Update Casino' : 'Add Casino'}</SubmitButton>
        </div>
      </form>
    </Form>
  );
}

/** Edits the latest version until changed, then the version changed (a refetch meanwhile does not move it); Reload starts it from the latest. */
function EditCasinoFormBody({ latest, onDone }: { latest: CasinoRow; onDone: () => void }) {
  const { base, pin, followLatest } = useEditBase(latest);
  return (
    <CasinoFormBody
      key={base.updated_at}
      casinoId={base.id}
      updatedAt={base.updated_at}
      defaults={casinoToFormValues(base)}
      onEdited={pin}
      onReload={followLatest}
      onDone={onDone}
    />
  );
}

/** 'Add New Casino' / 'Edit Casino': replaces the console tabs until saved or left. */
export function CasinoForm({ casinoId, onDone }: Props) {
  const casino = useAdminCasino(casinoId);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-xl font-semibold">{casinoId ? 'Edit Casino' : 'Add New Casino'}</h2>
        <Button variant="outline" onClick={onDone} className="w-fit">
          <ArrowLeft aria-hidden />
          Back to Casino Management
        </Button>
      </div>
      {!casinoId ? (
        <CasinoFormBody casinoId={null} defaults={emptyCasinoForm()} onDone={onDone} />
      ) : casino.isPending ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> Loading casino…
        </p>
      ) : casino.isError ? (
        <p className="text-destructive">Failed to load the casino.</p>
      ) : (
        <EditCasinoFormBody key={casino.data.id} latest={casino.data} onDone={onDone} />
      )}
    </div>
  );
}
