import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';
import { Pager, LoadMoreButton } from './pager';
import { PendingButton } from './pending-button';

describe('pending states', { timeout: 30_000 }, () => {
  it('PendingButton: spinner text, aria-busy, disabled, presses ignored', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <PendingButton pending pendingText="Saving..." onClick={onClick}>
        Save
      </PendingButton>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<PendingButton onClick={onClick}>Save</PendingButton>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ConfirmDialog with pending stays open, disables both buttons and cannot be dismissed while running', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const props = { open: true, onOpenChange, title: 'Delete casino?', description: 'Gone for good.', onConfirm };
    const { rerender } = render(<ConfirmDialog {...props} pending={false} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete casino?' });
    expect(dialog).toHaveAccessibleDescription('Gone for good.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled(); // the caller closes it when the request settles

    rerender(<ConfirmDialog {...props} pending pendingLabel="Deleting..." />);
    const confirm = screen.getByRole('button', { name: 'Deleting...' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('ConfirmDialog without pending closes on confirm', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Reopen Session"
        description="Sure?"
        confirmLabel="Reopen"
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('Pager disables its buttons while the next page loads; LoadMoreButton says Loading...', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pager page={1} pageSize={10} total={35} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    rerender(<Pager page={1} pageSize={10} total={35} onPageChange={onPageChange} pending />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const onLoadMore = vi.fn();
    rerender(<LoadMoreButton hasMore pending onLoadMore={onLoadMore} />);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    rerender(<LoadMoreButton hasMore={false} pending={false} onLoadMore={onLoadMore} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
