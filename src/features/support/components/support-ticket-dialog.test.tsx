import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { fakeAuth, renderWithProviders } from '@/test/render';
import { SupportTicketDialog } from './support-ticket-dialog';

vi.mock('@/lib/toast', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
const { upsert, single } = vi.hoisted(() => ({ upsert: vi.fn(), single: vi.fn() }));
vi.mock('@/lib/supabase', () => ({ supabase: { from: () => ({ upsert, select: () => ({ eq: () => ({ single }) }) }) } }));

const auth = fakeAuth({ email: 'player@example.com' });
const USER_ID = 'user-1';

function renderDialog(onOpenChange = vi.fn()) {
  renderWithProviders(<SupportTicketDialog open onOpenChange={onOpenChange} />, { auth });
  return { onOpenChange, dialog: screen.getByRole('dialog', { name: 'Submit Support Ticket' }) };
}

// Typing is slow on a loaded machine.
describe('SupportTicketDialog', { timeout: 30_000 }, () => {
  beforeEach(() => vi.clearAllMocks());

  it('keeps submit disabled until subject and description have text after trimming', async () => {
    renderDialog();
    const submit = screen.getByRole('button', { name: 'Submit Ticket' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Subject'), '   ');
    await userEvent.type(screen.getByLabelText('Description'), '  ');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Subject'), 'Help');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Description'), 'x');
    expect(submit).toBeEnabled();
  });

  it('counts description characters live and limits the lengths', async () => {
    renderDialog();
    expect(screen.getByText('0/2000 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Description'), 'Hello');
    expect(screen.getByText('5/2000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText('Description')).toHaveAttribute('maxLength', '2000');
  });

  it('defaults to technical / medium, inserts an open ticket and closes with the success toast', async () => {
    upsert.mockResolvedValue({ error: null });
    single.mockResolvedValue({ data: { id: 't1' }, error: null });
    const { onOpenChange } = renderDialog();
    expect(screen.getByLabelText('Category')).toHaveTextContent('Technical Issue');
    expect(screen.getByLabelText('Priority')).toHaveTextContent('Medium');
    await userEvent.type(screen.getByLabelText('Subject'), '  Stats look wrong ');
    await userEvent.type(screen.getByLabelText('Description'), 'Net is off by a dollar.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Ticket' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(upsert).toHaveBeenCalledWith(
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        user_id: USER_ID,
        user_display_id: 'Unknown User',
        status: 'open',
        subject: 'Stats look wrong',
        category: 'technical',
        priority: 'medium',
        description: 'Net is off by a dollar.',
      },
      { onConflict: 'id', ignoreDuplicates: true },
    );
    expect(toast.success).toHaveBeenCalledWith('Support Ticket Created', {
      description: 'Your support ticket has been submitted successfully. We will get back to you soon.',
    });
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it("toasts 'Error' with the server message, or the default text; the retry sends the same ticket id", async () => {
    upsert.mockResolvedValueOnce({ error: { message: 'new row violates row-level security policy' } });
    const { onOpenChange } = renderDialog();
    await userEvent.type(screen.getByLabelText('Subject'), 'A');
    await userEvent.type(screen.getByLabelText('Description'), 'B');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'new row violates row-level security policy' }));
    expect(onOpenChange).not.toHaveBeenCalled();

    upsert.mockResolvedValueOnce({ error: { message: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to create support ticket' }));
    const [first, second] = upsert.mock.calls.map(([row]) => (row as { id: string }).id);
    expect(second).toBe(first);
  });
});
