import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryLike } from './query-state';

const query = (q: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  isPending: false,
  isError: false,
  data: undefined,
  refetch: vi.fn(),
  ...q,
});

function Shown({ q }: { q: QueryLike<string[]> }) {
  return (
    <QueryState query={q} loading="Loading rows" error="Could not load the rows." isEmpty={(d) => d.length === 0} empty="No rows yet.">
      {(rows) => <p>{rows.join(', ')}</p>}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows a placeholder announced as loading while the first answer is on its way', () => {
    render(<Shown q={query({ isPending: true })} />);
    expect(screen.getByRole('status', { name: 'Loading rows' })).toBeInTheDocument();
    expect(screen.queryByText('No rows yet.')).toBeNull();
  });

  it('says what failed, and Try again reads again', async () => {
    const q = query({ isError: true });
    render(<Shown q={q} />);
    expect(screen.getByText('Could not load the rows.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh says so even with older rows kept', () => {
    render(<Shown q={query({ isError: true, data: ['old'] })} />);
    expect(screen.getByText('Could not load the rows.')).toBeInTheDocument();
    expect(screen.queryByText('old')).toBeNull();
  });

  it('says the empty text for an empty answer, and shows the rows otherwise', () => {
    const { rerender } = render(<Shown q={query({ data: [] })} />);
    expect(screen.getByText('No rows yet.')).toBeInTheDocument();
    rerender(<Shown q={query({ data: ['Reno', 'Vegas'] })} />);
    expect(screen.getByText('Reno, Vegas')).toBeInTheDocument();
  });
});
