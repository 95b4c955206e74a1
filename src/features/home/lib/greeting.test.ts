// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { NEW_PLAYER_KEY_PREFIX, probablyNewPlayer, rememberNewPlayer } from './greeting';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const player = (createdAt: string) => ({ id: 'u1', created_at: createdAt });

describe('probablyNewPlayer (home greets before its first steps arrive)', () => {
  afterEach(() => localStorage.clear());

  it('without a memory on this device: new when the account is under a day old', () => {
    expect(probablyNewPlayer(player('2026-11-26T12:00:01Z'), NOW)).toBe(true);
    expect(probablyNewPlayer(player('2026-11-26T11:59:59Z'), NOW)).toBe(false);
    expect(probablyNewPlayer(player('not a date'), NOW)).toBe(false);
    expect(probablyNewPlayer(null, NOW)).toBe(false);
  });

  it('what home last saw wins, both ways, and is kept per player', () => {
    rememberNewPlayer('u1', false);
    expect(localStorage.getItem(`${NEW_PLAYER_KEY_PREFIX}u1`)).toBe('0');
    expect(probablyNewPlayer(player('2026-11-27T11:00:00Z'), NOW)).toBe(false);
    rememberNewPlayer('u1', true);
    expect(probablyNewPlayer(player('2020-01-01T00:00:00Z'), NOW)).toBe(true);
    expect(probablyNewPlayer({ id: 'u2', created_at: '2020-01-01T00:00:00Z' }, NOW)).toBe(false);
  });
});
