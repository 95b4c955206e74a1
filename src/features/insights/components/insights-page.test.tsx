import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { supabase } from '@/lib/supabase';
import { fakeAuth, renderWithProviders } from '@/test/render';
import { InsightsPage, NO_PLAY_TEXT } from './insights-page';

vi.mock('@/lib/supabase', () => ({ supabase: { rpc: vi.fn() } }));

/** get_play_insights answers `data` (through the app's one RPC path, callRpc). */
function insightsAnswer(data: unknown) {
  const call = {
    abortSignal: () => call,
    then: (resolve: (a: unknown) => unknown) => Promise.resolve({ data, error: null }).then(resolve),
  };
  vi.mocked(supabase.rpc).mockReturnValue(call as never);
}

const render = () => renderWithProviders(<InsightsPage />, { auth: fakeAuth({ email: 'p@example.com' }) });

describe('Insights reads a checked answer', () => {
  beforeEach(() => vi.mocked(supabase.rpc).mockReset());

  it('shows a period without play', async () => {
    insightsAnswer({ period: null, previous: null, lifetime: null, rows: [], biggest_w2g: null });
    render();
    expect(await screen.findByText(NO_PLAY_TEXT)).toBeInTheDocument();
    expect(supabase.rpc).toHaveBeenCalledWith('get_play_insights', expect.objectContaining({ p_group: expect.any(String) }));
  });

  it('shows its error, not a blank or broken screen, when the answer has another shape', async () => {
    // A server of another version: rows is no list, the period's figures are text.
    insightsAnswer({ period: { sessions: 'many' }, previous: null, lifetime: null, rows: {}, biggest_w2g: null });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your insights.');
    expect(screen.queryByText(NO_PLAY_TEXT)).not.toBeInTheDocument();
  });
});
