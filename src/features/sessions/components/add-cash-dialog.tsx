import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { useRowId } from '@/hooks/use-row-id';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { addCashFormSchema, addCashSchema, useAddCasinoCash, type AddCashFormValues } from '../api/add-casino-cash';
import { CASINO_TOASTS } from '../api/create-casino-session';
import { CASH_SOURCES, composeAddCashNote } from '../lib/add-cash';
import { casinoName, type CasinoSession } from '../lib/session-rows';

type Props = { session: CasinoSession | null; onOpenChange(open: boolean): void };

const EMPTY: AddCashFormValues = { amount: '', source: '', fee: '', extraNote: '' };

/** Dialog 'Add Cash to Session': appends {amount, timestamp, note} to an active visit. */
export function AddCashDialog({ session, onOpenChange }: Props) {
  return (
    <Dialog open={!!session} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Cash to Session</DialogTitle>
          <DialogDescription>{session ? casinoName(session) : ''}</DialogDescription>
        </DialogHeader>
        {session && <AddCashForm key={session.id} sessionId={session.id} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AddCashForm({ sessionId, onDone }: { sessionId: string; onDone(): void }) {
  const form = useForm<AddCashFormValues>({ resolver: zodResolver(addCashFormSchema), defaultValues: EMPTY });
  const addCash = useAddCasinoCash();
  const [entryId] = useRowId();
  const [amount, source, fee, extraNote] = useWatch({ control: form.control, name: ['amount', 'source', 'fee', 'extraNote'] });
  const ready = amount.trim() !== '' && source !== '';
  const feeNumber = fee.trim() !== '' && Number.isFinite(Number(fee)) ? Number(fee) : null;

  const onSubmit = (values: AddCashFormValues) =>
    !addCash.isPending &&
    addCash.mutate(
      { sessionId, entryId, ...addCashSchema.parse(values) },
      {
        onSuccess: () => {
          toast.success(CASINO_TOASTS.cashAdded);
          onDone();
        },
      },
    );

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4" aria-label="Add cash">
        <div className="grid grid-cols-2 gap-3">
          <FormField
            control={form.control}
            name="amount"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Amount</FormLabel>
                <FormControl>
                  <Input type="number" inputMode="decimal" min={0} step={0.01} placeholder="0.00" required {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="source"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Source</FormLabel>
                <Select value={field.value || undefined} onValueChange={field.onChange}>
                  <FormControl>
                    <SelectTrigger onBlur={field.onBlur}>
                      <SelectValue placeholder="Select source" />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {CASH_SOURCES.map((s) => (
                      <SelectItem key={s} value={s}>
                        {s}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="fee"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Transaction Fee (optional)</FormLabel>
              <FormControl>
                <Input type="number" inputMode="decimal" min={0} step={0.01} placeholder="0.00" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="extraNote"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Note (optional)</FormLabel>
              <FormControl>
                <Input maxLength={500} placeholder="e.g. parking garage ATM" {...field} />
              </FormControl>
              <FormDescription>
                Saved as: <span className="font-medium text-foreground">{source ? composeAddCashNote(source, feeNumber, extraNote) : '-'}</span>
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={addCash.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!ready || addCash.isPending}>
            {addCash.isPending ? 'Adding...' : 'Add Cash'}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
