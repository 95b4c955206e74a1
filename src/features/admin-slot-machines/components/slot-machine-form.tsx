import { useId } from 'react';
import { useForm, type FieldPathByValue } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { TextField } from '@/components/form/text-field';
import { usePinOnEdit } from '@/hooks/use-edit-base';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormField } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useManufacturers } from '../api/get-manufacturers';
import { discardUnsavedSlotImage } from '../api/upload-slot-image';
import {
  emptySlotMachineForm,
  slotMachineFormSchema,
  toSlotMachineFormValues,
  type SlotMachineFormValues,
  type SlotMachineRow,
} from '../lib/slot-form';
import { SlotImageField } from './slot-image-field';

interface SlotMachineFormProps {
  /** The machine being edited; absent when adding. */
  machine?: SlotMachineRow | null;
  busy: boolean;
  onSubmit(values: SlotMachineFormValues): void;
  onBack(): void;
  /** Called when the user first changes a field (the edit pins the version it saves against). */
  onEdited?(): void;
}

type FieldSpec = {
  name: FieldPathByValue<SlotMachineFormValues, string>;
  label: string;
  type?: 'text' | 'number';
  step?: string;
  placeholder?: string;
};

const FIELDS: FieldSpec[] = [
  { name: 'machine_number', label: 'Machine Number', placeholder: 'e.g. A-1024' },
  { name: 'slot_name', label: 'Alternative Name', placeholder: 'Name on the cabinet, if different' },
  { name: 'denomination', label: 'Denomination ($)', type: 'number', step: '0.01', placeholder: 'e.g. 0.01' },
  { name: 'model_year', label: 'Model Year', type: 'number', step: '1', placeholder: 'e.g. 2020' },
  { name: 'game_theme', label: 'Game Theme', placeholder: 'e.g. Asian, Wildlife' },
  { name: 'reel_count', label: 'Reel Count', type: 'number', step: '1', placeholder: 'e.g. 5' },
  { name: 'payline_count', label: 'Payline Count', type: 'number', step: '1', placeholder: 'e.g. 50' },
  { name: 'min_bet', label: 'Min Bet ($)', type: 'number', step: '0.01', placeholder: 'e.g. 0.40' },
  { name: 'max_bet', label: 'Max Bet ($)', type: 'number', step: '0.01', placeholder: 'e.g. 8.00' },
  { name: 'jackpot_type', label: 'Jackpot Type', placeholder: 'e.g. Progressive' },
  { name: 'cabinet_style', label: 'Cabinet Style', placeholder: 'e.g. Upright' },
  { name: 'screen_type', label: 'Screen Type', placeholder: 'e.g. Curved LCD' },
];

/** 'Add New Slot Machine' / 'Edit Slot Machine'. */
export function SlotMachineForm({ machine, busy, onSubmit, onBack, onEdited }: SlotMachineFormProps) {
  const listId = useId();
  const manufacturers = useManufacturers();
  const form = useForm<SlotMachineFormValues>({
    resolver: zodResolver(slotMachineFormSchema),
    defaultValues: machine ? toSlotMachineFormValues(machine) : emptySlotMachineForm(),
  });
  usePinOnEdit(form.formState.isDirty, onEdited);
  const editing = !!machine;
  // Leaving without saving: an image uploaded here (not the machine's saved one) would be an orphan.
  const leave = () => {
    const image = form.getValues('image_url');
    if (image && image !== (machine?.image_url ?? '')) discardUnsavedSlotImage(image);
    onBack();
  };

  return (
    <Card>
      <CardHeader className="gap-3">
        <Button type="button" variant="ghost" size="sm" className="-ml-3 w-fit text-muted-foreground" onClick={leave}>
          <ArrowLeft aria-hidden />
          Back to Master Catalog
        </Button>
        <CardTitle className="text-xl">{editing ? 'Edit Slot Machine' : 'Add New Slot Machine'}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6" noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField control={form.control} name="name" label="Machine Name *" placeholder="e.g. Buffalo Gold" />
              <TextField
                control={form.control}
                name="manufacturer"
                label="Manufacturer"
                list={listId}
                placeholder="Choose or type a manufacturer"
                autoComplete="off"
              />
              <datalist id={listId}>
                {(manufacturers.data ?? []).map((m) => (
                  <option key={m.id} value={m.name} />
                ))}
              </datalist>
              {FIELDS.map((spec) => (
                <TextField
                  key={spec.name}
                  control={form.control}
                  name={spec.name}
                  label={spec.label}
                  type={spec.type ?? 'text'}
                  inputMode={spec.type === 'number' ? 'decimal' : undefined}
                  step={spec.step}
                  min={spec.type === 'number' ? 0 : undefined}
                  placeholder={spec.placeholder}
                />
              ))}
            </div>
            <FormField
              control={form.control}
              name="image_url"
              render={({ field }) => <SlotImageField value={field.value} onChange={field.onChange} />}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={leave}>
                Cancel
              </Button>
              <SubmitButton pending={busy}>{editing ? 'Update Slot Machine' : 'Add Slot Machine'}</SubmitButton>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
