import '@testing-library/jest-dom/vitest';
import { pinTestFileClock } from '../../tests/helpers/test-clock';

// SPT_TEST_CLOCK=<instant> (scripts/clock-check.ts): each test file's tests start at that instant.
pinTestFileClock();

// jsdom has no layout: its window.scrollTo only prints "Not implemented". Screens scroll to the top on every
// navigation (components/layout/scroll-restoration), so tests get a scrollTo that records the position.
window.scrollTo = ((x: number | ScrollToOptions, y?: number) => {
  const to = typeof x === 'object' ? { left: x.left ?? 0, top: x.top ?? 0 } : { left: x, top: y ?? 0 };
  Object.defineProperty(window, 'scrollX', { value: to.left, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: to.top, configurable: true });
}) as typeof window.scrollTo;
