import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to render now: `step` at first, then `step` more in a task of its own after
 * each paint, until all are. A list of heavy cards then commits in short slices, none a long task (thirty casino
 * cards in one commit held a 4x-throttled phone 150-200 ms), and the first ones paint at once. Changing `resetKey`
 * (a new result, not more of the same one) starts again from `step`.
 */
export function useGrowingCount(total: number, step: number, resetKey: unknown): number {
  const [count, setCount] = useState(step);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setCount(step);
  }
  useEffect(() => {
    if (count >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setCount((c) => Math.min(total, c + step))), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [count, total, step]);
  return Math.min(count, total);
}
