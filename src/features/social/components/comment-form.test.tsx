import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAuth, renderWithProviders } from '@/test/render';
import { CommentForm } from './comment-form';

describe('CommentForm', () => {
  it('keeps Comment disabled while empty and counts characters out of 500', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CommentForm postId="p1" />, { auth: fakeAuth({ email: 'a@example.com' }) });
    const button = screen.getByRole('button', { name: 'Comment' });
    expect(button).toBeDisabled();
    expect(screen.getByText('0/500')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Add a comment'), 'Nice');
    expect(screen.getByText('4/500')).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it("shows 'Comment cannot be empty' under the box for whitespace", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CommentForm postId="p1" />, { auth: fakeAuth({ email: 'a@example.com' }) });
    await user.type(screen.getByLabelText('Add a comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Comment cannot be empty')).toBeInTheDocument();
  });
});
