import { describe, expect, it } from 'vitest';
import { formatElapsed } from './elapsed';

describe('formatElapsed', () => {
  it('reads seconds, minutes and hours as the card shows them', () => {
    expect(formatElapsed(0)).toBe('0 s');
    expect(formatElapsed(45_999)).toBe('45 s');
    expect(formatElapsed(12 * 60_000 + 5_000)).toBe('12 min 05 s');
    expect(formatElapsed((2 * 60 + 10) * 60_000 + 5_000)).toBe('2 h 10 min 05 s');
    expect(formatElapsed(26 * 3_600_000)).toBe('26 h 00 min 00 s');
  });
  it('never shows a negative time (a start a moment ahead on this clock)', () => {
    expect(formatElapsed(-30_000)).toBe('0 s');
  });
});
