import { render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from './route-error-boundary';

function Boom({ fail }: { fail: boolean }) {
  if (fail) throw new Error('render failed');
  return <p>Screen</p>;
}

describe('RouteErrorBoundary', () => {
  it('shows an error screen instead of a blank app, and recovers on navigation', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a">
        <Boom fail />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    rerender(
      <RouteErrorBoundary resetKey="/b">
        <Boom fail={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
