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

/** The same list with the answered writes held while the outbox drains (what the session lists show). */
function Held() {
  const notes = useOutboxState(
    { mutationKey: [OUTBOX_KEY], predicate: (m) => m.state.status === 'pending' || m.state.status === 'error' },
    (m) => `${(m.state.variables as { note: string }).note}${m.state.status === 'error' ? ' refused' : ''}`,
    { holdAnswered: true },
  );
  return <p data-testid="held">{notes.join(',') || 'none'}</p>;
}

/** Lets the outbox's throttled updates run (its OUTBOX_UI_MS and then some). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 400)));

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

  it('holds the answered writes while the outbox drains; a new or refused write shows at once', async () => {
    const client = new QueryClient();
    const answers = new Map<string, { resolve(): void; reject(e: Error): void }>();
    const write = (note: string) =>
      new MutationObserver(client, {
        mutationKey: [OUTBOX_KEY, 'test'],
        mutationFn: () => new Promise<void>((resolve, reject) => answers.set(note, { resolve, reject })),
      })
        .mutate({ note } as never)
        .catch(() => undefined);
    render(
      <QueryClientProvider client={client}>
        <Waiting />
        <Held />
      </QueryClientProvider>,
    );
    act(() => {
      for (const note of ['a', 'b', 'c', 'd']) void write(note);
    });
    await waitFor(() => expect(screen.getByTestId('held')).toHaveTextContent(/^a,b,c,d$/));

    // a and b answered, c and d still to send: the plain list drops them, the held one keeps its rows.
    await act(async () => {
      answers.get('a')?.resolve();
      answers.get('b')?.resolve();
    });
    await waitFor(() => expect(screen.getByTestId('waiting')).toHaveTextContent(/^c,d$/));
    await settle();
    expect(screen.getByTestId('held')).toHaveTextContent(/^a,b,c,d$/);

    // c refused: shown at once, with the answered ones gone.
    await act(async () => answers.get('c')?.reject(new Error('refused')));
    await waitFor(() => expect(screen.getByTestId('held')).toHaveTextContent(/^c refused,d$/));

    // A write made now shows at once too.
    act(() => void write('e'));
    await waitFor(() => expect(screen.getByTestId('held')).toHaveTextContent(/^c refused,d,e$/));

    // Nothing left to send: the answered writes leave.
    await act(async () => {
      answers.get('d')?.resolve();
      answers.get('e')?.resolve();
    });
    await waitFor(() => expect(screen.getByTestId('held')).toHaveTextContent(/^c refused$/));
  });
});
