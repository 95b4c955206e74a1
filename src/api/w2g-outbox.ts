import type { InfiniteData } from '@tanstack/react-query';
import { defineWrite, markOf, type Write, type RowCache, type Shown } from '@/lib/offline/define-write';
import type { Database } from '@/lib/database.types';
import { jackpotDefaults } from '@/lib/w2g-state';
import type { CreateW2gJackpotInput } from './create-w2g-jackpot';
import { pickerNames, type PickerNames } from './picker-names';
import { JACKPOT_LISTS, SESSIONS_ROOT, W2G_ROOT } from './query-roots';

/**
 * A W2G jackpot recorded, with its photo (a File survives IndexedDB as it is): the W2G form saves it, Reports
 * lists it (marked while it waits). Here because two features share it.
 */

/** The queued jackpot: the create's input as its zod schema takes it. */
export type QueuedJackpot = CreateW2gJackpotInput;

type Jackpots = Database['public']['Tables']['w2g_jackpots']['Row'];
/** A jackpot row as Reports lists it. */
export type JackpotRow = Pick<
  Jackpots,
  | 'id'
  | 'casino_id'
  | 'slot_machine_id'
  | 'jackpot_date'
  | 'jackpot_time'
  | 'amount'
  | 'tax_withheld'
  | 'state'
  | 'state_winnings'
  | 'state_tax_withheld'
  | 'hand_pay'
  | 'w2g_received'
  | 'notes'
  | 'images'
  | 'updated_at'
> & { casino: { name: string } | null; slot_machine: { name: string; slot_name: string | null } | null };

type Range = { start: string; end: string };
export const inRange = (date: string, range: Range | undefined) => !range || (date >= range.start && date <= range.end);

export const jackpotRows: RowCache<JackpotRow> = {
  async hold(client, apply) {
    await client.cancelQueries({ queryKey: JACKPOT_LISTS });
    for (const [key, rows] of client.getQueriesData<Shown<JackpotRow>[] | InfiniteData<unknown>>({ queryKey: JACKPOT_LISTS })) {
      if (!Array.isArray(rows)) continue;
      const range = key[2] as Range | undefined;
      // A new row joins only the lists of its dates.
      client.setQueryData(
        key,
        apply(rows).filter((r) => rows.includes(r) || inRange(r.jackpot_date, range)),
      );
    }
  },
};

/** A W2G jackpot with its photo: uploaded before its row, both under the jackpot's id (made when the form opened), so a resend records it once. */
export const w2gCreate: Write<QueuedJackpot, JackpotRow, PickerNames> = defineWrite<QueuedJackpot, JackpotRow, PickerNames>({
  kind: ['w2g', 'create'],
  words: { label: 'New W2G jackpot', sent: 'Jackpot recorded successfully.', failed: 'Failed to save jackpot', titledError: true },
  row: (input) => input.id,
  creates: () => true,
  request: async ({ userId, input }) => {
    await (await import('./create-w2g-jackpot')).createW2gJackpot(userId, input);
  },
  // A jackpot linked to a slot session moves that session's result (Home's statistics, Sessions): those too.
  refresh: [[W2G_ROOT], [SESSIONS_ROOT]],
  describe: pickerNames,
  project: {
    rows: jackpotRows,
    apply: (rows, w) => {
      const { input } = w;
      if (rows.some((r) => r.id === input.id)) return rows;
      const row: Shown<JackpotRow> = {
        id: input.id,
        casino_id: input.casino_id,
        slot_machine_id: input.slot_machine_id,
        jackpot_date: input.jackpot_date,
        jackpot_time: input.jackpot_time,
        amount: input.amount,
        tax_withheld: input.tax_withheld ?? 0,
        state: input.state ?? null,
        state_winnings: input.state_winnings ?? null,
        state_tax_withheld: input.state_tax_withheld ?? null,
        hand_pay: input.hand_pay ?? false,
        w2g_received: input.w2g_received ?? jackpotDefaults(input.amount, input.jackpot_date).received,
        notes: input.notes || null,
        images: [],
        updated_at: '',
        casino: w.display?.casino ?? null,
        slot_machine: w.display?.slot_machine ?? null,
        ...markOf(w),
      };
      return [row, ...rows];
    },
  },
  fold: (input, waiting) => ({ input, drop: waiting.filter((w) => w2gCreate.is(w) && w.input.id === input.id) }),
});
