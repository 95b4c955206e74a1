import { fireEvent, render, screen } from '@testing-library/react';
import { useEditBase } from './use-edit-base';

type Row = { name: string; updated_at: string };

/** A form the way the edit screens use the hook: keyed by the base's version, saving against it. */
function Editor({ latest }: { latest: Row }) {
  const { base, pin, followLatest } = useEditBase(latest);
  return (
    <>
      <input key={base.updated_at} aria-label="Name" defaultValue={base.name} onChange={pin} />
      <output aria-label="Saves against">{base.updated_at}</output>
      <button type="button" onClick={followLatest}>
        Reload
      </button>
    </>
  );
}

const v = (n: number, name: string): Row => ({ name, updated_at: `2026-11-0${n}T00:00:00Z` });
const name = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
const version = () => screen.getByLabelText('Saves against').textContent;

describe('useEditBase', () => {
  it('follows the latest version while nothing is changed (a cached list, then its refetch)', () => {
    const { rerender } = render(<Editor latest={v(1, 'From the cache')} />);
    rerender(<Editor latest={v(2, 'From the server')} />);

    expect(name().value).toBe('From the server');
    expect(version()).toBe(v(2, '').updated_at);
  });

  it('keeps the version the form opened on, and the typing, when a newer version arrives meanwhile', () => {
    const { rerender } = render(<Editor latest={v(1, 'Bellagio')} />);
    fireEvent.change(name(), { target: { value: 'Bellagio Resort' } });

    rerender(<Editor latest={v(2, 'Changed elsewhere')} />);

    expect(name().value).toBe('Bellagio Resort');
    expect(version()).toBe(v(1, '').updated_at);
  });

  it('moves to the newer version already there when told to follow, and starts the form again from it', () => {
    const { rerender } = render(<Editor latest={v(1, 'Bellagio')} />);
    fireEvent.change(name(), { target: { value: 'typed' } });
    rerender(<Editor latest={v(2, 'Changed elsewhere')} />);

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));

    expect(name().value).toBe('Changed elsewhere');
    expect(version()).toBe(v(2, '').updated_at);

    // Changed again, it stays on the version now changed.
    fireEvent.change(name(), { target: { value: 'typed again' } });
    rerender(<Editor latest={v(3, 'Third')} />);
    expect(name().value).toBe('typed again');
    expect(version()).toBe(v(2, '').updated_at);
  });

  it('waits for the next version when told to follow before it arrives (a refetch still in flight)', () => {
    const { rerender } = render(<Editor latest={v(1, 'Bellagio')} />);
    fireEvent.change(name(), { target: { value: 'saved value' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));

    rerender(<Editor latest={v(1, 'Bellagio')} />);
    expect(version()).toBe(v(1, '').updated_at);

    rerender(<Editor latest={v(2, 'Saved')} />);
    expect(name().value).toBe('Saved');
    expect(version()).toBe(v(2, '').updated_at);
  });
});
