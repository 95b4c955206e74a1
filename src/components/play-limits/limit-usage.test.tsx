import { render, screen } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playLimitKeys, type PlayLimitStatus } from '@/api/play-limits';
import { AuthContext } from '@/lib/auth-context';
import { fakeAuth } from '@/test/render';
import { LimitUsage } from './limit-usage';

const LIMITS = {
  casino_session_loss_limit: 500,
  day_loss_limit: 600,
  month_loss_limit: null,
  casino_session_time_limit_minutes: 120,
  paused_until: null,
};

function renderUsage(limits: typeof LIMITS | null, status: PlayLimitStatus) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(playLimitKeys.row('user-1'), limits as never);
  client.setQueryData(playLimitKeys.statusOf('user-1', 'v1'), status);
  return render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={fakeAuth({ email: 'p@example.com' })}>
        <LimitUsage casinoSessionId="v1" />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

describe('LimitUsage', () => {
  // Offline: the cached values are shown and nothing is requested.
  beforeEach(() => onlineManager.setOnline(false));
  afterEach(() => onlineManager.setOnline(true));

  it("shows the casino session's loss and time against its limits", () => {
    renderUsage(LIMITS, {
      now: '2026-03-15T21:00:00',
      limits: LIMITS,
      totals: {
        dayLoss: 550,
        dayInLiveMachine: 0,
        monthLoss: 1260,
        monthInLiveMachine: 0,
        casinoSession: { id: 'v1', active: true, loss: 350, inLiveMachine: 0, minutes: 90 },
      },
    });
    expect(screen.getByText('$350 of $500')).toBeInTheDocument();
    expect(screen.getByText('1 h 30 min of 2 h')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loss limit used' })).toHaveAttribute('aria-valuenow', '70');
    expect(screen.getByRole('progressbar', { name: 'Time limit used' })).toHaveAttribute('aria-valuenow', '75');
    // Day and month limits belong to the banner, not the casino session card.
    expect(screen.queryByText(/\$600/)).toBeNull();
    expect(screen.queryByText(/live machine/)).toBeNull();
  });

  it('says what the loss counts while a machine is live: $220 of $200, $85 of it still in the machine', () => {
    renderUsage(
      { ...LIMITS, casino_session_loss_limit: 200 },
      {
        now: '2026-05-01T21:00:00',
        limits: { ...LIMITS, casino_session_loss_limit: 200 },
        totals: {
          dayLoss: 220,
          dayInLiveMachine: 85,
          monthLoss: 220,
          monthInLiveMachine: 85,
          casinoSession: { id: 'v1', active: true, loss: 220, inLiveMachine: 85, minutes: 60 },
        },
      },
    );
    expect(screen.getByText('$220 of $200')).toBeInTheDocument();
    expect(screen.getByText('Includes $85 still in the live machine, counted as lost until you cash out.')).toBeInTheDocument();
  });

  it('shows nothing when no casino session limit is set', () => {
    const { container } = renderUsage(null, {
      now: '2026-03-15T21:00:00',
      limits: null,
      totals: { dayLoss: 0, dayInLiveMachine: 0, monthLoss: 0, monthInLiveMachine: 0, casinoSession: null },
    });
    expect(container).toBeEmptyDOMElement();
  });
});
