import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jackpotRow } from '../lib/play-rows.fixture';
import { W2gTable } from './w2g-table';

/** Jackpot n of a year: $2,000 + n, on January (n % 28 + 1), at Bellagio. */
const jackpot = (n: number) =>
  jackpotRow({
    id: `j${n}`,
    casino_id: 'c1',
    jackpot_date: `2025-01-${String((n % 28) + 1).padStart(2, '0')}`,
    jackpot_time: '20:00:00',
    amount: 2000 + n,
    tax_withheld: 0,
    casino: { name: 'Bellagio', street_address: null, city: null, state: null, zip_code: null },
  });

describe('W2gTable', () => {
  it('shows the first 25 of a heavy year, and every row on request', async () => {
    render(<W2gTable jackpots={Array.from({ length: 30 }, (_, i) => jackpot(i + 1))} caption="W-2G forms 2025" empty="None" />);
    const table = screen.getByRole('table', { name: 'W-2G forms 2025' });
    // A header row and 25 jackpots; the 25th is $2,025.00, the 26th is not shown yet.
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getByText('$2,025.00')).toBeInTheDocument();
    expect(within(table).queryByText('$2,026.00')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all 30 (5 more)' }));
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByText('$2,030.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('shows every row and no button when there are 25 or fewer, and the empty text when there are none', () => {
    const { unmount } = render(<W2gTable jackpots={Array.from({ length: 25 }, (_, i) => jackpot(i + 1))} caption="c" empty="None" />);
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    render(<W2gTable jackpots={[]} caption="c" empty="No jackpot of $2,000 or more recorded in 2025." />);
    expect(screen.getByText('No jackpot of $2,000 or more recorded in 2025.')).toBeInTheDocument();
  });
});
