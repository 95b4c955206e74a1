import { screen } from '@testing-library/react';
import { fakeAuth, renderWithProviders } from '@/test/render';
import { AdminRoute } from './admin-route';
import { ProtectedRoute } from './protected-route';

const secret = <p>Protected content</p>;

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
    renderWithProviders(<AdminRoute>{secret}</AdminRoute>, { path: '/admin/dashboard', auth: fakeAuth({ email: 'p@x.co', userType: 'app_user' }) });
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
});
