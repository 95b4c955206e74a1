import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { W2gImageField } from './w2g-image-field';

// The canvas work is the browser's: here the covered copy is a promise the test settles.
let settle: (file: File) => void = () => {};
vi.mock('@/lib/image-reencode', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/image-reencode')>()),
  coverImage: vi.fn(() => new Promise<File>((resolve) => (settle = resolve))),
}));

describe('W2gImageField', () => {
  it('says it is covering from the choice of a photo until the covered copy is handed over, and hands over only that copy', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const onChange = vi.fn();
    const onCoveringChange = vi.fn();
    render(<W2gImageField value={null} onChange={onChange} onCoveringChange={onCoveringChange} />);
    expect(onCoveringChange).toHaveBeenLastCalledWith(false);

    const original = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'w2g.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('W2G document photo (optional)'), { target: { files: [original] } });
    expect(onCoveringChange).toHaveBeenLastCalledWith(true);
    expect(onChange).toHaveBeenLastCalledWith(null);

    const covered = new File([new Uint8Array([0xff, 0xd8, 9])], 'w2g.jpg', { type: 'image/jpeg' });
    await waitFor(() => screen.getByText('Applying covers…'));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 300)); // the covers rest, the copy is drawn
      settle(covered);
    });
    await waitFor(() => expect(onCoveringChange).toHaveBeenLastCalledWith(false));
    // By identity: Files without own properties all look equal to toHaveBeenCalledWith.
    expect(onChange.mock.lastCall?.[0]).toBe(covered);
    expect(onChange.mock.calls.some(([file]) => file === original)).toBe(false);
  });
});
