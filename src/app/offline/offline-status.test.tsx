import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { OfflineStatus } from './offline-status';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A screen's query, shown: fetched at 9:05 AM, its next fetch answered when the test says. */
function Screen({ next }: { next: Promise<string> }) {
  useQuery({ queryKey: ['sessions', 'list'], queryFn: () => next, staleTime: Infinity });
  return null;
}

describe('OfflineStatus after the last change synced', () => {
  it('says "Updating…" while the screen is fetched again, then the time of that fetch, never the old one', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['sessions', 'list'], 'old', { updatedAt: new Date(2026, 2, 14, 9, 5).getTime() });
    const refetch = deferred<string>();
    const sent = deferred<void>();
    render(
      <QueryClientProvider client={client}>
        <Screen next={refetch.promise} />
        <OfflineStatus />
      </QueryClientProvider>,
    );
    // A change waits in the outbox, then reaches the server.
    const write = client
      .getMutationCache()
      .build(client, { mutationKey: ['outbox', 'sessions', 'slot-create'], mutationFn: () => sent.promise });
    void write.execute(undefined);
    expect(await screen.findByText('1 change waiting to sync')).toBeInTheDocument();
    await act(async () => sent.resolve());
    expect(await screen.findByText('All synced')).toBeInTheDocument();
    // The list is being fetched again: its time of 9:05 AM is not "Last updated".
    expect(screen.getByText('Updating…')).toBeInTheDocument();
    expect(screen.queryByText(/Last updated/)).toBeNull();
    await act(async () => refetch.resolve('new'));
    const label = await screen.findByText(/^Last updated /);
    expect(label.textContent).not.toContain('9:05');
    expect(client.getQueryData(['sessions', 'list'])).toBe('new');
  });
});
