import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAuth, renderWithProviders } from '@/test/render';
import { SupportButton } from './support-button';
import { TopBar } from './top-bar';

const rpc = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase', () => {
  const channel = { on: () => channel, subscribe: () => channel };
  return { supabase: { rpc, channel: () => channel, removeChannel: vi.fn() } };
});

const note = (id: string, title: string, is_read: boolean) => ({
  notification_id: id,
  title,
  message: `${title} message`,
  notification_type: 'general',
  priority: 'normal',
  action_url: null,
  action_text: null,
  created_at: new Date().toISOString(),
  is_read,
});

/** The first import of a lazy chunk is transformed on demand: slow on a loaded machine. */
const lazyChunk = { timeout: 15_000 };
const player = fakeAuth({ email: 'player@example.com', userType: 'app_user' });

// The menus are separate chunks: a click before they have loaded still opens them.
describe('TopBar (signed in)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    rpc.mockReturnValue({
      abortSignal: () => Promise.resolve({ data: [note('1', 'Welcome', false), note('2', 'Update', true)], error: null }),
    });
  });

  it('shows the unread badge from the shell and opens the notification list', async () => {
    renderWithProviders(<TopBar />, { auth: player });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, lazyChunk);
    expect(within(panel).getByText('1 new')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /Welcome/ })).toBeInTheDocument();
  });

  it('opens the account menu with the e-mail and role', async () => {
    renderWithProviders(<TopBar />, { auth: player });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu', {}, lazyChunk);
    expect(within(menu).getByTestId('user-email')).toHaveTextContent('player@example.com');
    expect(within(menu).getByText('User')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    // The directory's way in on a desktop (the top bar keeps the spec's links; the bottom bar is a phone's).
    expect(within(menu).getByRole('menuitem', { name: 'Casinos' })).toHaveAttribute('href', '/casinos');
  });

  it('signed out: only the Sign In link, no bell or menus', () => {
    renderWithProviders(<TopBar actions={<SupportButton />} />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit support ticket' })).not.toBeInTheDocument();
  });
});

describe('SupportButton', { timeout: 30_000 }, () => {
  it('opens the Submit Support Ticket dialog', async () => {
    renderWithProviders(<SupportButton />, { auth: player });
    await userEvent.click(screen.getByRole('button', { name: 'Submit support ticket' }));
    expect(await screen.findByRole('dialog', { name: 'Submit Support Ticket' }, lazyChunk)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Ticket' })).toBeDisabled());
  });
});
