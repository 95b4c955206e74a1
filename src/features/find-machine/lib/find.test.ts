import { describe, expect, it } from 'vitest';
import { nearestWithin, ownPlayLabel, ownPlayLine, placeCasinos, seenLabel, statesOf, type GameCasino } from './find';

/**
 * Hand-worked distances (haversine, R = 3959 mi): from (36.0, -115.0), a casino 0.5° of latitude north lies
 * 3959 × 0.5 × π/180 = 34.55 mi away; one 1.0° north 69.10 mi (beyond the 50-mile radius).
 */
const at = { lat: 36.0, lng: -115.0 };
const G = 'game-1';
const casino = (id: string, name: string, lat: number | null, state: string, extra: Partial<GameCasino> = {}): GameCasino => ({
  slot_machine_id: G,
  casino_id: id,
  name,
  city: null,
  state,
  latitude: lat,
  longitude: lat === null ? null : -115.0,
  listed: true,
  seen_month: null,
  my_sessions: 0,
  my_first_date: null,
  my_last_date: null,
  ...extra,
});
const rows = [
  casino('far', 'Far Casino', 37.0, 'NV'),
  casino('near', 'Near Casino', 36.5, 'NV'),
  casino('nowhere', 'Alpha Unplaced', null, 'NJ'),
  casino('other-game', 'Other Game Casino', 36.0, 'NV', { slot_machine_id: 'game-2' }),
];

describe('Find a machine', () => {
  it('says the month a game was last seen by players, never a day', () => {
    expect(seenLabel('2016-05-01')).toBe('Seen by players, last on May 2016');
    expect(seenLabel('2025-12-01')).toBe('Seen by players, last on December 2025');
    expect(seenLabel(null)).toBeNull();
  });

  it('lists the casinos of one game nearest first (34.55 mi, 69.10 mi), the one without coordinates last', () => {
    const placed = placeCasinos(rows, G, at, null);
    expect(placed.map((r) => r.casino_id)).toEqual(['near', 'far', 'nowhere']);
    expect(placed[0].distanceMiles).toBeCloseTo(34.55, 2);
    expect(placed[1].distanceMiles).toBeCloseTo(69.1, 1);
    expect(placed[2].distanceMiles).toBeNull();
  });

  it('without a position: by name; with a state: that state only', () => {
    expect(placeCasinos(rows, G, null, null).map((r) => r.casino_id)).toEqual(['nowhere', 'far', 'near']);
    expect(placeCasinos(rows, G, null, 'NJ').map((r) => r.casino_id)).toEqual(['nowhere']);
    expect(statesOf(rows, G)).toEqual(['NJ', 'NV']);
  });

  it('a wish is marked near when a casino within 50 miles has it: 34.55 mi yes, 69.10 mi alone no', () => {
    expect(nearestWithin(rows, G, at)?.casino_id).toBe('near');
    expect(nearestWithin([rows[0]], G, at)).toBeNull();
    expect(nearestWithin(rows, G, null)).toBeNull();
  });

  it("says the player's own play with its dates: one day, or the first and the last", () => {
    expect(ownPlayLabel({ my_sessions: 3, my_first_date: '2026-03-02', my_last_date: '2026-03-04' })).toBe(
      'You played it here: 3 sessions, Mar 02, 2026 – Mar 04, 2026',
    );
    expect(ownPlayLabel({ my_sessions: 1, my_first_date: '2026-03-04', my_last_date: '2026-03-04' })).toBe(
      'You played it here: 1 session, Mar 04, 2026',
    );
    expect(ownPlayLabel({ my_sessions: 0, my_first_date: null, my_last_date: null })).toBeNull();
  });

  it('a wish names the casino of its latest session and how many other casinos the player played it at', () => {
    const played = [
      casino('far', 'Far Casino', 37.0, 'NV', { my_sessions: 2, my_first_date: '2025-01-02', my_last_date: '2025-02-03' }),
      casino('near', 'Near Casino', 36.5, 'NV', { my_sessions: 1, my_first_date: '2026-03-04', my_last_date: '2026-03-04' }),
      casino('nowhere', 'Alpha Unplaced', null, 'NJ'),
      casino('other-game', 'Other Game Casino', 36.0, 'NV', { slot_machine_id: 'game-2', my_sessions: 5, my_last_date: '2026-12-01' }),
    ];
    expect(ownPlayLine(played, G)).toBe('You played it at Near Casino on Mar 04, 2026 and at 1 other casino');
    expect(ownPlayLine(played.slice(0, 1), G)).toBe('You played it at Far Casino on Feb 03, 2025');
    expect(ownPlayLine(rows, G)).toBeNull();
  });
});
