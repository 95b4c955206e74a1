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
});
