import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Fold } from './fold';

describe('Fold', () => {
  // The keyboard (Enter / Space on the summary) is the browser's: e2e/tax-year.spec.ts opens a fold with it.
  it('renders its content only once opened, and takes it out of the page again when closed', async () => {
    const content = vi.fn(() => <p>The session method</p>);
    render(
      <Fold summary="Why? How these figures are worked out" hint="The rules and sources">
        {content}
      </Fold>,
    );
    expect(content).not.toHaveBeenCalled();
    expect(screen.queryByText('The session method')).not.toBeInTheDocument();
    const summary = screen.getByText('Why? How these figures are worked out').closest('summary');
    expect(summary).not.toBeNull();
    await userEvent.click(summary as HTMLElement);
    expect(await screen.findByText('The session method')).toBeInTheDocument();
    await userEvent.click(summary as HTMLElement);
    await vi.waitFor(() => expect(screen.queryByText('The session method')).not.toBeInTheDocument());
  });
});
