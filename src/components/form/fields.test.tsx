import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { moneyTextSchema } from '@/lib/money-schema';
import { CheckboxField, CheckboxGroupField, SwitchField } from './choice-fields';
import { DateTimeFields } from './date-time-fields';
import { MoneyField } from './money-field';
import { SelectField } from './select-field';
import { TextareaField, TextField } from './text-field';

// Radix measures sizes and captures the pointer; jsdom has neither.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

const schema = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  notes: z.string().max(20),
  amount: moneyTextSchema('Money In'),
  fee: moneyTextSchema('Fee', { optional: true }),
  date: z.string().min(1, 'Date is required'),
  time: z.string(),
  kind: z.string().min(1, 'Kind is required'),
  casinoType: z.string(),
  public: z.boolean(),
  agree: z.boolean(),
  amenities: z.array(z.string()),
});
type Values = z.infer<typeof schema>;

const defaults: Values = {
  title: '',
  notes: 'hello',
  amount: '',
  fee: '',
  date: '',
  time: '09:30',
  kind: '',
  casinoType: '',
  public: true,
  agree: false,
  amenities: ['Spa'],
};

function TestForm({ onSubmit, pending = false }: { onSubmit(values: Values): void; pending?: boolean }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <TextField control={form.control} name="title" label="Title" description="Shown to players." />
        <TextareaField control={form.control} name="notes" label="Notes" maxLength={20} showCount countSuffix=" characters" />
        <MoneyField control={form.control} name="amount" label="Money In" quickAdd required />
        <MoneyField control={form.control} name="fee" label="Fee" />
        <DateTimeFields control={form.control} dateName="date" timeName="time" dateLabel="Date" timeLabel="Time" />
        <SelectField
          control={form.control}
          name="kind"
          label="Kind"
          placeholder="Pick one"
          options={['Alpha', { value: 'b', label: 'Beta' }]}
        />
        <SelectField control={form.control} name="casinoType" label="Casino Type" options={['Native']} none={{ label: 'Not specified' }} />
        <SwitchField control={form.control} name="public" label="Public" description="Visible to everyone" />
        <CheckboxField control={form.control} name="agree" label="I agree" />
        <CheckboxGroupField control={form.control} name="amenities" label="Amenities" options={['Pool', 'Spa']} />
        <SubmitButton pending={pending}>Save</SubmitButton>
      </form>
    </Form>
  );
}

describe('form layer fields', { timeout: 30_000 }, () => {
  it('labels every control and links description and error by aria-describedby / aria-invalid', async () => {
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAccessibleDescription('Shown to players.');
    expect(title).toHaveAttribute('aria-invalid', 'false');
    // No description: nothing dangling in aria-describedby.
    expect(screen.getByLabelText('Money In')).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Time')).toHaveValue('09:30');
    expect(screen.getByText('5/20 characters')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Shown to players. Title is required');
    expect(screen.getByLabelText('Money In')).toHaveAccessibleDescription('Money In is required');
    expect(screen.getByText('Date is required')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Fee/, { selector: '[role=alert]' })).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('MoneyField keeps what is typed, formats an amount on blur and quick-adds', async () => {
    render(<TestForm onSubmit={vi.fn()} />);
    const money = screen.getByLabelText('Money In');
    await userEvent.type(money, '$1234.56');
    expect(money).toHaveValue('$1234.56');
    fireEvent.blur(money);
    expect(money).toHaveValue('1,234.56');
    await userEvent.click(screen.getByRole('button', { name: 'Add $100 to Money In' }));
    expect(money).toHaveValue('1,334.56');
    expect(screen.getByRole('group', { name: 'Quick add to Money In' })).toBeInTheDocument();
    // The optional field has no quick-add buttons.
    expect(screen.queryByRole('button', { name: /to Fee/ })).toBeNull();
  });

  it('MoneyField answers each slip at once under the field and keeps it as typed (never "1e9" as 19, "-5" as 5)', async () => {
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    const money = screen.getByLabelText('Money In');
    const slips: [string, string][] = [
      ['-5', 'Money In must be 0 or more'],
      ['1e9', 'Money In must be written in digits, e.g. 1,500 or 12.50'],
      ['abc', 'Money In must be written in digits, e.g. 1,500 or 12.50'],
      ['12.345', 'Money In can have at most 2 digits after the point'],
    ];
    for (const [text, message] of slips) {
      await userEvent.clear(money);
      await userEvent.type(money, text);
      expect(money).toHaveValue(text);
      await waitFor(() => expect(money).toHaveAccessibleDescription(message));
      fireEvent.blur(money);
      expect(money).toHaveValue(text);
      // Quick-add does not overwrite the slip.
      await userEvent.click(screen.getByRole('button', { name: 'Add $20 to Money In' }));
      expect(money).toHaveValue(text);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(money).toHaveValue('12.345');
    // Put right: the message goes.
    await userEvent.type(money, '{Backspace}');
    expect(money).toHaveValue('12.34');
    await waitFor(() => expect(money).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('submits typed values: selects, none item, switch, checkbox and checkbox group', async () => {
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Hello');
    await userEvent.type(screen.getByLabelText('Money In'), '20');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-05-01' } });

    const kind = screen.getByRole('combobox', { name: 'Kind' });
    expect(kind).toHaveTextContent('Pick one');
    kind.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Beta' }));
    await waitFor(() => expect(kind).toHaveTextContent('Beta'));
    expect(screen.getByRole('combobox', { name: 'Casino Type' })).toHaveTextContent('Not specified');

    await userEvent.click(screen.getByRole('switch', { name: 'Public' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pool' }));
    expect(screen.getByRole('group', { name: 'Amenities' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Public' })).toHaveAccessibleDescription('Visible to everyone');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      ...defaults,
      title: 'Hello',
      amount: '20',
      date: '2026-05-01',
      kind: 'b',
      public: false,
      agree: true,
      amenities: ['Spa', 'Pool'],
    });
  });

  it('a pending submit button is busy, disabled and ignores presses; once idle it submits', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<TestForm onSubmit={onSubmit} pending />);
    await userEvent.type(screen.getByLabelText('Title'), 'Hello');
    await userEvent.type(screen.getByLabelText('Money In'), '5');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-05-01' } });
    screen.getByRole('combobox', { name: 'Kind' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Alpha' }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(save);
    await userEvent.click(save);
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(<TestForm onSubmit={onSubmit} />);
    expect(save).toBeEnabled();
    expect(save).not.toHaveAttribute('aria-busy');
    await userEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
