import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWN_VERSIONS_KEY, recordOwnStep, versionAfterOwnWrites } from './own-versions';

/** A storage of the device (localStorage's two calls). */
function storage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

afterEach(() => vi.useRealTimers());

describe("the version chain of this device's own writes", () => {
  it('leads from the version an edit was made on through every own step after it', () => {
    const s = storage();
    recordOwnStep('r', '', 'v1', s); // created here
    recordOwnStep('r', 'v1', 'v2', s); // cash added here
    recordOwnStep('r', 'v2', 'v3', s); // edited here
    expect(versionAfterOwnWrites('r', '', s)).toBe('v3');
    expect(versionAfterOwnWrites('r', 'v2', s)).toBe('v3');
    expect(versionAfterOwnWrites('other', 'v1', s)).toBe('v1');
  });

  it('stops at a change made elsewhere: the edit is then checked against the version it was made on', () => {
    const s = storage();
    recordOwnStep('r', '', 'v1', s);
    // v1 -> v2 by another device, then this device's cash: v2 -> v3.
    recordOwnStep('r', 'v2', 'v3', s);
    expect(versionAfterOwnWrites('r', 'v1', s)).toBe('v1');
    expect(versionAfterOwnWrites('r', '', s)).toBe('v1');
  });

  it('records no step that moved nothing or whose start is unknown, and forgets steps after a week', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
    const s = storage();
    recordOwnStep('r', 'v1', 'v1', s); // a resend that wrote nothing
    recordOwnStep('r', null, 'v2', s);
    expect(s.items.has(OWN_VERSIONS_KEY)).toBe(false);
    recordOwnStep('old', 'a', 'b', s);
    vi.setSystemTime(new Date('2026-11-08T12:00:01Z')); // 7 days and 1 s later
    recordOwnStep('r', 'v1', 'v2', s);
    expect(Object.keys(JSON.parse(s.items.get(OWN_VERSIONS_KEY)!))).toEqual(['r']);
    expect(versionAfterOwnWrites('old', 'a', s)).toBe('a');
  });
});
