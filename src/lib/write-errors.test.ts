import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { WriteRefusedError } from './writes';
import { createMutationCache, failureMeta, onWriteError } from './write-errors';

vi.mock('@/lib/toast', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() }) }));

const NO_CONNECTION = 'No connection, so nothing was saved. Your entries are still here: press the button again to retry.';
const NO_ANSWER =
  'The server did not answer, so nothing may have been saved. Your entries are still here: press the button again to retry.';

describe('onWriteError: the one toast of a failed mutation, from its meta', () => {
  beforeEach(() => vi.clearAllMocks());

  it('says nothing for a mutation without errorText (it shows its failure in place)', () => {
    onWriteError(new Error('boom'), undefined);
    onWriteError(new Error('boom'), { label: 'Slot session' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("titles any other failure 'Error' over errorText, or over the server's message with serverText", () => {
    onWriteError(new Error('permission denied for table casinos'), { errorText: 'Failed to delete' });
    onWriteError({ message: 'duplicate key value violates unique constraint' }, { errorText: 'Failed to post', serverText: true });
    onWriteError({ message: '  ' }, { errorText: 'Failed to post', serverText: true });
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      ['Error', { description: 'Failed to delete' }],
      ['Error', { description: 'duplicate key value violates unique constraint' }],
      ['Error', { description: 'Failed to post' }],
    ]);
  });

  it("puts a refusal the player caused in their words: an amount the money rule refuses, another player's row", () => {
    const meta = { errorText: 'Failed to save', serverText: true };
    const check = (constraint: string) => ({
      code: '23514',
      message: `new row for relation "t" violates check constraint "${constraint}"`,
    });
    onWriteError(check('gambling_sessions_coins_in_money'), meta);
    onWriteError(check('trip_costs_amount_money_above_zero'), meta);
    onWriteError(check('casino_win_loss_statements_net_win_loss_money_signed'), meta);
    onWriteError({ code: '22003', message: 'numeric field overflow' }, meta);
    onWriteError({ code: '22P02', message: 'invalid input syntax for type numeric: "abc"' }, meta);
    onWriteError({ code: '42501', message: 'This slot session is not yours', hint: 'not_yours' }, meta);
    // A check that is not a money rule keeps the server's message.
    onWriteError(check('gambling_sessions_free_play_within_money_in'), meta);
    expect(vi.mocked(toast.error).mock.calls.map(([, options]) => options?.description)).toEqual([
      'Amounts must be numbers from $0 to $999,999,999.99',
      'Amounts must be numbers above $0, up to $999,999,999.99',
      'Amounts must be numbers from -$999,999,999.99 to $999,999,999.99',
      'Amounts must be at most $999,999,999.99',
      'Amounts must be numbers',
      'This slot session is not yours',
      'new row for relation "t" violates check constraint "gambling_sessions_free_play_within_money_in"',
    ]);
  });

  it('takes errorTitle where the spec names the title, and words that read the error', () => {
    const duplicate = { message: 'duplicate key value violates unique constraint "one_report"' };
    onWriteError(duplicate, {
      errorTitle: 'Notice',
      errorText: (e) => (/duplicate/.test((e as Error).message) ? 'You already reported this post.' : 'Failed to report'),
    });
    expect(toast.error).toHaveBeenCalledWith('Notice', { description: 'You already reported this post.' });
  });

  it('hands the mutation variables to words declared with failureMeta', () => {
    const meta = failureMeta<{ searchQuery: string }>({
      errorText: (_e, input) => (input.searchQuery === 'all' ? 'Failed to perform comprehensive scrape' : 'Failed to scrape casino data'),
    });
    onWriteError(new Error('x'), meta, { searchQuery: 'all' });
    onWriteError(new Error('x'), meta, { searchQuery: 'Nevada' });
    expect(vi.mocked(toast.error).mock.calls.map(([, data]) => data?.description)).toEqual([
      'Failed to perform comprehensive scrape',
      'Failed to scrape casino data',
    ]);
  });

  it('titles a transport failure with errorText (or errorTitle) over the connection words', () => {
    onWriteError(new TypeError('Failed to fetch'), { errorText: 'Failed to update post', serverText: true });
    onWriteError({ message: 'Bad gateway', status: 502 }, { errorText: 'Update failed' });
    onWriteError(new TypeError('Failed to fetch'), { errorTitle: 'Sign In Failed', errorText: 'Invalid login credentials' });
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      ['Failed to update post', { description: NO_CONNECTION }],
      ['Update failed', { description: NO_ANSWER }],
      ['Sign In Failed', { description: NO_CONNECTION }],
    ]);
  });

  it('says why a write was refused, one toast at a time, with Reload only for changed or deleted elsewhere', () => {
    const onReload = vi.fn();
    onWriteError(new WriteRefusedError('stale', 'This post was changed elsewhere'), { errorText: 'Failed to update post', onReload });
    onWriteError(new WriteRefusedError('forbidden', 'You no longer have permission'), { errorText: 'Failed to update post', onReload });
    const [[staleTitle, stale], [forbiddenTitle, forbidden]] = vi.mocked(toast.error).mock.calls;
    expect(staleTitle).toBe('This post was changed elsewhere');
    expect(stale).toMatchObject({
      id: 'write-refused',
      description: 'Someone changed it after you opened it. Reload to see the latest version, then make your change again.',
      action: { label: 'Reload' },
      duration: Infinity,
    });
    (stale?.action as unknown as { onClick(): void }).onClick();
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(forbiddenTitle).toBe('You no longer have permission');
    expect(forbidden).toEqual({
      id: 'write-refused',
      description: 'Your account can no longer change it.',
      action: undefined,
      duration: undefined,
    });
  });
});

describe('createMutationCache', () => {
  beforeEach(() => vi.clearAllMocks());

  it("raises the toast a failed mutation's meta names, once", async () => {
    const client = new QueryClient({ mutationCache: createMutationCache() });
    const observer = new MutationObserver(client, {
      mutationFn: () => Promise.reject(new Error('new row violates row-level security policy')),
      meta: { errorText: 'Failed to add comment', serverText: true },
    });
    await expect(observer.mutate()).rejects.toThrow('row-level security');
    expect(vi.mocked(toast.error).mock.calls).toEqual([['Error', { description: 'new row violates row-level security policy' }]]);
  });
});
