import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playLimitKeys } from '@/api/play-limits';
import { CoolOffConfirmHost } from './cool-off-confirm-host';
import { AuthContext } from '@/lib/auth-context';
import { fakeAuth } from '@/test/render';
import { useCoolOffConfirm } from '@/api/cool-off-confirm';

function Probe() {
  const confirm = useCoolOffConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={() => void confirm('Add cash').then((ok) => setAnswer(String(ok)))}>
        Add
      </button>
      <output aria-label="Answer">{answer}</output>
      <CoolOffConfirmHost />
    </>
  );
}

function renderWith(pausedUntil: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Offline: the hook goes by the limits kept on the device (no request in a unit test).
  client.setQueryData(playLimitKeys.row('user-1'), { paused_until: pausedUntil } as never);
  render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={fakeAuth({ email: 'p@example.com' })}>
        <Probe />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

const answer = () => screen.getByRole('status', { name: 'Answer' });

describe('useCoolOffConfirm', () => {
  beforeEach(() => onlineManager.setOnline(false));
  afterEach(() => onlineManager.setOnline(true));

  it('goes ahead at once when there is no pause, or it has ended', async () => {
    renderWith(new Date(Date.now() - 60_000).toISOString());
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks a second time during a pause, naming it, and answers with the choice', async () => {
    renderWith(new Date(Date.now() + 24 * 3600_000).toISOString());
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'You paused play' });
    expect(dialog).toHaveTextContent(/You paused play until \w{3} \w{3} \d{1,2}, .+\. Add cash anyway\?/);
    fireEvent.click(screen.getByRole('button', { name: 'Keep my pause' }));
    expect(await screen.findByText('false')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add cash anyway' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
    expect(answer()).toHaveTextContent('true');
  });
});
