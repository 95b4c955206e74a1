import { toast } from '@/lib/toast';
import { useEditBase } from '@/hooks/use-edit-base';
import { useUpdateSlotMachineMutation } from '../api/update-slot-machine';
import { SLOT_TOASTS } from '../lib/constants';
import type { SlotMachineFormValues, SlotMachineRow } from '../lib/slot-form';
import { SlotMachineForm } from './slot-machine-form';

/**
 * 'Edit Slot Machine' on the latest version of the machine until the admin changes something, then on the
 * version changed (a list refetch meanwhile does not move it); Reload on "changed elsewhere" starts it again
 * from the latest.
 */
export function SlotMachineEditor({ latest, onDone, onBack }: { latest: SlotMachineRow; onDone(): void; onBack(): void }) {
  const { base, pin, followLatest } = useEditBase(latest);
  const update = useUpdateSlotMachineMutation({ onReload: followLatest });

  const onSubmit = (values: SlotMachineFormValues) => {
    if (update.isPending) return;
    update.mutate(
      { id: base.id, updatedAt: base.updated_at, previousImageUrl: base.image_url, values },
      {
        onSuccess: () => {
          toast.success('Success', { description: SLOT_TOASTS.updated });
          onDone();
        },
      },
    );
  };

  return (
    <SlotMachineForm key={base.updated_at} machine={base} busy={update.isPending} onSubmit={onSubmit} onBack={onBack} onEdited={pin} />
  );
}
