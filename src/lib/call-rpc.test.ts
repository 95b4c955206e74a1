import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { callRpc, RpcAnswerError, UNREADABLE_ANSWER_TEXT } from './call-rpc';
import { supabase } from './supabase';
import { MONEY_RULE_TEXT, PlayerRefusalError } from './write-errors';
import { WriteRefusedError } from './row-checks';
import { transportFailure } from './offline/transport-failure';

vi.mock('./supabase', () => ({ supabase: { rpc: vi.fn() } }));

type Answer = { data: unknown; error: unknown };
/** supabase.rpc's builder: records range and abortSignal, answers `answer` when awaited. */
function answering(answer: Answer) {
  const seen: { range?: [number, number]; signal?: AbortSignal } = {};
  const call = {
    range: (from: number, to: number) => ((seen.range = [from, to]), call),
    abortSignal: (signal: AbortSignal) => ((seen.signal = signal), call),
    then: (resolve: (a: Answer) => unknown, reject: (e: unknown) => unknown) => Promise.resolve(answer).then(resolve, reject),
  };
  vi.mocked(supabase.rpc).mockReturnValue(call as never);
  return seen;
}

const count = z.object({ count: z.number(), total: z.number() });

describe('callRpc', () => {
  beforeEach(() => vi.mocked(supabase.rpc).mockReset());

  it('calls the function with its arguments, range and signal, and answers the parsed result', async () => {
    const seen = answering({ data: { count: 2, total: 40.5, extra: 'dropped' }, error: null });
    const signal = new AbortController().signal;
    const answer = await callRpc('get_add_cash_summary', { p_start: '2025-01-01', p_end: '2025-12-31' }, count, {
      signal,
      range: [50, 99],
    });
    expect(answer).toEqual({ count: 2, total: 40.5 });
    expect(supabase.rpc).toHaveBeenCalledWith('get_add_cash_summary', { p_start: '2025-01-01', p_end: '2025-12-31' });
    expect(seen).toEqual({ range: [50, 99], signal });
  });

  it('throws an answer of another shape as RpcAnswerError, in words a player can read', async () => {
    answering({ data: { count: '2 rows', total: null }, error: null });
    const failure = await callRpc('get_add_cash_summary', {}, count).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RpcAnswerError);
    expect((failure as RpcAnswerError).message).toBe(UNREADABLE_ANSWER_TEXT);
    expect((failure as RpcAnswerError).rpc).toBe('get_add_cash_summary');
    // Not taken for a lost connection (which would say nothing was sent and offer the outbox's retry).
    expect(transportFailure(failure)).toBeNull();
  });

  it("names a write's record gone elsewhere, and a refusal in the player's words", async () => {
    answering({ data: null, error: { code: 'P0001', message: 'gone', hint: 'gone' } });
    const gone = await callRpc('set_machine_note', { p_session_id: 's', p_note: 'n' }, z.unknown(), { noun: 'session' }).catch(
      (e: unknown) => e,
    );
    expect(gone).toBeInstanceOf(WriteRefusedError);
    expect(gone).toMatchObject({ problem: 'gone', message: 'This session no longer exists' });

    answering({ data: null, error: { code: '23514', message: 'new row violates check constraint "casino_sessions_cash_in_money"' } });
    const money = await callRpc('append_casino_cash', { p_session_id: 's', p_entry_id: 'e', p_amount: -1 }, z.unknown()).catch(
      (e: unknown) => e,
    );
    expect(money).toBeInstanceOf(PlayerRefusalError);
    expect((money as Error).message).toBe(MONEY_RULE_TEXT.money);
  });

  it('throws any other error as it came (a lost connection stays one)', async () => {
    const offline = { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' };
    answering({ data: null, error: offline });
    const failure = await callRpc('get_trips', {}, z.unknown()).catch((e: unknown) => e);
    expect(failure).toBe(offline);
    expect(transportFailure(failure)).toBe('network');
  });
});
