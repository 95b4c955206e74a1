import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthContext } from '@/lib/auth-context';
import { createMutationCache } from '@/lib/write-errors';
import { fakeAuth } from '@/test/render';
import { defineWrite } from './define-write';
import { registerWrites } from './register-writes';
import { setOutboxReady } from './outbox-ready';
import { useOutboxSave } from './use-outbox-save';

/**
 * A press made while the write kinds are still being registered (app/offline loads them after sign-in; on a slow
 * start the card is already on screen from the device's copy) is not lost: it is sent once the requests are
 * registered, each press once, in the order pressed. Before, TanStack failed it ("No mutationFn found") and the
 * live machine's "+$20" did nothing (e2e play-limits on a loaded CI machine).
 */
describe('useOutboxSave before the write kinds are registered', () => {
  it('sends every press once, in order, when the registration arrives', async () => {
    const sent: number[] = [];
    const moneyIn = defineWrite<{ id: string; amount: number }>({
      kind: ['test', 'money-in'],
      words: { label: 'Money in', sent: 'Money in added', failed: 'Failed to add money in' },
      row: () => 'machine-1',
      once: (input) => input.id,
      request: async ({ input }) => {
        sent.push(input.amount);
      },
      refresh: [],
    });
    const client = new QueryClient({ mutationCache: createMutationCache(), defaultOptions: { mutations: { retry: false } } });
    let register = () => undefined as void;
    setOutboxReady(new Promise<void>((resolve) => (register = () => (registerWrites(client, [moneyIn]), resolve()))));

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={fakeAuth({ email: 'lena@test.local' })}>{children}</AuthContext.Provider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useOutboxSave(moneyIn), { wrapper });
    act(() => {
      result.current.save({ id: 'press-1', amount: 20 });
      result.current.save({ id: 'press-2', amount: 20 });
      result.current.save({ id: 'press-3', amount: 100 });
    });
    await new Promise((r) => setTimeout(r, 20));
    // Nothing sent, nothing failed: no request is registered yet.
    expect(sent).toEqual([]);
    expect(client.getMutationCache().findAll({ status: 'error' })).toHaveLength(0);

    act(() => register());
    await waitFor(() => expect(sent).toEqual([20, 20, 100]));
    await waitFor(() => expect(client.getMutationCache().findAll({ status: 'success' })).toHaveLength(3));
    expect(client.getMutationCache().findAll({ status: 'error' })).toHaveLength(0);
  });
});
