import { z } from 'zod';
import type { WriteVersion } from '@/lib/offline/define-write';
import { parseMoneyInput, roundMoney } from '@/lib/money';
import { moneyTextSchema } from '@/lib/money-schema';
import { callRpc } from '@/lib/call-rpc';
import { CASH_SOURCES, composeAddCashNote } from '../lib/add-cash';
import { NOT_AUTHENTICATED } from '@/lib/offline/outbox';
import { writeVersionSchema } from '@/api/row-version';

/** The Add Cash form as typed: amount and source are required; fee and extra note are optional. */
export const addCashFormSchema = z.object({
  amount: moneyTextSchema('Amount'),
  source: z.string().refine((v) => (CASH_SOURCES as readonly string[]).includes(v), 'Source is required'),
  fee: moneyTextSchema('Fee', { optional: true }),
  extraNote: z.string().max(500, 'At most 500 characters'),
});
export type AddCashFormValues = z.infer<typeof addCashFormSchema>;

/** The entry to append: amount and the composed note. */
export const addCashSchema = addCashFormSchema.transform((v) => ({
  amount: parseMoneyInput(v.amount) ?? 0,
  note: composeAddCashNote(v.source, parseMoneyInput(v.fee), v.extraNote),
}));
export type AddCashEntry = z.output<typeof addCashSchema>;
/** The entry to append to a casino session; `entryId` is made when the form opens, so a retry appends nothing. */
export type AddCashInput = AddCashEntry & { sessionId: string; entryId: string };

/**
 * Appends {id, amount, timestamp, note} to a casino session's additional_cash in one statement in the database
 * (rpc append_casino_cash, under the caller's RLS): concurrent adds from two devices both stay, and a repeated
 * entry id appends nothing. Answers with the versions it moved the row from and to.
 */
export async function addCasinoCash(userId: string | undefined, input: AddCashInput): Promise<WriteVersion> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const args = {
    p_session_id: input.sessionId,
    p_entry_id: input.entryId,
    p_amount: roundMoney(input.amount),
    p_note: input.note || undefined,
  };
  return callRpc('append_casino_cash', args, writeVersionSchema, { noun: 'session' });
}
