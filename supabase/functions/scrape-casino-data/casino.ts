/** A casino record as imported (public.casinos column names) and its data-quality checks. */
import { normaliseCasinoName, normaliseText, resolveState } from '../_shared/normalise.ts';

export interface ImportedCasino {
  name: string;
  street_address?: string | null;
  city?: string | null;
  /** 2-letter state code. */
  state?: string | null;
  zip_code?: string | null;
  phone?: string | null;
  website?: string | null;
  casino_type?: string | null;
  gaming_machine_class?: string | null;
  operating_hours?: Record<string, string> | null;
  rewards_program?: string | null;
  amenities?: string[] | null;
  dining_options?: string[] | null;
  special_features?: string[] | null;
  image_url?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  slot_machine_count?: number | null;
  has_table_games?: boolean;
  hotel_attached?: boolean;
  has_parking?: boolean;
  smoking_policy?: string | null;
  dress_code?: string | null;
  parking_info?: string | null;
  data_source?: string | null;
}

/** An existing directory row: the same fields plus its id. */
export type ExistingCasino = ImportedCasino & { id: string };

const filled = (v: unknown): boolean =>
  v !== null && v !== undefined && (typeof v !== 'string' || v.trim() !== '') && (!Array.isArray(v) || v.length > 0);
const hasKeys = (v: unknown): boolean => v !== null && typeof v === 'object' && Object.keys(v).length > 0;

/**
 * Completeness: how many of the Data-Quality checks pass (the same ten as the database's
 * casino_quality_score: phone, website, full address, coordinates, casino_type, operating_hours,
 * rewards_program, amenities, image_url, gaming_machine_class).
 */
export function completeness(c: ImportedCasino): number {
  const checks = [
    filled(c.phone),
    filled(c.website),
    filled(c.street_address) && filled(c.city) && filled(c.state) && filled(c.zip_code),
    filled(c.latitude) && filled(c.longitude),
    filled(c.casino_type),
    hasKeys(c.operating_hours),
    filled(c.rewards_program),
    filled(c.amenities),
    filled(c.image_url),
    filled(c.gaming_machine_class),
  ];
  return checks.filter(Boolean).length;
}

/** The de-duplication key: normalised name + city + state. */
export function casinoKey(c: Pick<ImportedCasino, 'name' | 'city' | 'state'>): string {
  const state = resolveState(c.state)?.code ?? normaliseText(c.state);
  return `${normaliseCasinoName(c.name)}|${normaliseText(c.city)}|${state.toLowerCase()}`;
}

const SCALARS = [
  'street_address', 'city', 'state', 'zip_code', 'phone', 'website', 'casino_type', 'gaming_machine_class',
  'rewards_program', 'image_url', 'slot_machine_count', 'smoking_policy', 'dress_code', 'parking_info',
] as const;
const LISTS = ['amenities', 'dining_options', 'special_features'] as const;

/**
 * The fields of `incoming` that improve `existing`: empty scalars filled, missing coordinates
 * and hours added, list entries added (union). Non-empty values are never overwritten.
 */
export function improvementPatch(existing: ImportedCasino, incoming: ImportedCasino): Partial<ImportedCasino> {
  const patch: Record<string, unknown> = {};
  for (const f of SCALARS) if (!filled(existing[f]) && filled(incoming[f])) patch[f] = incoming[f];
  if (!(filled(existing.latitude) && filled(existing.longitude)) && filled(incoming.latitude) && filled(incoming.longitude)) {
    patch.latitude = incoming.latitude;
    patch.longitude = incoming.longitude;
  }
  if (!hasKeys(existing.operating_hours) && hasKeys(incoming.operating_hours)) patch.operating_hours = incoming.operating_hours;
  for (const f of LISTS) {
    const have = existing[f] ?? [];
    const added = (incoming[f] ?? []).filter((x) => !have.includes(x));
    if (added.length > 0) patch[f] = [...have, ...added];
  }
  return patch as Partial<ImportedCasino>;
}
