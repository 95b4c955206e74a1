import { withSeconds } from '@/lib/dates';
import type { WriteVersion } from '@/lib/offline/define-write';
import { roundMoney } from '@/lib/money';
import { supabase } from '@/lib/supabase';
import { callRpc, rpcFailure } from '@/lib/call-rpc';
import { INSERT_ONCE } from '@/lib/writes';
import { NOT_AUTHENTICATED } from '@/lib/offline/outbox';
import { readVersion, writeVersionSchema } from '@/api/row-version';

/**
 * A live machine session: a slot session row started at the machine (is_live), money put in while
 * it runs (rpc add_live_money, once per entry id), and Cash out (rpc cash_out_live_session: only while live,
 * so of two devices exactly one wins). Each carries a client-made id, so an outbox replay writes nothing twice.
 */

export type StartMachineInput = {
  id: string;
  casino_id: string;
  slot_machine_id: string;
  session_date: string;
  session_time: string;
  coins_in: number;
};
/** `freePlay`: the amount was the casino's free play, not the player's own money. */
export type MachineMoneyInput = { sessionId: string; entryId: string; amount: number; freePlay?: boolean };
export type CashOutInput = { sessionId: string; cashOutId: string; ticket: number; end_date: string; end_time: string };

/**
 * Starts the live session once (a repeat of its id is the same success); a second live machine is refused.
 * Answers with the version of the row it created (read only when the id was there already).
 */
export async function startMachine(userId: string | undefined, { id, ...input }: StartMachineInput): Promise<WriteVersion> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { data, error } = await supabase
    .from('gambling_sessions')
    .upsert(
      {
        ...input,
        session_time: withSeconds(input.session_time),
        coins_in: roundMoney(input.coins_in),
        coins_out: 0,
        is_live: true,
        id,
        user_id: userId,
      },
      INSERT_ONCE,
    )
    .select('updated_at');
  if (error) throw rpcFailure(error, 'session');
  return { from: '', to: data?.[0]?.updated_at ?? (await readVersion('gambling_sessions', id)) };
}

/** Adds money in to the live session in one statement in the database; a repeated entry id adds nothing. */
export async function addMachineMoney(userId: string | undefined, input: MachineMoneyInput): Promise<WriteVersion> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const args = {
    p_session_id: input.sessionId,
    p_entry_id: input.entryId,
    p_amount: roundMoney(input.amount),
    p_free_play: input.freePlay ?? false,
  };
  return callRpc('add_live_money', args, writeVersionSchema, { noun: 'session' });
}

/** Cashes the live session out with the ticket value, if it is still live (else: "already cashed out"). */
export async function cashOutMachine(userId: string | undefined, input: CashOutInput): Promise<WriteVersion> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  return callRpc(
    'cash_out_live_session',
    {
      p_session_id: input.sessionId,
      p_cash_out_id: input.cashOutId,
      p_ticket: roundMoney(input.ticket),
      p_end_date: input.end_date,
      p_end_time: withSeconds(input.end_time),
    },
    writeVersionSchema,
    { noun: 'session' },
  );
}
