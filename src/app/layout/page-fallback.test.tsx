import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

/** PageFallback as a fresh module, read after index.html's shell script left `main` in #root. */
async function loadWithShell(main: string | null) {
  vi.resetModules();
  document.body.innerHTML = `<div id="root">${main ?? ''}</div>`;
  const { PageFallback } = await import('./page-fallback');
  const { markPageRendered } = await import('@/hooks/use-lazy-module');
  document.body.innerHTML = '';
  return { PageFallback, markPageRendered };
}

const SHELL = '<main data-shell-path="/casinos"><div class="mx-auto"><h1>Find Casinos</h1><p>Browse casinos</p></div></main>';

describe('PageFallback', () => {
  afterEach(() => vi.resetModules());

  it("on the cold start's first screen, keeps showing the shell's content (busy) instead of a spinner", async () => {
    const { PageFallback } = await loadWithShell(SHELL);
    const { container } = render(
      <MemoryRouter initialEntries={['/casinos/']}>
        <PageFallback />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Find Casinos' })).toBeInTheDocument();
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('shows the spinner on another address, once a screen has rendered, and without a shell', async () => {
    const other = await loadWithShell(SHELL);
    render(
      <MemoryRouter initialEntries={['/sessions']}>
        <other.PageFallback />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    const later = await loadWithShell(SHELL);
    later.markPageRendered();
    render(
      <MemoryRouter initialEntries={['/casinos']}>
        <later.PageFallback />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('heading', { name: 'Find Casinos' })).not.toBeInTheDocument();

    const none = await loadWithShell(null);
    render(
      <MemoryRouter initialEntries={['/casinos']}>
        <none.PageFallback />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('heading', { name: 'Find Casinos' })).not.toBeInTheDocument();
  });
});
