import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CasinoPicker } from './casino-picker';

const options = [
  { id: 'a', name: 'Aria', city: 'Las Vegas', state: 'NV', isFavorite: true },
  { id: 'b', name: 'Bellagio', city: 'Las Vegas', state: 'NV' },
  { id: 'm', name: 'Mohegan Sun', city: 'Uncasville', state: 'CT' },
];

describe('CasinoPicker', () => {
  it('filters by search text and selects with the keyboard', async () => {
    const onChange = vi.fn();
    render(<CasinoPicker options={options} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.type(screen.getByPlaceholderText('Search casinos...'), 'uncas');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('m');
  });

  it('lists favourites first and shows the chosen casino', async () => {
    render(<CasinoPicker options={options} value="b" onChange={() => {}} />);
    expect(screen.getByRole('combobox')).toHaveTextContent('Bellagio');
    await userEvent.click(screen.getByRole('combobox'));
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    expect(names[0]).toContain('Aria');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Bellagio');
  });

  it('offers an archived casino only as the value a record already has', async () => {
    const withArchived = [...options, { id: 'x', name: 'Xanadu (closed)', city: 'Reno', state: 'NV', archived: true }];
    const { unmount } = render(<CasinoPicker options={withArchived} value="x" onChange={() => {}} />);
    expect(screen.getByRole('combobox')).toHaveTextContent('Xanadu (closed)');
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option')).toHaveLength(4);
    unmount();
    render(<CasinoPicker options={withArchived} value={null} onChange={() => {}} />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).not.toContainEqual(expect.stringContaining('Xanadu'));
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });
});
