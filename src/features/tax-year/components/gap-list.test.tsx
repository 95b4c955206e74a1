import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Gap } from '../lib/gaps';
import { GapList } from './gap-list';

/** Gap n: a slot session without a casino on January n, 2026. */
const gap = (n: number): Gap => ({ kind: 'no-casino', id: `s${n}`, date: `2026-01-${String(n).padStart(2, '0')}`, label: `Gap ${n}` });

describe('GapList', () => {
  it('lists the first 5 gaps, each a link to where it is fixed, and every gap on request', async () => {
    render(<GapList gaps={Array.from({ length: 7 }, (_, i) => gap(i + 1))} />, { wrapper: MemoryRouter });
    const list = screen.getByRole('list', { name: 'Gaps to fix' });
    expect(within(list).getAllByRole('link')).toHaveLength(5);
    expect(within(list).getByRole('link', { name: /Gap 5$/ })).toHaveAttribute('href', '/sessions/s5/edit');
    expect(within(list).queryByRole('link', { name: /Gap 6$/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all 7 gaps (2 more)' }));
    expect(within(list).getAllByRole('link')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('shows 5 gaps without a button, and says when there is nothing to fix', () => {
    const { unmount } = render(<GapList gaps={Array.from({ length: 5 }, (_, i) => gap(i + 1))} />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    render(<GapList gaps={[]} />, { wrapper: MemoryRouter });
    expect(screen.getByText(/^Nothing to fix:/)).toBeInTheDocument();
  });
});
