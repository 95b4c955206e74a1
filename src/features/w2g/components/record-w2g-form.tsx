import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FLOOR_CARD_HREF, paths } from '@/config/paths';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { DateTimeFields } from '@/components/form/date-time-fields';
import { MoneyField } from '@/components/form/money-field';
import { CasinoField, SlotMachineField } from '@/components/form/picker-fields';
import { TextareaField } from '@/components/form/text-field';
import { W2gStateFields } from '@/components/form/w2g-state-fields';
import { Form, FormField } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useCasinoOptions } from '@/api/get-casino-options';
import { useSlotMachineOptions } from '@/api/get-slot-machine-options';
import { nowTimeHHmm, todayLocal } from '@/lib/dates';
import { parseMoneyInput } from '@/lib/money';
import { normalizeState } from '@/lib/us-states';
import { moneyTextSchema } from '@/lib/money-schema';
import {
  jackpotDefaults,
  w2gStateFormShape,
  w2gStateFormValues,
  w2gStateInput,
  withheldWithinJackpot,
  WITHHELD_ABOVE_JACKPOT,
} from '@/lib/w2g-state';
import { useSaveW2gJackpot } from '../api/save-w2g-jackpot';
import { W2gImageField } from '@/components/form/w2g-image-field';
import { useSaveWhenReady } from '@/components/form/use-save-when-ready';

const formSchema = z
  .object({
    casino_id: z
      .string()
      .nullable()
      .refine((v) => !!v, 'Please select a casino'),
    slot_machine_id: z.string().nullable(),
    /** The live machine's slot session when recorded from it (?session): the jackpot belongs to that session. */
    session_id: z.string().nullable(),
    amount: moneyTextSchema('Amount', { aboveZero: true }),
    tax_withheld: moneyTextSchema('Tax withheld', { optional: true }),
    ...w2gStateFormShape,
    jackpot_date: z.string().min(1, 'Date is required'),
    jackpot_time: z.string().min(1, 'Time is required'),
    notes: z.string().max(2000, 'Notes must be 2000 characters or fewer'),
    image: z.instanceof(File).nullable(),
  })
  // The server refuses the same (w2g_jackpots_check_input); the form says it first, next to the field.
  .refine((v) => v.jackpot_date <= todayLocal(), { path: ['jackpot_date'], message: 'A W2G cannot be dated in the future' })
  .refine(withheldWithinJackpot, WITHHELD_ABOVE_JACKPOT);
type FormValues = z.infer<typeof formSchema>;

/** The empty form, or one started from a URL prefill (?casino, ?machine, ?session, ?date, ?time: the casino session card's Jackpot). */
const defaults = (prefill: URLSearchParams = new URLSearchParams()): FormValues => ({
  casino_id: prefill.get('casino') || null,
  slot_machine_id: prefill.get('machine') || null,
  session_id: prefill.get('session') || null,
  amount: '',
  tax_withheld: '0',
  ...w2gStateFormValues(),
  jackpot_date: prefill.get('date') || todayLocal(),
  jackpot_time: prefill.get('time') || nowTimeHHmm(),
  notes: '',
  image: null,
});

/**
 * Record W2G Jackpot form. Casino and amount are required (spec part 2 §5): without them Save says so under the field.
 * A Save tapped while the photo's covers are being applied is kept and saves once they are.
 */
export function RecordW2gForm() {
  const casinos = useCasinoOptions();
  const machines = useSlotMachineOptions();
  const [params] = useSearchParams();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: defaults(params) });
  const navigate = useNavigate();
  const [fromFloor] = useState(() => params.get('back') === 'floor');
  // Saved (or kept on the device offline): the form is cleared (spec) and the player lands on what they saved, or,
  // recorded from the casino session's card, back at the machine (its jackpot counter counts it).
  const create = useSaveW2gJackpot({
    onDone: (saved) => {
      form.reset({ ...form.getValues(), amount: '', notes: '', image: null });
      navigate(fromFloor ? FLOOR_CARD_HREF : paths.w2gReports.getHref({ jackpot: saved.id, date: saved.jackpot_date }));
    },
  });

  // State (box 13) follows the casino's state until the player picks one themselves.
  const casinoId = useWatch({ control: form.control, name: 'casino_id' });
  const casinoState = normalizeState(casinos.options.find((c) => c.id === casinoId)?.state);
  useEffect(() => {
    if (casinoState && !form.getFieldState('state').isDirty) form.setValue('state', casinoState);
  }, [casinoState, form]);

  // "How was it paid?" and "The casino gave me a W-2G form" follow the amount and date (at the W-2G line: a hand pay
  // with a form) until the player sets them.
  const [amountText, jackpotDate] = useWatch({ control: form.control, name: ['amount', 'jackpot_date'] });
  useEffect(() => {
    const next = jackpotDefaults(parseMoneyInput(amountText), jackpotDate);
    const { dirtyFields } = form.formState;
    if (!dirtyFields.paid && form.getValues('paid') !== next.paid) form.setValue('paid', next.paid);
    if (!dirtyFields.received && form.getValues('received') !== next.received) form.setValue('received', next.received);
  }, [amountText, jackpotDate, form]);

  // Saving waits for the covered copy of the photo to match the covers on screen; a Save tapped meanwhile is kept.
  const [covering, setCovering] = useState(false);
  const later = useSaveWhenReady(form, covering, (values) => {
    const amount = parseMoneyInput(values.amount);
    if (!values.casino_id || !amount || create.isPending) return;
    const input = {
      casino_id: values.casino_id,
      slot_machine_id: values.slot_machine_id,
      session_id: values.session_id,
      amount,
      tax_withheld: parseMoneyInput(values.tax_withheld) ?? 0,
      ...w2gStateInput(values),
      jackpot_date: values.jackpot_date,
      jackpot_time: values.jackpot_time,
      notes: values.notes,
      image: values.image,
    };
    create.save(input);
  });

  const busy = create.isPending;
  return (
    <Form {...form}>
      <form onSubmit={later.submit} className="grid gap-5" noValidate>
        <div className="grid gap-5 md:grid-cols-2">
          <CasinoField control={form.control} name="casino_id" label="Casino" options={casinos.options} emptyValue={null} disabled={busy} />
          <SlotMachineField
            control={form.control}
            name="slot_machine_id"
            label="Slot Machine (optional)"
            options={machines.options}
            allowNone
            emptyValue={null}
            disabled={busy}
          />
          <MoneyField control={form.control} name="amount" label="Amount" />
          <MoneyField control={form.control} name="tax_withheld" label="Tax Withheld" />
          <DateTimeFields control={form.control} dateName="jackpot_date" timeName="jackpot_time" dateLabel="Date" timeLabel="Time" />
        </div>
        <W2gStateFields control={form.control} />
        <TextareaField
          control={form.control}
          name="notes"
          label="Notes (optional)"
          rows={3}
          placeholder="Hand pay, machine location, anything worth remembering"
        />
        <FormField
          control={form.control}
          name="image"
          render={({ field }) => (
            <W2gImageField value={field.value} onChange={field.onChange} onCoveringChange={setCovering} disabled={busy} />
          )}
        />
        <SubmitButton
          size="lg"
          className="w-full md:w-fit"
          pending={busy || later.waiting}
          pendingText={later.waiting ? 'Applying covers, then saving…' : 'Saving...'}
        >
          Save Jackpot
        </SubmitButton>
      </form>
    </Form>
  );
}
