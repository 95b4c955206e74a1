import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGrowingCount } from './use-growing-count';

describe('useGrowingCount', () => {
  afterEach(() => vi.useRealTimers());

  /** One paint and the task after it. */
  const nextSlice = () => act(() => vi.advanceTimersByTime(50));

  it('renders a step at first, a step more after each paint until all are, and starts again for a new result', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { result, rerender } = renderHook(({ total, key }) => useGrowingCount(total, 6, key), { initialProps: { total: 14, key: 'a' } });
    expect(result.current).toBe(6);
    nextSlice();
    expect(result.current).toBe(12);
    nextSlice();
    expect(result.current).toBe(14);
    nextSlice();
    expect(result.current).toBe(14);

    // More of the same result ('Show more'): it goes on from where it is.
    rerender({ total: 20, key: 'a' });
    expect(result.current).toBe(14);
    nextSlice();
    expect(result.current).toBe(20);

    // A new result (another filter): the first step again.
    rerender({ total: 9, key: 'b' });
    expect(result.current).toBe(6);
    nextSlice();
    expect(result.current).toBe(9);

    // Fewer than a step: all at once.
    rerender({ total: 3, key: 'c' });
    expect(result.current).toBe(3);
  });
});
