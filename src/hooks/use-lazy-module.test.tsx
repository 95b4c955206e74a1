import { act, render, screen, waitFor } from '@testing-library/react';
import { markPageRendered, useLazyModule, whenIdle } from './use-lazy-module';

type Mod = { label: string };

function Probe({ importer, prefetch }: { importer: () => Promise<Mod>; prefetch?: 'unless-precached' | 'always' | 'never' }) {
  const { module, load } = useLazyModule(importer, { prefetch });
  return (
    <button type="button" onClick={load}>
      {module ? module.label : 'not loaded'}
    </button>
  );
}

describe('useLazyModule', () => {
  it('loads on demand only, when prefetch is off', async () => {
    const importer = vi.fn(async () => ({ label: 'loaded' }));
    render(<Probe importer={importer} prefetch="never" />);
    await new Promise((r) => setTimeout(r, 300));
    expect(importer).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveTextContent('not loaded');

    act(() => screen.getByRole('button').click());
    expect(await screen.findByText('loaded')).toBeInTheDocument();
  });

  it('prefetches when the browser is idle, only after the first screen has rendered', async () => {
    const importer = vi.fn(async () => ({ label: 'prefetched' }));
    render(<Probe importer={importer} />);
    await new Promise((r) => setTimeout(r, 300));
    expect(importer).not.toHaveBeenCalled();
    markPageRendered();
    expect(await screen.findByText('prefetched')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('does not prefetch when a service worker controls the page (its precache holds the chunks); loads on first use', async () => {
    const importer = vi.fn(async () => ({ label: 'on demand' }));
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
    try {
      markPageRendered();
      render(<Probe importer={importer} />);
      await new Promise((r) => setTimeout(r, 300));
      expect(importer).not.toHaveBeenCalled();
      act(() => screen.getByRole('button').click());
      expect(await screen.findByText('on demand')).toBeInTheDocument();
      expect(importer).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('logs a failed load and can try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importer = vi.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue({ label: 'second try' });
    render(<Probe importer={importer} prefetch="never" />);
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to load a module', expect.any(Error)));
    act(() => screen.getByRole('button').click());
    expect(await screen.findByText('second try')).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('whenIdle', () => {
  it('uses requestIdleCallback with a deadline when the browser has it, and cancels', async () => {
    const request = vi.fn(() => 7);
    const cancel = vi.fn();
    Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: cancel });
    try {
      markPageRendered();
      const fn = vi.fn();
      const stop = whenIdle(fn, 1500);
      await waitFor(() => expect(request).toHaveBeenCalledWith(fn, { timeout: 1500 }));
      stop();
      expect(cancel).toHaveBeenCalledWith(7);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('falls back to a short timer, which can be cancelled', async () => {
    markPageRendered();
    const fn = vi.fn();
    whenIdle(fn)();
    const ran = vi.fn();
    whenIdle(ran);
    await waitFor(() => expect(ran).toHaveBeenCalled());
    expect(fn).not.toHaveBeenCalled();
  });
});
