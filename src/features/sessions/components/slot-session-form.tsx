import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useSlotMachineOptions } from '@/api/get-slot-machine-options';
import { SwitchField } from '@/components/form/choice-fields';
import { DateTimeFields } from '@/components/form/date-time-fields';
import { MoneyField } from '@/components/form/money-field';
import { CasinoField, SlotMachineField } from '@/components/form/picker-fields';
import { TextareaField, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { anyMoneySlip, formatSignedCurrency, netColorClass, parseMoneyInput } from '@/lib/money';
import { leavePage } from '@/hooks/use-unsaved-changes';
import { cn } from '@/lib/utils';
import { slotSessionSchema, type SlotSessionFormValues, type SlotSessionInput } from '../api/create-slot-session';
import { useSessionCasinoOptions } from '../hooks/use-session-casino-options';
import { NEARBY_RADIUS_MILES } from '@/lib/geo';
import { rememberLastCasinoId } from '../lib/local-prefs';
import { slotNet } from '../lib/session-math';
import { LocationDenied, LocationPrompt } from '@/components/location/location-prompt';
import { useLocation } from '@/hooks/use-location';
import { usePinOnEdit } from '@/hooks/use-edit-base';

type Props = {
  mode: 'create' | 'edit';
  defaultValues: SlotSessionFormValues;
  isPending: boolean;
  onSubmit(values: SlotSessionInput): void;
  onCancel(): void;
  onBack(): void;
  /** Called when the user first changes a field (an edit form pins the version it saves against). */
  onEdited?(): void;
};

export const FREE_PLAY_HELP =
  "How much of the money in was the casino's free play. It is not your money, so your net counts only your own money in.";
export const INCLUDE_IN_TOTALS_HELP = 'Disable if you are tracking slot performance separately from your daily casino session totals.';

/** Start or edit a slot (gambling) session; a sticky footer shows the live net. */
export function SlotSessionForm({ mode, defaultValues, isPending, onSubmit, onCancel, onBack, onEdited }: Props) {
  // The resolver is the mutation's schema: Save hands over what the form's own validation made, never parses again.
  const form = useForm<SlotSessionFormValues, unknown, SlotSessionInput>({ resolver: zodResolver(slotSessionSchema), defaultValues });
  usePinOnEdit(form.formState.isDirty, onEdited);
  // Editing never asks for the location; a new session uses the app's one answer (asked once).
  const location = useLocation();
  const casinos = useSessionCasinoOptions(mode === 'create' ? location.position : null);
  const slotMachines = useSlotMachineOptions();
  const [coinsIn, coinsOut, freePlay] = useWatch({ control: form.control, name: ['coins_in', 'coins_out', 'free_play'] });
  // No net from a slip: "-20" or "abc" typed in an amount shows none until it is an amount.
  const net = anyMoneySlip(coinsIn, coinsOut, freePlay)
    ? null
    : slotNet(parseMoneyInput(coinsIn), parseMoneyInput(coinsOut), parseMoneyInput(freePlay));

  // After sharing, the nearest casino is chosen when none is.
  useEffect(() => {
    if (casinos.nearestId && !form.getValues('casino_id')) {
      form.setValue('casino_id', casinos.nearestId, { shouldValidate: true });
    }
  }, [casinos.nearestId, form]);

  return (
    <div className="mx-auto w-full max-w-3xl">
      <Button variant="ghost" size="sm" className="-ml-2 mb-2" onClick={() => leavePage(onBack)}>
        <ArrowLeft aria-hidden />
        Back to Sessions
      </Button>
      <h1 className="mb-4 text-2xl font-bold tracking-tight">Start or Edit Gambling Session</h1>
      {mode === 'create' && location.showPrompt && (
        <div className="mb-4">
          <LocationPrompt onShare={location.request} onDismiss={location.dismiss} locating={location.locating} />
        </div>
      )}
      {mode === 'create' && location.denied && (
        <div className="mb-4">
          <LocationDenied />
        </div>
      )}
      <Form {...form}>
        <form onSubmit={form.handleSubmit((values) => onSubmit(values))} noValidate aria-label="Slot session">
          <Card className="py-5">
            <CardContent className="grid gap-5 px-4 sm:px-6">
              <div className="grid gap-5 md:grid-cols-2">
                <CasinoField
                  control={form.control}
                  name="casino_id"
                  label="Casino"
                  description={
                    casinos.nearbyCount > 0 &&
                    `${casinos.nearbyCount === 1 ? '1 casino' : `${casinos.nearbyCount} casinos`} within ${NEARBY_RADIUS_MILES} miles listed first.`
                  }
                  options={casinos.options}
                  loading={casinos.isLoading}
                  onPick={(id) => id && rememberLastCasinoId(id)}
                />
                <SlotMachineField
                  control={form.control}
                  name="slot_machine_id"
                  label="Slot Machine"
                  options={slotMachines.options}
                  loading={slotMachines.isLoading}
                />
                <DateTimeFields
                  control={form.control}
                  dateName="session_date"
                  timeName="session_time"
                  dateLabel="Date"
                  timeLabel="Time"
                  required
                />
                <DateTimeFields
                  control={form.control}
                  dateName="end_date"
                  timeName="end_time"
                  dateLabel="End Date (optional)"
                  timeLabel="End Time (optional)"
                />
                <MoneyField control={form.control} name="coins_in" label="Money In" required quickAdd />
                <MoneyField control={form.control} name="coins_out" label="Money Out" required quickAdd />
                <MoneyField
                  control={form.control}
                  name="free_play"
                  label="Free Play (optional)"
                  description={FREE_PLAY_HELP}
                  className="md:col-span-2"
                />
                <TextField
                  control={form.control}
                  name="casino_slot_machine_id"
                  label="Casino Machine Number (optional)"
                  description="The casino's own number on the machine, to find it again."
                  placeholder="e.g. 12-345"
                  maxLength={100}
                  autoComplete="off"
                  className="md:col-span-2"
                />
              </div>
              <TextareaField
                control={form.control}
                name="notes"
                label="Notes (optional)"
                rows={3}
                maxLength={2000}
                placeholder="Bonus rounds, denomination, anything to remember..."
              />
              <TextField
                control={form.control}
                name="people_present"
                label="With (optional)"
                maxLength={200}
                autoComplete="off"
                placeholder="Who was there, for your gambling diary"
              />
              <SwitchField
                control={form.control}
                name="include_in_daily_totals"
                label="Include in Daily Totals"
                description={INCLUDE_IN_TOTALS_HELP}
                className="items-start"
              />
            </CardContent>
          </Card>
          <div className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 -mx-4 mt-4 border-t bg-card/95 px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur md:bottom-0 md:mx-0 md:rounded-lg md:border">
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm" aria-live="polite">
                <span className="text-muted-foreground">Net: </span>
                <span className={cn('font-semibold tabular-nums', netColorClass(net))} data-testid="slot-form-net">
                  {net == null ? '—' : formatSignedCurrency(net)}
                </span>
              </p>
              <div className="flex gap-2">
                <Button variant="outline" onClick={onCancel} disabled={isPending}>
                  Cancel
                </Button>
                <SubmitButton pending={isPending} pendingText="Saving...">
                  {mode === 'create' ? 'Save Session' : 'Update Session'}
                </SubmitButton>
              </div>
            </div>
          </div>
        </form>
      </Form>
    </div>
  );
}
