import { screen } from '@testing-library/react';
import { fakeAuth, renderWithProviders } from '@/test/render';
import { AdminRoute } from './admin-route';
import { ProtectedRoute } from './protected-route';

const secret = <p>Protected content</p>;

/** The project setting "administrators must use two-step verification", as the admin route reads it. */
const requiresMfa = vi.hoisted(() => ({ value: false }));
vi.mock('@/features/admin-users/api/security-settings', () => ({
  useAdminRequiresMfa: () => ({ isPending: false, data: requiresMfa.value }),
}));
beforeEach(() => {
  requiresMfa.value = false;
});

describe('ProtectedRoute', () => {
  it('redirects a signed-out visitor to /auth', async () => {
    renderWithProviders(<ProtectedRoute>{secret}</ProtectedRoute>, { path: '/sessions' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });

  it('shows a spinner, not the content, while the session is loading', () => {
    renderWithProviders(<ProtectedRoute>{secret}</ProtectedRoute>, { auth: fakeAuth({ loading: true }) });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });

  it('renders the page for a signed-in user', () => {
    renderWithProviders(<ProtectedRoute>{secret}</ProtectedRoute>, { auth: fakeAuth({ email: 'a@b.co', userType: 'app_user' }) });
    expect(screen.getByText('Protected content')).toBeInTheDocument();
  });
});

describe('AdminRoute', () => {
  it('sends an unauthenticated visitor to /admin/auth', async () => {
    renderWithProviders(<AdminRoute>{secret}</AdminRoute>, { path: '/admin/dashboard' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/auth');
  });

  it('sends a signed-in non-admin to /', async () => {
    renderWithProviders(<AdminRoute>{secret}</AdminRoute>, {
      path: '/admin/dashboard',
      auth: fakeAuth({ email: 'p@x.co', userType: 'app_user' }),
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });

  it('waits for the account type before deciding', () => {
    renderWithProviders(<AdminRoute>{secret}</AdminRoute>, { auth: fakeAuth({ email: 'a@x.co', userTypeLoading: true }) });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('renders the page for an admin', () => {
    renderWithProviders(<AdminRoute>{secret}</AdminRoute>, { auth: fakeAuth({ email: 'a@x.co', userType: 'admin_user' }) });
    expect(screen.getByText('Protected content')).toBeInTheDocument();
  });

  it('asks an admin with a verified factor for the code while the session is aal1', async () => {
    renderWithProviders(<AdminRoute>{secret}</AdminRoute>, {
      auth: { ...fakeAuth({ email: 'a@x.co', userType: 'admin_user' }), mfaRequired: true },
    });
    // The code screen is fetched when needed (app/guards/lazy-mfa-challenge.tsx).
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });

  it('sends an admin without a factor to set one up while the project requires it', () => {
    requiresMfa.value = true;
    renderWithProviders(<AdminRoute>{secret}</AdminRoute>, { auth: fakeAuth({ email: 'a@x.co', userType: 'admin_user' }) });
    expect(screen.getByText('Two-step verification required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Account → Security' })).toHaveAttribute('href', '/account');
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });
});

describe('ProtectedRoute with two-step verification', () => {
  it('shows the code screen, not the page, while an enrolled account is at aal1', async () => {
    renderWithProviders(<ProtectedRoute>{secret}</ProtectedRoute>, {
      auth: { ...fakeAuth({ email: 'a@b.co', userType: 'app_user' }), mfaRequired: true },
    });
    // The code screen is fetched when needed (app/guards/lazy-mfa-challenge.tsx).
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByText(/^Lost your phone\? Sign out, then use/)).toBeInTheDocument();
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });
});
