import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { TextField } from './text-field';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** A plain form built the usual way (no guard code of its own). */
function ClubForm({ onSaved }: { onSaved?: () => void }) {
  const form = useForm({ defaultValues: { club: '' } });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(() => onSaved?.())}>
        <TextField control={form.control} name="club" label="Player Club ID" />
        <button type="submit">Save</button>
      </form>
    </Form>
  );
}

function Page() {
  return (
    <>
      <Link to="/casinos">Casinos</Link>
      <ClubForm />
    </>
  );
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/casinos/1']}>
      <UnsavedChangesGuard />
      <Routes>
        <Route path="/casinos/1" element={<Page />} />
        <Route path="/casinos" element={<h1>Find Casinos</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('unsaved changes on a page', () => {
  it('leaves at once when nothing was typed', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Casinos' }));
    expect(screen.getByRole('heading', { name: 'Find Casinos' })).toBeInTheDocument();
  });

  it('asks before a link leaves typed changes; Keep editing stays with the text, Leave goes', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Player Club ID'), '12345');
    await userEvent.click(screen.getByRole('link', { name: 'Casinos' }));
    expect(screen.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Player Club ID')).toHaveValue('12345');

    await userEvent.click(screen.getByRole('link', { name: 'Casinos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('heading', { name: 'Find Casinos' })).toBeInTheDocument();
  });

  it('does not ask once the changes were saved', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Player Club ID'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('link', { name: 'Casinos' }));
    expect(screen.getByRole('heading', { name: 'Find Casinos' })).toBeInTheDocument();
  });
});

function DialogHost() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Add Cash to Session</DialogTitle>
          <ClubForm onSaved={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
      <Button onClick={() => setOpen(true)}>Reopen</Button>
    </>
  );
}

describe('unsaved changes in a dialog', () => {
  it('Escape closes an untouched dialog at once', async () => {
    render(<DialogHost />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('dialog closed')).toBeInTheDocument();
  });

  it('Escape or the close button with typed changes asks first', async () => {
    render(<DialogHost />);
    await userEvent.type(screen.getByLabelText('Player Club ID'), '9');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByText('dialog open')).toBeInTheDocument();
    expect(screen.getByLabelText('Player Club ID')).toHaveValue('9');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('dialog closed')).toBeInTheDocument();
  });

  it('a save that closes the dialog is not held up', async () => {
    render(<DialogHost />);
    await userEvent.type(screen.getByLabelText('Player Club ID'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('dialog closed')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
