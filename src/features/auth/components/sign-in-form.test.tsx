import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthError } from '@supabase/supabase-js';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { SignInForm } from './sign-in-form';

vi.mock('@/lib/toast', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
const signInWithPassword = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase', () => ({ supabase: { auth: { signInWithPassword } } }));

const props = () => ({ onForgotPassword: vi.fn(), onUnconfirmedEmail: vi.fn() });

// Typing is slow on a loaded machine.
describe('SignInForm', { timeout: 30_000 }, () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the required-field messages under the fields (schema fetched on submit)', async () => {
    renderWithProviders(<SignInForm {...props()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed e-mail; a failure toasts Sign In Failed with the server message', async () => {
    signInWithPassword.mockResolvedValue({ data: {}, error: new AuthError('Invalid login credentials', 400, 'invalid_credentials') });
    renderWithProviders(<SignInForm {...props()} />);
    await userEvent.type(screen.getByLabelText('Email'), '  player@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(signInWithPassword).toHaveBeenCalledWith({ email: 'player@example.com', password: 'wrong-pass' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Sign In Failed', { description: 'Invalid login credentials' }));
  });

  it('an unconfirmed e-mail toasts Email Verification Required and reports the address', async () => {
    signInWithPassword.mockResolvedValue({ data: {}, error: new AuthError('Email not confirmed', 400, 'email_not_confirmed') });
    const p = props();
    renderWithProviders(<SignInForm {...p} />);
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(p.onUnconfirmedEmail).toHaveBeenCalledWith('new@example.com'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Email Verification Required', { description: 'Email not confirmed' }));
  });
});
