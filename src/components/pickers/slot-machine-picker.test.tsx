import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SlotMachinePicker } from './slot-machine-picker';

// Three games of one family (as the seeded catalog has them) and one from another maker.
const options = [
  { id: 'am', name: 'Dragon Link - Autumn Moon', slot_name: 'Dragon Link', manufacturer: 'Aristocrat' },
  { id: 'gc', name: 'Dragon Link - Golden Century', slot_name: 'Dragon Link', manufacturer: 'Aristocrat' },
  { id: 'pm', name: 'Dragon Link - Panda Magic', slot_name: 'Dragon Link', manufacturer: 'Aristocrat' },
  { id: 'bg', name: 'Buffalo Gold', slot_name: null, manufacturer: 'Aristocrat' },
  { id: 'mine', name: 'Lucky Lanterns', slot_name: null, manufacturer: null, added_by: 'u1' },
];

describe('SlotMachinePicker', () => {
  it('tells the variants of one game apart: own name, then family and manufacturer', async () => {
    const onChange = vi.fn();
    render(<SlotMachinePicker options={options} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.type(screen.getByPlaceholderText('Search slot machines...'), 'dragon link');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Dragon Link - Autumn MoonDragon Link · Aristocrat',
      'Dragon Link - Golden CenturyDragon Link · Aristocrat',
      'Dragon Link - Panda MagicDragon Link · Aristocrat',
    ]);
    await userEvent.click(screen.getByRole('option', { name: /Golden Century/ }));
    expect(onChange).toHaveBeenCalledWith('gc');
  });

  it('offers the machines played lately first, the latest first, marked, then the rest by name', async () => {
    const played = options.map((o) => (o.id === 'pm' ? { ...o, recent: 1 } : o.id === 'bg' ? { ...o, recent: 0 } : o));
    render(<SlotMachinePicker options={played} value={null} onChange={() => {}} />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option').map((o) => o.textContent?.split(/Dragon Link ·|Aristocrat|Your/)[0])).toEqual([
      'Buffalo Gold',
      'Dragon Link - Panda Magic',
      'Dragon Link - Autumn Moon',
      'Dragon Link - Golden Century',
      'Lucky Lanterns',
    ]);
    expect(screen.getAllByLabelText('Recently played')).toHaveLength(2);
  });

  it("shows the chosen variant by its own name and marks the player's own machine", async () => {
    const { rerender } = render(<SlotMachinePicker options={options} value="pm" onChange={() => {}} />);
    expect(screen.getByRole('combobox')).toHaveTextContent('Dragon Link - Panda Magic');
    rerender(<SlotMachinePicker options={options} value={null} onChange={() => {}} />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getByRole('option', { name: /Lucky Lanterns/ })).toHaveTextContent('Your machine (not in the catalog)');
  });

  it('"Not listed" adds the typed machine, starting from the search text, and picks it', async () => {
    const onChange = vi.fn();
    const add = vi.fn().mockResolvedValue('new-id');
    render(<SlotMachinePicker options={options} value={null} onChange={onChange} onAddUnlisted={add} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.type(screen.getByPlaceholderText('Search slot machines...'), 'Jin Ji Bao Xi');
    expect(screen.getByText('No slot machines found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not listed? Add your machine' }));
    const name = screen.getByLabelText('Machine name (not listed)');
    expect(name).toHaveValue('Jin Ji Bao Xi');
    await userEvent.type(name, ' Endless');
    await userEvent.click(screen.getByRole('button', { name: 'Use this machine' }));
    expect(add).toHaveBeenCalledWith('Jin Ji Bao Xi Endless');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('new-id'));
  });

  it('"Not listed" asks for a name instead of adding an empty one', async () => {
    const add = vi.fn();
    render(<SlotMachinePicker options={options} value={null} onChange={() => {}} onAddUnlisted={add} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('button', { name: 'Not listed? Add your machine' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use this machine' }));
    expect(screen.getByText('Enter the machine name as it appears on the machine')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });
});
