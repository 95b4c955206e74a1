import { describe, expect, it } from 'vitest';
import { countReports, isModerationStatus, postUserLabel, selectAllState } from './moderation';

const userId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('postUserLabel', () => {
  it('prefers the nickname, then the e-mail, then the short id', () => {
    expect(postUserLabel(userId, { nickname: 'LuckyDana', email: 'd@x.test' })).toBe('LuckyDana');
    expect(postUserLabel(userId, { nickname: '  ', email: 'd@x.test' })).toBe('d@x.test');
    expect(postUserLabel(userId, { nickname: null, email: null })).toBe('7c9e6679');
    expect(postUserLabel(userId, null)).toBe('7c9e6679');
  });
});

describe('countReports', () => {
  it('counts reports per post', () => {
    expect(countReports([{ post_id: 'a' }, { post_id: 'b' }, { post_id: 'a' }])).toEqual({ a: 2, b: 1 });
    expect(countReports([])).toEqual({});
  });
});

describe('selectAllState', () => {
  it('is checked, unchecked or indeterminate for the listed rows', () => {
    expect(selectAllState(['a', 'b'], new Set())).toBe(false);
    expect(selectAllState(['a', 'b'], new Set(['a']))).toBe('indeterminate');
    expect(selectAllState(['a', 'b'], new Set(['a', 'b', 'z']))).toBe(true);
    expect(selectAllState([], new Set(['a']))).toBe(false);
  });
});

describe('isModerationStatus', () => {
  it('accepts the three statuses only', () => {
    expect(isModerationStatus('approved')).toBe(true);
    expect(isModerationStatus('all')).toBe(false);
  });
});
