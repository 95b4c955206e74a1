import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { DateTimeFields } from '@/components/form/date-time-fields';
import { MoneyField } from '@/components/form/money-field';
import { SelectField } from '@/components/form/select-field';
import { CasinoField, SlotMachineField } from '@/components/form/picker-fields';
import { TextareaField } from '@/components/form/text-field';
import { Form, FormField } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useCasinoOptions } from '@/api/get-casino-options';
import { useSlotMachineOptions } from '@/api/get-slot-machine-options';
import { nowTimeHHmm, todayLocal } from '@/lib/dates';
import { parseMoneyInput } from '@/lib/money';
import { moneyTextSchema } from '@/lib/money-schema';
import { useSaveW2gJackpot } from '../api/save-w2g-jackpot';
import { US_STATES } from '@/lib/us-states';
import { W2gImageField } from './w2g-image-field';

const STATE_OPTIONS = Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: `${name} (${code})` }));
const PAID_OPTIONS = [
  { value: 'machine', label: 'Paid by the machine (in the slot session’s coins out)' },
  { value: 'hand', label: 'Hand pay (not in the slot session’s coins out)' },
];

const formSchema = z
  .object({
    casino_id: z.string().nullable(),
    slot_machine_id: z.string().nullable(),
    amount: moneyTextSchema('Amount', { optional: true }),
    tax_withheld: moneyTextSchema('Tax withheld', { optional: true }),
    state: z.string(),
    state_winnings: moneyTextSchema('State winnings', { optional: true }),
    state_tax_withheld: moneyTextSchema('State withholding', { optional: true }),
    paid: z.enum(['machine', 'hand']),
    jackpot_date: z.string().min(1, 'Date is required'),
    jackpot_time: z.string().min(1, 'Time is required'),
    notes: z.string().max(2000, 'Notes must be 2000 characters or fewer'),
    image: z.instanceof(File).nullable(),
  })
  // The server refuses the same (w2g_jackpots_check_input); the form says it first, next to the field.
  .refine((v) => v.jackpot_date <= todayLocal(), { path: ['jackpot_date'], message: 'A W2G cannot be dated in the future' })
  .refine(
    (v) => (parseMoneyInput(v.tax_withheld) ?? 0) + (parseMoneyInput(v.state_tax_withheld) ?? 0) <= (parseMoneyInput(v.amount) ?? Infinity),
    {
      path: ['tax_withheld'],
      message: 'Tax withheld cannot be more than the jackpot',
    },
  );
type FormValues = z.infer<typeof formSchema>;

const defaults = (): FormValues => ({
  casino_id: null,
  slot_machine_id: null,
  amount: '',
  tax_withheld: '0',
  state: '',
  state_winnings: '',
  state_tax_withheld: '',
  paid: 'machine',
  jackpot_date: todayLocal(),
  jackpot_time: nowTimeHHmm(),
  notes: '',
  image: null,
});

/** Record W2G Jackpot form. Without a casino or an amount, Save does nothing (spec part 2 §5). */
export function RecordW2gForm() {
  const casinos = useCasinoOptions();
  const machines = useSlotMachineOptions();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: defaults() });
  const create = useSaveW2gJackpot({ onDone: () => form.reset({ ...form.getValues(), amount: '', notes: '', image: null }) });

  const onSubmit = (values: FormValues) => {
    const amount = parseMoneyInput(values.amount);
    if (!values.casino_id || !amount || create.isPending) return;
    const input = {
      casino_id: values.casino_id,
      slot_machine_id: values.slot_machine_id,
      amount,
      tax_withheld: parseMoneyInput(values.tax_withheld) ?? 0,
      state: values.state || null,
      state_winnings: parseMoneyInput(values.state_winnings),
      state_tax_withheld: parseMoneyInput(values.state_tax_withheld),
      hand_pay: values.paid === 'hand',
      jackpot_date: values.jackpot_date,
      jackpot_time: values.jackpot_time,
      notes: values.notes,
      image: values.image,
    };
    const casino = casinos.options.find((c) => c.id === input.casino_id);
    const machine = machines.options.find((m) => m.id === input.slot_machine_id);
    create.save(input, {
      casino: casino ? { name: casino.name } : null,
      slot_machine: machine ? { name: machine.name, slot_name: machine.slot_name } : null,
    });
  };

  const busy = create.isPending;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5" noValidate>
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
        <fieldset className="grid gap-5 md:grid-cols-3">
          <legend className="mb-2 text-sm font-medium">
            State figures from the W2G form (optional; Tax Withheld above is the federal figure, box 4)
          </legend>
          <SelectField
            control={form.control}
            name="state"
            label="State (box 13)"
            options={STATE_OPTIONS}
            none={{ label: 'Not given', value: '' }}
            placeholder="Not given"
          />
          <MoneyField control={form.control} name="state_winnings" label="State winnings (box 14)" placeholder="" />
          <MoneyField control={form.control} name="state_tax_withheld" label="State withholding (box 15)" placeholder="" />
        </fieldset>
        <SelectField
          control={form.control}
          name="paid"
          label="How was it paid?"
          options={PAID_OPTIONS}
          description="A hand pay is counted in your session result on the Tax Year screen; a jackpot paid by the machine is already in the coins out."
        />
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
          render={({ field }) => <W2gImageField value={field.value} onChange={field.onChange} disabled={busy} />}
        />
        <SubmitButton size="lg" className="w-full md:w-fit" pending={busy} pendingText="Saving...">
          Save Jackpot
        </SubmitButton>
      </form>
    </Form>
  );
}
