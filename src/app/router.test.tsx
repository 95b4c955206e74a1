import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext, type AuthState } from '@/lib/auth-context';
import { fakeAuth, LocationProbe } from '@/test/render';
import { AppRoutes } from './router';

vi.mock('@/lib/supabase', () => {
  const channel = { on: () => channel, subscribe: () => channel };
  const empty = { abortSignal: () => Promise.resolve({ data: [], error: null }) };
  return { hasStoredSession: () => false, supabase: { rpc: () => empty, channel: () => channel, removeChannel: vi.fn() } };
});

/** The first import of a lazy route chunk is transformed on demand: slow on a loaded machine. */
const lazyChunk = { timeout: 15_000 };

function renderApp(path: string, auth: AuthState) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

describe('AppRoutes', { timeout: 30_000 }, () => {
  it('renders the lazily loaded sign-in page at /auth', async () => {
    renderApp('/auth', fakeAuth());
    expect(await screen.findByRole('tab', { name: 'Sign In' }, lazyChunk)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor from / to /auth without showing home', async () => {
    renderApp('/', fakeAuth());
    expect(await screen.findByRole('tab', { name: 'Sign In' }, lazyChunk)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('shows only a spinner while the session loads', () => {
    renderApp('/', fakeAuth({ loading: true }));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('renders home with the top bar for a signed-in player', async () => {
    renderApp('/', fakeAuth({ email: 'player@example.com', userType: 'app_user' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back!' }, lazyChunk)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });
});
