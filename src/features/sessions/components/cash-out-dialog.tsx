import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MoneyField } from '@/components/form/money-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { localTimestamp } from '@/lib/calendar';
import { formatCurrency, parseMoneyInput, roundMoney, toNumber } from '@/lib/money';
import { moneyTextSchema } from '@/lib/money-schema';
import { useCashOutMachine } from '../api/save-live-machine';
import { slotMachineName, type SlotSession } from '../lib/session-rows';

const schema = z.object({ ticket: moneyTextSchema('Ticket value') });
type Values = z.infer<typeof schema>;

type Props = { machine: SlotSession | null; onOpenChange(open: boolean): void };

/** "coin in $65.00, of it $25.00 free play (your own money in: $40.00)": the free play is said wherever the money in is. */
function moneyInWords(machine: SlotSession): string {
  const coinIn = toNumber(machine.coins_in);
  const freePlay = toNumber(machine.free_play);
  const base = `coin in ${formatCurrency(coinIn)}`;
  if (freePlay <= 0) return base;
  return `${base}, of it ${formatCurrency(freePlay)} free play (your own money in: ${formatCurrency(roundMoney(coinIn - freePlay))})`;
}

/** Cash out: asks the ticket value and ends the live session now (its money out, end date and time). */
export function CashOutDialog({ machine, onOpenChange }: Props) {
  return (
    <Dialog open={!!machine} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cash out</DialogTitle>
          <DialogDescription>
            {machine ? `${slotMachineName(machine)}: ${moneyInWords(machine)}. ` : ''}
            Enter the ticket value (0 if nothing is left).
          </DialogDescription>
        </DialogHeader>
        {machine && <CashOutForm key={machine.id} sessionId={machine.id} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CashOutForm({ sessionId, onDone }: { sessionId: string; onDone(): void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { ticket: '' } });
  // A lost race closes the dialog too: the card shows what was saved (the lists refetch on a refusal).
  const cashOut = useCashOutMachine(sessionId, { onSettled: onDone });
  const onSubmit = ({ ticket }: Values) => {
    // The player's wall clock, as every date and time is stored.
    const [end_date, end_time] = localTimestamp().split('T');
    cashOut.save({ ticket: parseMoneyInput(ticket) ?? 0, end_date, end_time });
  };
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4" aria-label="Cash out">
        <MoneyField control={form.control} name="ticket" label="Ticket value" required />
        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={cashOut.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={cashOut.isPending} pendingText="Cashing out...">
            Cash out
          </SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
