// @vitest-environment jsdom
import { toast } from '@/lib/toast';
import { registerServiceWorker, UPDATE_AVAILABLE } from './register-service-worker';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

function fakeContainer(controller: object | null) {
  const registration = Object.assign(new EventTarget(), {
    waiting: null as FakeWorker | null,
    installing: null as FakeWorker | null,
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), { controller, register: vi.fn(async () => registration) });
  return { container, registration };
}

describe('registerServiceWorker', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('offers a new version and changes nothing until the user presses Reload', async () => {
    const { container, registration } = fakeContainer({});
    await registerServiceWorker(container as unknown as ServiceWorkerContainer);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const next = new FakeWorker();
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    next.install();
    expect(toast).toHaveBeenCalledTimes(1);
    const [text, options] = vi.mocked(toast).mock.calls[0] as [string, { action: { label: string; onClick(): void }; duration: number }];
    expect(text).toBe(UPDATE_AVAILABLE);
    expect(options.duration).toBe(Number.POSITIVE_INFINITY);
    expect(next.postMessage).not.toHaveBeenCalled();
    options.action.onClick();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('installs the first version silently and offers one already waiting at load', async () => {
    const first = fakeContainer(null);
    await registerServiceWorker(first.container as unknown as ServiceWorkerContainer);
    const worker = new FakeWorker();
    first.registration.installing = worker;
    first.registration.dispatchEvent(new Event('updatefound'));
    worker.install();
    expect(toast).not.toHaveBeenCalled();

    const again = fakeContainer({});
    again.registration.waiting = new FakeWorker();
    await registerServiceWorker(again.container as unknown as ServiceWorkerContainer);
    expect(vi.mocked(toast).mock.calls[0][0]).toBe(UPDATE_AVAILABLE);
  });
});
