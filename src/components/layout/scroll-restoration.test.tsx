import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate, useSearchParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

let y = 0;
const scrollTo = vi.fn((_x: number, top: number) => {
  y = top;
});

beforeEach(() => {
  y = 0;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => vi.unstubAllGlobals());

/** The player scrolls the page to `top`. */
async function scrollPage(top: number) {
  y = top;
  window.dispatchEvent(new Event('scroll'));
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

function Back() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

function Social() {
  const [, setParams] = useSearchParams();
  return (
    <>
      <h1>Social</h1>
      <Link to="/casinos">Casinos</Link>
      <button onClick={() => setParams({ tab: 'mine' }, { replace: true })}>My posts</button>
    </>
  );
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/social']}>
      <ScrollRestoration />
      <Routes>
        <Route path="/social" element={<Social />} />
        <Route
          path="/casinos"
          element={
            <>
              <h1>Find Casinos</h1>
              <Back />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ScrollRestoration', () => {
  // First in the file: the module has laid out no screen yet, as on a page just loaded.
  it('leaves a page just loaded where it is when nothing was stored for it (no scroll, no forced layout)', () => {
    const scrollYRead = vi.fn(() => y);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: scrollYRead });
    renderApp();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollYRead).not.toHaveBeenCalled();
  });

  it('opens a new screen at the top, and Back returns to where the old one was left', async () => {
    renderApp();
    await scrollPage(1263);
    await userEvent.click(screen.getByRole('link', { name: 'Casinos' }));
    expect(screen.getByRole('heading', { name: 'Find Casinos' })).toBeInTheDocument();
    expect(y).toBe(0);

    await scrollPage(151);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Social' })).toBeInTheDocument();
    expect(y).toBe(1263);
  });

  it('keeps the position when only a tab in the URL changes', async () => {
    renderApp();
    await scrollPage(400);
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'My posts' }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(y).toBe(400);
  });
});
