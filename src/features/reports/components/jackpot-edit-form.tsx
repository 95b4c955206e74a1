import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toHHmm } from '@/lib/dates';
import { useUpdateW2gJackpot } from '../api/update-w2g-jackpot';
import type { ReportJackpot } from '../api/get-report-jackpots';

const money = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .refine((v) => Number.isFinite(Number(v)) && Number(v) >= 0, `${label} must be a number of at least 0`);

const editSchema = z.object({
  amount: money('Amount'),
  tax_withheld: money('Tax withheld'),
  jackpot_date: z.string().min(1, 'Date is required'),
  jackpot_time: z.string().min(1, 'Time is required'),
  notes: z.string().max(2000, 'Notes must be 2000 characters or fewer'),
});
type EditValues = z.infer<typeof editSchema>;

interface JackpotEditFormProps {
  jackpot: ReportJackpot;
  onCancel(): void;
  onSaved(): void;
}

/** Edit a jackpot: amount and tax (step 0.01), date, time, notes; Cancel / Save Changes. */
export function JackpotEditForm({ jackpot, onCancel, onSaved }: JackpotEditFormProps) {
  const update = useUpdateW2gJackpot();
  const form = useForm<EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      amount: Number(jackpot.amount).toFixed(2),
      tax_withheld: Number(jackpot.tax_withheld).toFixed(2),
      jackpot_date: jackpot.jackpot_date,
      jackpot_time: toHHmm(jackpot.jackpot_time),
      notes: jackpot.notes ?? '',
    },
  });

  const onSubmit = (v: EditValues) =>
    !update.isPending &&
    update.mutate(
      { id: jackpot.id, updatedAt: jackpot.updated_at, amount: Number(v.amount), tax_withheld: Number(v.tax_withheld), jackpot_date: v.jackpot_date, jackpot_time: v.jackpot_time, notes: v.notes },
      {
        onSuccess: () => {
          toast.success('Jackpot updated.');
          onSaved();
        },
      },
    );

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          {(['amount', 'tax_withheld'] as const).map((name) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{name === 'amount' ? 'Amount' : 'Tax Withheld'}</FormLabel>
                  <FormControl>
                    <Input type="number" inputMode="decimal" step="0.01" min="0" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
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
              <FormLabel>Notes</FormLabel>
              <FormControl>
                <Textarea rows={3} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
