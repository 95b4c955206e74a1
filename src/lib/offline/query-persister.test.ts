import { describe, expect, it } from 'vitest';
import type { DehydratedState } from '@tanstack/react-query';
import { decodeUnsaved, encodeUnsaved } from './query-persister';

describe("the page-leave copy's text", () => {
  it('reads back Maps, Sets and Dates as IndexedDB would keep them (the casino preferences are a Map by casino id)', () => {
    const preferences = new Map([['c1', { casino_id: 'c1', is_favorite: true, player_club_id: 'MGM-123456' }]]);
    const state = {
      mutations: [],
      queries: [
        {
          queryHash: '["casino-preferences","u1"]',
          queryKey: ['casino-preferences', 'u1'],
          state: { data: { preferences, tags: new Set(['a', 'b']), at: new Date('2026-11-26T20:00:00.000Z'), plain: [1, 'x', null] } },
        },
      ],
    } as unknown as DehydratedState;
    const back = decodeUnsaved(encodeUnsaved(state));
    const data = back.queries[0].state.data as { preferences: Map<string, unknown>; tags: Set<string>; at: Date; plain: unknown[] };
    expect(data.preferences).toBeInstanceOf(Map);
    expect(data.preferences.get('c1')).toEqual({ casino_id: 'c1', is_favorite: true, player_club_id: 'MGM-123456' });
    expect([...data.tags]).toEqual(['a', 'b']);
    expect(data.at).toBeInstanceOf(Date);
    expect(data.at.toISOString()).toBe('2026-11-26T20:00:00.000Z');
    expect(data.plain).toEqual([1, 'x', null]);
  });
});
