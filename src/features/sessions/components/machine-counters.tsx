import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Plus } from 'lucide-react';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { Shown } from '@/lib/offline/define-write';
import { useSaveMachineNote, useTapMachineCounter } from '../api/save-live-machine';
import type { SlotSession } from '../lib/session-rows';

const noteSchema = z.object({ note: z.string().max(2000, 'A note can be at most 2000 characters') });
type NoteValues = z.infer<typeof noteSchema>;

/**
 * Optional counters on the live machine: "Bonus" hits, each tap its own write (like "+$20": every press
 * counts, queued in order, offline too), the jackpots recorded with the card's Jackpot button (a W2G for this machine
 * counts here, on the server and while it waits on the device), and a running note saved with the session.
 */
export function MachineCounters({ machine }: { machine: Shown<SlotSession> }) {
  const tap = useTapMachineCounter(machine.id);
  const bonuses = machine.bonus_count ?? 0;
  const jackpots = machine.jackpot_count ?? 0;
  const form = useForm<NoteValues>({ resolver: zodResolver(noteSchema), defaultValues: { note: machine.notes ?? '' } });
  const note = useSaveMachineNote(machine.id, { onDone: () => form.reset(form.getValues()) });
  return (
    <div className="mt-3 grid gap-2 border-t pt-3" data-testid="machine-counters">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Count hits (optional)</p>
      <div className="grid grid-cols-2 items-center gap-2">
        <Button
          variant="outline"
          className="h-11 justify-between"
          onClick={() => tap.save('bonus')}
          aria-label={`Count a bonus: ${bonuses} so far`}
        >
          <span className="flex items-center gap-1">
            <Plus aria-hidden />
            Bonus
          </span>
          <span className="font-semibold tabular-nums" data-testid="counter-bonus">
            {bonuses}
          </span>
        </Button>
        <p className="flex h-11 items-center justify-between rounded-md border border-dashed px-3 text-sm">
          <span>Jackpots</span>
          <span className="font-semibold tabular-nums" data-testid="counter-jackpot">
            {jackpots}
          </span>
        </p>
      </div>
      <p className="text-xs text-muted-foreground">Jackpots count when you record one with the Jackpot button.</p>
      <Form {...form}>
        <form
          onSubmit={form.handleSubmit(({ note: text }) => note.save(text))}
          noValidate
          className="flex items-end gap-2"
          aria-label="Machine note"
        >
          <TextField
            control={form.control}
            name="note"
            label="Note"
            placeholder="max bet, denomination 1¢"
            maxLength={2000}
            className="min-w-0 flex-1"
          />
          <SubmitButton variant="outline" className="h-9 shrink-0">
            Save note
          </SubmitButton>
        </form>
      </Form>
    </div>
  );
}
