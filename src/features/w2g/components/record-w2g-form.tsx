import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from 'sonner';
import { useRowId } from '@/hooks/use-row-id';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { CasinoPicker } from '@/components/pickers/casino-picker';
import { SlotMachinePicker } from '@/components/pickers/slot-machine-picker';
import { useCasinoOptions } from '@/api/get-casino-options';
import { useSlotMachineOptions } from '@/api/get-slot-machine-options';
import { useAuth } from '@/hooks/use-auth';
import { nowTimeHHmm, todayLocal } from '@/lib/dates';
import { formatMoneyInput, parseMoneyInput, sanitizeMoneyInput } from '@/lib/money';
import { useCreateW2gJackpot } from '../api/create-w2g-jackpot';
import { W2gImageField } from './w2g-image-field';

const moneyText = z.string().refine((v) => v.trim() === '' || parseMoneyInput(v) !== null, 'Enter a valid amount');

const formSchema = z.object({
  casino_id: z.string().nullable(),
  slot_machine_id: z.string().nullable(),
  amount: moneyText,
  tax_withheld: moneyText,
  jackpot_date: z.string().min(1, 'Date is required'),
  jackpot_time: z.string().min(1, 'Time is required'),
  notes: z.string().max(2000, 'Notes must be 2000 characters or fewer'),
  image: z.instanceof(File).nullable(),
});
type FormValues = z.infer<typeof formSchema>;

const defaults = (): FormValues => ({
  casino_id: null,
  slot_machine_id: null,
  amount: '',
  tax_withheld: '0',
  jackpot_date: todayLocal(),
  jackpot_time: nowTimeHHmm(),
  notes: '',
  image: null,
});

/** Record W2G Jackpot form. Without a casino or an amount, Save does nothing (spec part 2 §5). */
export function RecordW2gForm() {
  const { user } = useAuth();
  const casinos = useCasinoOptions();
  const machines = useSlotMachineOptions();
  const create = useCreateW2gJackpot(user?.id);
  const [rowId, renewRowId] = useRowId();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: defaults() });

  const onSubmit = (values: FormValues) => {
    const amount = parseMoneyInput(values.amount);
    if (!values.casino_id || !amount || create.isPending) return;
    create.mutate(
      {
        id: rowId,
        casino_id: values.casino_id,
        slot_machine_id: values.slot_machine_id,
        amount,
        tax_withheld: parseMoneyInput(values.tax_withheld) ?? 0,
        jackpot_date: values.jackpot_date,
        jackpot_time: values.jackpot_time,
        notes: values.notes,
        image: values.image,
      },
      {
        onSuccess: () => {
          toast.success('Jackpot recorded successfully.');
          renewRowId();
          form.reset({ ...form.getValues(), amount: '', notes: '', image: null });
        },
      },
    );
  };

  const moneyField = (name: 'amount' | 'tax_withheld', label: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground" aria-hidden>
              $
            </span>
            <FormControl>
              <Input
                {...field}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                className="pl-7"
                onChange={(e) => field.onChange(sanitizeMoneyInput(e.target.value))}
                onBlur={() => {
                  field.onChange(field.value.trim() === '' ? '' : formatMoneyInput(parseMoneyInput(field.value)));
                  field.onBlur();
                }}
              />
            </FormControl>
          </div>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  const busy = create.isPending;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5" noValidate>
        <div className="grid gap-5 md:grid-cols-2">
          <FormField
            control={form.control}
            name="casino_id"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Casino</FormLabel>
                <FormControl>
                  <CasinoPicker options={casinos.options} value={field.value} onChange={field.onChange} disabled={busy} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="slot_machine_id"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Slot Machine (optional)</FormLabel>
                <FormControl>
                  <SlotMachinePicker allowNone options={machines.options} value={field.value} onChange={field.onChange} disabled={busy} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          {moneyField('amount', 'Amount')}
          {moneyField('tax_withheld', 'Tax Withheld')}
          <FormField
            control={form.control}
            name="jackpot_date"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Date</FormLabel>
                <FormControl>
                  <Input type="date" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="jackpot_time"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Time</FormLabel>
                <FormControl>
                  <Input type="time" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="notes"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Notes (optional)</FormLabel>
              <FormControl>
                <Textarea rows={3} placeholder="Hand pay, machine location, anything worth remembering" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="image"
          render={({ field }) => <W2gImageField value={field.value} onChange={field.onChange} disabled={busy} />}
        />
        <Button type="submit" size="lg" className="w-full md:w-fit" disabled={busy}>
          {busy ? 'Saving...' : 'Save Jackpot'}
        </Button>
      </form>
    </Form>
  );
}
