import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { SignUpForm } from './sign-up-form';

vi.mock('@/lib/toast', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
const signUp = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase', () => ({ supabase: { auth: { signUp } } }));

const fill = async (label: string, value: string) => userEvent.type(screen.getByLabelText(label), value);

describe('SignUpForm', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows required-field messages under the fields', async () => {
    renderWithProviders(<SignUpForm onSubmitted={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it("flags 'Passwords do not match' and toasts 'Password Mismatch'", async () => {
    renderWithProviders(<SignUpForm onSubmitted={vi.fn()} />);
    await fill('First Name', 'Ada');
    await fill('Last Name', 'Lovelace');
    await fill('Email', 'ada@example.com');
    await fill('Password', 'secret123');
    await fill('Confirm Password', 'secret124');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Password Mismatch', { description: 'Passwords do not match' });
    expect(signUp).not.toHaveBeenCalled();
  });

  it('signs up an app_user and reports an existing account (identities: [])', async () => {
    signUp.mockResolvedValue({ data: { user: { id: 'x', identities: [] }, session: null }, error: null });
    const onSubmitted = vi.fn();
    renderWithProviders(<SignUpForm onSubmitted={onSubmitted} />);
    await fill('First Name', 'Ada');
    await fill('Last Name', 'Lovelace');
    await fill('Email', 'ada@example.com');
    await fill('Password', 'secret123');
    await fill('Confirm Password', 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('ada@example.com'));
    expect(signUp).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret123',
      options: { emailRedirectTo: `${window.location.origin}/`, data: { first_name: 'Ada', last_name: 'Lovelace', user_type: 'app_user' } },
    });
    expect(toast.error).toHaveBeenCalledWith('Account Already Exists', {
      description:
        "This email is already registered. Please check your email for a verification link, or try signing in if you've already verified your account.",
    });
  });
});
