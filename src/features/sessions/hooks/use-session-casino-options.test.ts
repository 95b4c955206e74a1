import { describe, expect, it } from 'vitest';
import { preferredNearbyId } from './use-session-casino-options';

// Nearest first, as rpc nearby_casinos returns them: The Cromwell 0.1 mi, Bally's 0.2 mi, Aria 0.9 mi.
const nearby = [{ id: 'cromwell' }, { id: 'ballys' }, { id: 'aria' }];
const options = [
  { id: 'aria', name: 'Aria', city: 'Las Vegas', state: 'NV', isFavorite: true },
  { id: 'ballys', name: "Bally's", city: 'Las Vegas', state: 'NV' },
  { id: 'cromwell', name: 'The Cromwell', city: 'Las Vegas', state: 'NV' },
  { id: 'mohegan', name: 'Mohegan Sun', city: 'Uncasville', state: 'CT', isFavorite: true },
];

describe('preferredNearbyId', () => {
  it('starts a new session at the favourite near the player, not the nearest casino', () => {
    expect(preferredNearbyId(nearby, options)).toBe('aria');
  });

  it('takes the nearest when no favourite is near (a favourite far away does not count)', () => {
    expect(
      preferredNearbyId(
        nearby,
        options.map((o) => (o.id === 'aria' ? { ...o, isFavorite: false } : o)),
      ),
    ).toBe('cromwell');
  });

  it('is none without nearby casinos', () => {
    expect(preferredNearbyId([], options)).toBeNull();
  });
});
