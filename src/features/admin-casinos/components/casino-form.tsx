import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { toast } from '@/lib/toast';
import { CheckboxField, CheckboxGroupField } from '@/components/form/choice-fields';
import { SelectField } from '@/components/form/select-field';
import { TextareaField, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { Spinner } from '@/components/ui/spinner';
import { AMENITIES, CASINO_TYPES, DINING_OPTIONS, GAMING_CLASSES, HOURS_KEYS, SPECIAL_FEATURES } from '../lib/constants';
import { casinoFormSchema, casinoToFormValues, emptyCasinoForm, type CasinoFormValues, type CasinoRow } from '../lib/casino-form-schema';
import { useAdminCasino } from '../api/get-admin-casino';
import { useCreateCasinoMutation } from '../api/create-casino';
import { useUpdateCasinoMutation } from '../api/update-casino';
import { FormSection } from './form-section';
import { useEditBase, usePinOnEdit } from '@/hooks/use-edit-base';
import { useRowId } from '@/hooks/use-row-id';

type Props = { casinoId: string | null; onDone: () => void };

const NOT_SPECIFIED = { label: 'Not specified' };

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
        <FormSection title="Basic Information">
          <TextField control={form.control} name="name" label="Casino Name *" autoComplete="off" />
          <SelectField control={form.control} name="casino_type" label="Casino Type" options={CASINO_TYPES} none={NOT_SPECIFIED} />
          <TextField control={form.control} name="rewards_program" label="Rewards Program" />
          <TextField control={form.control} name="image_url" label="Image URL" type="url" />
          <TextareaField control={form.control} name="description" label="Description" rows={3} className="sm:col-span-2" />
        </FormSection>

        <FormSection title="Gaming Information">
          <TextField
            control={form.control}
            name="slot_machine_count"
            label="Slot Machine Count"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
          />
          <SelectField
            control={form.control}
            name="gaming_machine_class"
            label="Gaming Machine Class"
            options={GAMING_CLASSES}
            none={NOT_SPECIFIED}
          />
          <TextField
            control={form.control}
            name="age_requirement"
            label="Age Requirement (18-25)"
            type="number"
            min={18}
            max={25}
            step={1}
            inputMode="numeric"
          />
          <div className="flex items-end pb-2">
            <CheckboxField control={form.control} name="has_table_games" label="Table games available" />
          </div>
        </FormSection>

        <FormSection title="Address">
          <TextField control={form.control} name="street_address" label="Street Address" className="sm:col-span-2" autoComplete="off" />
          <TextField control={form.control} name="city" label="City" autoComplete="off" />
          <TextField control={form.control} name="state" label="State" placeholder="e.g., NV" autoComplete="off" />
          <TextField control={form.control} name="zip_code" label="ZIP Code" autoComplete="off" />
          <TextField control={form.control} name="location" label="Location Description" placeholder="e.g., Las Vegas Strip" />
        </FormSection>

        <FormSection title="Contact Information">
          <TextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="off" />
          <TextField control={form.control} name="website" label="Website" placeholder="example.com" autoComplete="off" />
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="off" />
        </FormSection>

        <FormSection title="Facility Information">
          <div className="flex flex-wrap gap-6 sm:col-span-2">
            <CheckboxField control={form.control} name="hotel_attached" label="Hotel attached" />
            <CheckboxField control={form.control} name="has_parking" label="Parking available" />
          </div>
          <TextField control={form.control} name="parking_info" label="Parking Information" />
          <TextField control={form.control} name="smoking_policy" label="Smoking Policy" />
          <TextField control={form.control} name="dress_code" label="Dress Code" />
          <fieldset className="grid gap-3 sm:col-span-2">
            <legend className="mb-1 text-sm font-medium">Operating Hours</legend>
            <p className="text-xs text-muted-foreground">Use General for one text (e.g., 24/7) or fill in the days. Empty shows 24/7.</p>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {HOURS_KEYS.map(({ key, label }) => (
                <TextField
                  key={key}
                  control={form.control}
                  name={`operating_hours.${key}`}
                  label={label}
                  placeholder={key === 'general' ? '24/7' : '9:00 AM - 2:00 AM'}
                />
              ))}
            </div>
          </fieldset>
          <CheckboxGroupField control={form.control} name="amenities" label="Amenities" options={AMENITIES} className="sm:col-span-2" />
          <CheckboxGroupField
            control={form.control}
            name="dining_options"
            label="Dining Options"
            options={DINING_OPTIONS}
            className="sm:col-span-2"
          />
          <CheckboxGroupField
            control={form.control}
            name="special_features"
            label="Special Features"
            options={SPECIAL_FEATURES}
            className="sm:col-span-2"
          />
        </FormSection>

        <FormSection title="GPS Coordinates">
          <TextField control={form.control} name="latitude" label="Latitude (-90 to 90)" type="number" step="any" inputMode="decimal" />
          <TextField control={form.control} name="longitude" label="Longitude (-180 to 180)" type="number" step="any" inputMode="decimal" />
        </FormSection>

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
