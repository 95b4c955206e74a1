import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSaveCasinoCash } from '../api/save-casino-session';
import { MoneyField } from '@/components/form/money-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { parseMoneyInput } from '@/lib/money';
import { addCashSchema, type AddCashEntry, type AddCashFormValues } from '../api/add-casino-cash';
import { CASH_SOURCES, composeAddCashNote, DEFAULT_CASH_SOURCE } from '../lib/add-cash';
import { casinoName, type CasinoSession } from '../lib/session-rows';

type Props = { session: CasinoSession | null; onOpenChange(open: boolean): void };

const EMPTY: AddCashFormValues = { amount: '', source: DEFAULT_CASH_SOURCE, fee: '', extraNote: '' };

/** Dialog 'Add Cash to Session': appends {amount, timestamp, note} to an active casino session. */
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
  const form = useForm<AddCashFormValues, unknown, AddCashEntry>({ resolver: zodResolver(addCashSchema), defaultValues: EMPTY });
  const addCash = useSaveCasinoCash(sessionId, { onDone });
  const [amount, source, fee, extraNote] = useWatch({ control: form.control, name: ['amount', 'source', 'fee', 'extraNote'] });
  const ready = amount.trim() !== '' && source !== '';
  const feeNumber = parseMoneyInput(fee);

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((values) => addCash.save(values))} noValidate className="grid gap-4" aria-label="Add cash">
        <div className="grid grid-cols-2 gap-3">
          <MoneyField control={form.control} name="amount" label="Amount" required />
          <SelectField control={form.control} name="source" label="Source" options={CASH_SOURCES} placeholder="Select source" />
        </div>
        <MoneyField control={form.control} name="fee" label="Transaction Fee (optional)" />
        <TextField
          control={form.control}
          name="extraNote"
          label="Note (optional)"
          maxLength={500}
          placeholder="e.g. parking garage ATM"
          description={
            <>
              Saved as:{' '}
              <span className="font-medium text-foreground">{source ? composeAddCashNote(source, feeNumber, extraNote) : '-'}</span>
            </>
          }
        />
        {!ready && (
          <p className="text-sm text-muted-foreground" role="status">
            {amount.trim() === '' ? 'Enter the amount to add cash.' : 'Choose where the cash came from.'}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={addCash.isPending}>
            Cancel
          </Button>
          <SubmitButton disabled={!ready} pending={addCash.isPending} pendingText="Adding...">
            Add Cash
          </SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
