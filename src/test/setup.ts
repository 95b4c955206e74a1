import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { pinTestFileClock } from '../../tests/helpers/test-clock';

// SPT_TEST_CLOCK=<instant> (scripts/clock-check.ts): each test file's tests start at that instant.
pinTestFileClock();

// findBy*/waitFor give up after 1 s by default: on 2 cores with other work beside the suite a render can take
// longer, and the test failed for the load, not the code. They still fail, later, when the state never comes.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: its window.scrollTo only prints "Not implemented". Screens scroll to the top on every
// navigation (components/layout/scroll-restoration), so tests get a scrollTo that records the position.
window.scrollTo = ((x: number | ScrollToOptions, y?: number) => {
  const to = typeof x === 'object' ? { left: x.left ?? 0, top: x.top ?? 0 } : { left: x, top: y ?? 0 };
  Object.defineProperty(window, 'scrollX', { value: to.left, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: to.top, configurable: true });
}) as typeof window.scrollTo;
