import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Plus } from 'lucide-react';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { Shown } from '@/lib/offline/define-write';
import { useSaveMachineNote, useTapMachineCounter } from '../api/save-session';
import type { MachineCounter } from '../api/machine-counters';
import type { SlotSession } from '../lib/session-rows';

const COUNTERS: { counter: MachineCounter; name: string; field: 'bonus_count' | 'jackpot_count' }[] = [
  { counter: 'bonus', name: 'Bonus', field: 'bonus_count' },
  { counter: 'jackpot', name: 'Jackpot', field: 'jackpot_count' },
];

const noteSchema = z.object({ note: z.string().max(2000, 'A note can be at most 2000 characters') });
type NoteValues = z.infer<typeof noteSchema>;

/**
 * Optional counters on the live machine (issue 38): "Bonus" and "Jackpot" hits, each tap its own write (like
 * "+$20": every press counts, queued in order, offline too), and a running note saved with the session.
 */
export function MachineCounters({ machine }: { machine: Shown<SlotSession> }) {
  const tap = useTapMachineCounter(machine.id);
  const form = useForm<NoteValues>({ resolver: zodResolver(noteSchema), defaultValues: { note: machine.notes ?? '' } });
  const note = useSaveMachineNote(machine.id, { onDone: () => form.reset(form.getValues()) });
  return (
    <div className="mt-3 grid gap-2 border-t pt-3" data-testid="machine-counters">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Count hits (optional)</p>
      <div className="grid grid-cols-2 gap-2">
        {COUNTERS.map(({ counter, name, field }) => {
          const count = machine[field] ?? 0;
          return (
            <Button
              key={counter}
              variant="outline"
              className="h-11 justify-between"
              onClick={() => tap.save(counter)}
              aria-label={`Count a ${name.toLowerCase()}: ${count} so far`}
            >
              <span className="flex items-center gap-1">
                <Plus aria-hidden />
                {name}
              </span>
              <span className="font-semibold tabular-nums" data-testid={`counter-${counter}`}>
                {count}
              </span>
            </Button>
          );
        })}
      </div>
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
