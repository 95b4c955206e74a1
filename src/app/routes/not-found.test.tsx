import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { NotFoundRoute } from './not-found';

describe('NotFoundRoute', () => {
  it('shows the heading, logs the path and links home', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<NotFoundRoute />, { path: '/no/such/page' });

    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.any(String), '/no/such/page');

    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    log.mockRestore();
  });
});
