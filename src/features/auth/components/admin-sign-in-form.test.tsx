import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { AdminSignInForm } from './admin-sign-in-form';

vi.mock('@/lib/toast', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
const verifyAdminEmail = vi.hoisted(() => vi.fn());
vi.mock('../api/verify-admin-email', () => ({ verifyAdminEmail }));
const signInWithPassword = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase', () => ({ supabase: { auth: { signInWithPassword } } }));

async function submit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Admin Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In to Admin Console' }));
}

describe('AdminSignInForm', () => {
  beforeEach(() => vi.clearAllMocks());

  it("requires both fields: 'Please fill in all fields'", async () => {
    renderWithProviders(<AdminSignInForm onSignedIn={vi.fn()} onForgotPassword={vi.fn()} />);
    await submit('', '');
    expect(await screen.findAllByText('Please fill in all fields')).toHaveLength(2);
    expect(verifyAdminEmail).not.toHaveBeenCalled();
  });

  it("checks the e-mail pattern: 'Please enter a valid email address'", async () => {
    renderWithProviders(<AdminSignInForm onSignedIn={vi.fn()} onForgotPassword={vi.fn()} />);
    await submit('not-an-email', 'pw');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('refuses a non-admin e-mail before signing in', async () => {
    verifyAdminEmail.mockResolvedValue(false);
    renderWithProviders(<AdminSignInForm onSignedIn={vi.fn()} onForgotPassword={vi.fn()} />);
    await submit('  Boss@Casino.COM ', 'pw');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Admin Sign In Failed', { description: 'Invalid admin credentials' }));
    expect(verifyAdminEmail).toHaveBeenCalledWith('boss@casino.com');
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it("maps a failing verification call to 'Login failed'", async () => {
    verifyAdminEmail.mockRejectedValue(new Error('boom'));
    renderWithProviders(<AdminSignInForm onSignedIn={vi.fn()} onForgotPassword={vi.fn()} />);
    await submit('boss@casino.com', 'pw');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Admin Sign In Failed', { description: 'Login failed' }));
    expect(signInWithPassword).not.toHaveBeenCalled();
  });
});
