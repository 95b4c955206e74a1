import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useCasinoOptions } from '@/api/get-casino-options';
import { useSlotMachineOptions } from '@/api/get-slot-machine-options';
import { DateTimeFields } from '@/components/form/date-time-fields';
import { MoneyField } from '@/components/form/money-field';
import { CasinoField, SlotMachineField } from '@/components/form/picker-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { nowTimeHHmm, parseLocal, todayLocal } from '@/lib/dates';
import { parseMoneyInput } from '@/lib/money';
import { moneyTextSchema } from '@/lib/money-schema';
import { useStartMachine } from '../api/save-live-machine';

export const FUTURE_START_TEXT = 'The start time cannot be in the future.';

const schema = z
  .object({
    casino_id: z.string().min(1, 'Please select a casino'),
    slot_machine_id: z.string().min(1, 'Please select a slot machine'),
    session_date: z.string().min(1, 'Date is required'),
    session_time: z.string().min(1, 'Time is required'),
    coins_in: moneyTextSchema('Money in', { optional: true }),
  })
  // The server refuses a start days ahead too; the form says it first (a minute of clock drift is allowed).
  .refine((v) => !v.session_date || !v.session_time || parseLocal(v.session_date, v.session_time).getTime() <= Date.now() + 60_000, {
    path: ['session_time'],
    message: FUTURE_START_TEXT,
  });
type Values = z.infer<typeof schema>;

type Props = { open: boolean; casinoId: string | null; onOpenChange(open: boolean): void };

/** Start a machine: which machine (catalog, or "Not listed" with a name), the start time (now) and any money put in. */
export function StartMachineDialog({ open, casinoId, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Start a machine</DialogTitle>
          <DialogDescription>A live session: add money as you play and cash out with the ticket value.</DialogDescription>
        </DialogHeader>
        {open && <StartMachineForm casinoId={casinoId} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function StartMachineForm({ casinoId, onDone }: { casinoId: string | null; onDone(): void }) {
  const casinos = useCasinoOptions();
  const machines = useSlotMachineOptions();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      casino_id: casinoId ?? '',
      slot_machine_id: '',
      session_date: todayLocal(),
      session_time: nowTimeHHmm(),
      coins_in: '',
    },
  });
  const start = useStartMachine({ onDone });
  const onSubmit = (v: Values) =>
    start.save({
      casino_id: v.casino_id,
      slot_machine_id: v.slot_machine_id,
      session_date: v.session_date,
      session_time: v.session_time,
      coins_in: parseMoneyInput(v.coins_in) ?? 0,
    });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4" aria-label="Start a machine">
        <CasinoField control={form.control} name="casino_id" label="Casino" options={casinos.options} loading={casinos.isLoading} />
        <SlotMachineField
          control={form.control}
          name="slot_machine_id"
          label="Slot Machine"
          options={machines.options}
          loading={machines.isLoading}
        />
        <div className="grid grid-cols-2 gap-3">
          <DateTimeFields
            control={form.control}
            dateName="session_date"
            timeName="session_time"
            dateLabel="Start date"
            timeLabel="Start time"
            required
          />
        </div>
        <MoneyField control={form.control} name="coins_in" label="Money in (optional)" quickAdd />
        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={start.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={start.isPending} pendingText="Starting...">
            Start
          </SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
