import { act, render, screen, waitFor } from '@testing-library/react';
import { MutationObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { OUTBOX_KEY } from './outbox';
import { useOutboxState } from './use-offline-state';

let renders = 0;
const counted = () => (renders += 1);
function Waiting() {
  const notes = useOutboxState(
    { mutationKey: [OUTBOX_KEY], predicate: (m) => m.state.status === 'pending' },
    (m) => (m.state.variables as { note: string }).note,
  );
  return <p data-testid="waiting">{notes.join(',') || 'none'}</p>;
}

describe('useOutboxState', () => {
  it('shows the outbox as it changes, a burst of changes in one update', async () => {
    const client = new QueryClient();
    // Writes that wait until released, as the outbox's wait for the network.
    const releases: (() => void)[] = [];
    const write = (note: string) =>
      new MutationObserver(client, {
        mutationKey: [OUTBOX_KEY, 'test'],
        mutationFn: () => new Promise<void>((resolve) => releases.push(resolve)),
      })
        .mutate({ note } as never)
        .catch(() => undefined);
    render(
      <QueryClientProvider client={client}>
        <Profiler id="waiting" onRender={counted}>
          <Waiting />
        </Profiler>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('waiting')).toHaveTextContent('none');

    act(() => {
      for (let i = 1; i <= 100; i++) void write(`w${i}`);
    });
    await waitFor(() => expect(screen.getByTestId('waiting').textContent?.split(',')).toHaveLength(100));
    expect(screen.getByTestId('waiting').textContent?.startsWith('w1,w2,w3,')).toBe(true);
    // 100 writes added in one moment (some 200 changes of the outbox): the list re-rendered a handful of times, not 200.
    const before = renders;
    renders = 0;
    expect(before).toBeLessThan(10);

    await act(async () => {
      releases.splice(0).forEach((r) => r());
    });
    await waitFor(() => expect(screen.getByTestId('waiting')).toHaveTextContent('none'));
    expect(renders).toBeLessThan(10);
  });
});
