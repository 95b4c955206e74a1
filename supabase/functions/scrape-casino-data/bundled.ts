import { US_CASINOS, type UsCasino } from '../_shared/data/us-casinos.ts';
import { normaliseText } from '../_shared/normalise.ts';
import type { ImportedCasino } from './casino.ts';
import type { CasinoQuery } from './query.ts';
import type { CasinoSource } from './source.ts';

export const BUNDLED_SOURCE = 'bundled US casino directory';

/** A bundled record as a directory row (same mapping as the seed). */
export function fromUsCasino(c: UsCasino): ImportedCasino {
  return {
    name: c.name,
    street_address: c.street_address,
    city: c.city,
    state: c.state,
    zip_code: c.zip_code,
    phone: c.phone,
    website: c.website,
    casino_type: c.casino_type,
    gaming_machine_class: c.gaming_machine_class,
    operating_hours: { ...c.operating_hours },
    rewards_program: c.rewards_program,
    amenities: [...c.amenities],
    dining_options: [...c.dining_options],
    special_features: [...c.special_features],
    latitude: c.latitude,
    longitude: c.longitude,
    slot_machine_count: c.slot_machine_count,
    has_table_games: c.has_table_games,
    hotel_attached: c.hotel_attached,
    has_parking: true,
    smoking_policy: c.smoking_policy,
    dress_code: c.dress_code,
    parking_info: c.parking_info,
    data_source: BUNDLED_SOURCE,
  };
}

/** The offline default: the bundled dataset, filtered by state or city. */
export function bundledSource(casinos: readonly UsCasino[] = US_CASINOS): CasinoSource {
  return {
    name: BUNDLED_SOURCE,
    search: async (query: CasinoQuery) => {
      const hits = casinos.filter((c) => {
        if (query.kind === 'all') return true;
        if (query.kind === 'state') return c.state === query.state.code;
        return normaliseText(c.city) === normaliseText(query.city) && (!query.state || c.state === query.state.code);
      });
      return hits.map(fromUsCasino);
    },
  };
}
