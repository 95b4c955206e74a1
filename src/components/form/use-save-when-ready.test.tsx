import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSaveWhenReady } from './use-save-when-ready';

/** A form whose photo is "being covered" until the test says it is done. */
function CoverForm({ save }: { save(values: { photo: string }): void }) {
  const form = useForm<{ photo: string }>({ defaultValues: { photo: 'drawing' } });
  const [covering, setCovering] = useState(true);
  const later = useSaveWhenReady(form, covering, save);
  return (
    <Form {...form}>
      <form onSubmit={later.submit}>
        <SubmitButton pending={later.waiting} pendingText="Applying covers, then saving…">
          Save
        </SubmitButton>
      </form>
      <button
        type="button"
        onClick={() => {
          form.setValue('photo', 'covered copy');
          setCovering(false);
        }}
      >
        Covers done
      </button>
    </Form>
  );
}

describe('useSaveWhenReady', () => {
  it('takes a Save tapped while the covers are applied, says so, and saves once they are, with the covered copy', async () => {
    const save = vi.fn();
    render(<CoverForm save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Applying covers, then saving…' })).toBeDisabled();
    expect(save).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Covers done' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0]).toEqual({ photo: 'covered copy' });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
