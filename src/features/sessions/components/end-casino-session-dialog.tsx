import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MoneyField } from '@/components/form/money-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { nowTimeHHmm, todayLocal } from '@/lib/dates';
import { formatCurrency, toNumber } from '@/lib/money';
import { moneyTextSchema } from '@/lib/money-schema';
import { casinoSessionSchema } from '../api/create-casino-session';
import { useSaveCasinoSession } from '../api/save-casino-session';
import { casinoSessionFormValues } from '../lib/session-form-values';
import { casinoName, type CasinoSession } from '../lib/session-rows';

const schema = z.object({ final_cash: moneyTextSchema('Final cash') });
type Values = z.infer<typeof schema>;

type Props = { casinoSession: CasinoSession | null; onOpenChange(open: boolean): void };

/**
 * End the casino session: asks the final cash and stamps the departure date and time now. It is the casino session's edit (one save
 * path, checked against the version the row was read at), so a change made elsewhere meanwhile is not overwritten.
 */
export function EndCasinoSessionDialog({ casinoSession, onOpenChange }: Props) {
  return (
    <Dialog open={!!casinoSession} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>End Casino Session</DialogTitle>
          <DialogDescription>
            {casinoSession && <CashInLine session={casinoSession} />}
            Departure is recorded as now.
          </DialogDescription>
        </DialogHeader>
        {casinoSession && <EndCasinoSessionForm key={casinoSession.id} casinoSession={casinoSession} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EndCasinoSessionForm({ casinoSession, onDone }: { casinoSession: CasinoSession; onDone(): void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { final_cash: '' } });
  const save = useSaveCasinoSession(casinoSession, { onDone });
  const onSubmit = ({ final_cash }: Values) => {
    const now = new Date();
    const values = casinoSessionSchema.safeParse({
      ...casinoSessionFormValues(casinoSession),
      final_cash,
      departure_date: todayLocal(now),
      departure_time: nowTimeHHmm(now),
    });
    // E.g. an arrival typed later than now: say so here rather than save a departure before it.
    if (!values.success) return form.setError('final_cash', { message: values.error.issues[0]?.message });
    save.save(values.data);
  };
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4" aria-label="End casino session">
        <MoneyField control={form.control} name="final_cash" label="Final cash" required description="The cash you leave with." />
        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={save.isPending} pendingText="Saving...">
            End Session
          </SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}

function CashInLine({ session }: { session: CasinoSession }) {
  return (
    <>
      {casinoName(session)}: cash in {formatCurrency(toNumber(session.total_cash_in))}.{' '}
    </>
  );
}
