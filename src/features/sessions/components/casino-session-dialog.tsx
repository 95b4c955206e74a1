import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin } from 'lucide-react';
import { useEditBase, usePinOnEdit } from '@/hooks/use-edit-base';
import { useSaveCasinoSession } from '../api/save-casino-session';
import { RefusedWriteNotice } from '@/components/form/refused-write-notice';
import { DateTimeFields } from '@/components/form/date-time-fields';
import { MoneyField } from '@/components/form/money-field';
import { CasinoField } from '@/components/form/picker-fields';
import { TextareaField, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { anyMoneySlip, formatCurrency, formatSignedCurrency, netColorClass, parseMoneyInput } from '@/lib/money';
import { cn } from '@/lib/utils';
import { casinoSessionSchema, type CasinoSessionFormValues, type CasinoSessionInput } from '../api/create-casino-session';
import { useLocation } from '@/hooks/use-location';
import { LOCATION_DENIED_TEXT } from '@/components/location/location-prompt';
import { useSessionCasinoOptions } from '../hooks/use-session-casino-options';
import { getLastCasinoId } from '../lib/local-prefs';
import { casinoSessionFormValues } from '../lib/session-form-values';
import type { CasinoSession } from '../lib/session-rows';
import { casinoNet, parseAdditionalCash, totalCashIn, type AdditionalCashEntry } from '../lib/session-math';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  session?: CasinoSession | null;
  /** A new session starts on this casino (a casino page's "Start a session here"). */
  casinoId?: string | null;
};

/** Dialog 'New Casino Session' / 'Edit Casino Session'. */
export function CasinoSessionDialog({ open, onOpenChange, session, casinoId }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{session ? 'Edit Casino Session' : 'New Casino Session'}</DialogTitle>
          <DialogDescription>Arrival, cash brought and, when you leave, the cash you left with.</DialogDescription>
        </DialogHeader>
        {open &&
          (session ? (
            <EditCasinoSessionForm key={session.id} latest={session} onDone={() => onOpenChange(false)} />
          ) : (
            <CasinoSessionForm session={null} casinoId={casinoId} onDone={() => onOpenChange(false)} />
          ))}
      </DialogContent>
    </Dialog>
  );
}

/** Edits the latest version until changed, then the version changed (a list refresh meanwhile does not move it); Reload starts it from the latest. */
function EditCasinoSessionForm({ latest, onDone }: { latest: CasinoSession; onDone(): void }) {
  const { base, pin, followLatest } = useEditBase(latest);
  return <CasinoSessionForm key={base.updated_at} session={base} onEdited={pin} onReload={followLatest} onDone={onDone} />;
}

type FormProps = { session: CasinoSession | null; casinoId?: string | null; onEdited?(): void; onReload?(): void; onDone(): void };

function CasinoSessionForm({ session, casinoId, onEdited, onReload, onDone }: FormProps) {
  const [defaults] = useState(() => casinoSessionFormValues(session, new Date(), casinoId ?? getLastCasinoId()));
  const form = useForm<CasinoSessionFormValues, unknown, CasinoSessionInput>({
    resolver: zodResolver(casinoSessionSchema),
    defaultValues: defaults,
  });
  usePinOnEdit(form.formState.isDirty, onEdited);
  const { save, isPending, refused, reload } = useSaveCasinoSession(session, { onReload, onDone });
  // Editing never asks for the location; a new session uses the app's one answer (asked once).
  const location = useLocation();
  const casinos = useSessionCasinoOptions(session ? null : location.position);
  const [added] = useState<AdditionalCashEntry[]>(() => parseAdditionalCash(session?.additional_cash));

  useEffect(() => {
    if (casinos.nearestId && !form.getValues('casino_id')) form.setValue('casino_id', casinos.nearestId, { shouldValidate: true });
  }, [casinos.nearestId, form]);

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((values) => save(values))} noValidate className="grid gap-4" aria-label="Casino session">
        {!session && location.denied && (
          <p role="status" className="flex items-start gap-2 rounded-lg border bg-secondary/60 p-3 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            {LOCATION_DENIED_TEXT}
          </p>
        )}
        {!session && location.showPrompt && (
          <div className="flex flex-col gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0 text-primary" aria-hidden />
              Enable location to auto-select nearest casino
            </p>
            <Button size="sm" variant="outline" onClick={location.request} disabled={location.locating}>
              Share Location
            </Button>
          </div>
        )}
        <CasinoField control={form.control} name="casino_id" label="Casino" options={casinos.options} loading={casinos.isLoading} />
        <div className="grid grid-cols-2 gap-3">
          <DateTimeFields
            control={form.control}
            dateName="arrival_date"
            timeName="arrival_time"
            dateLabel="Arrival Date"
            timeLabel="Arrival Time"
          />
          <DateTimeFields
            control={form.control}
            dateName="departure_date"
            timeName="departure_time"
            dateLabel="Departure Date (optional)"
            timeLabel="Departure Time (optional)"
          />
          <MoneyField control={form.control} name="starting_cash" label="Starting Cash" required />
          <MoneyField control={form.control} name="final_cash" label="Final Cash (optional)" />
        </div>
        <TextareaField control={form.control} name="notes" label="Notes (optional)" rows={2} maxLength={2000} />
        <TextField
          control={form.control}
          name="people_present"
          label="With (optional)"
          maxLength={200}
          autoComplete="off"
          placeholder="Who was there, for your gambling diary"
        />
        <NetPreview form={form} added={added} />
        <RefusedWriteNotice error={refused} onReload={reload} />
        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={isPending}>
            Cancel
          </Button>
          <SubmitButton pending={isPending} pendingText="Saving...">
            {session ? 'Update Session' : 'Save Session'}
          </SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}

type FormApi = ReturnType<typeof useForm<CasinoSessionFormValues, unknown, CasinoSessionInput>>;

function NetPreview({ form, added }: { form: FormApi; added: AdditionalCashEntry[] }) {
  const [starting, final] = useWatch({ control: form.control, name: ['starting_cash', 'final_cash'] });
  const slip = anyMoneySlip(starting, final);
  const startingCash = parseMoneyInput(starting) ?? 0;
  const finalCash = parseMoneyInput(final);
  const net = slip ? null : casinoNet(startingCash, added, finalCash);
  return (
    <div className="grid gap-1 rounded-lg border bg-secondary/40 p-3 text-sm" aria-live="polite">
      <p className="flex justify-between">
        <span className="text-muted-foreground">Total Cash In</span>
        <span className="tabular-nums">{slip ? '—' : formatCurrency(totalCashIn(startingCash, added))}</span>
      </p>
      <p className="flex justify-between">
        <span className="text-muted-foreground">Net Result</span>
        <span
          className={cn('font-semibold tabular-nums', net != null && netColorClass(net, { zeroIsPositive: true }))}
          data-testid="casino-form-net"
        >
          {slip ? '—' : net == null ? 'Enter final cash to see your net' : formatSignedCurrency(net)}
        </span>
      </p>
    </div>
  );
}
