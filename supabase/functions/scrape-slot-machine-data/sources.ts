import { SLOT_MACHINES } from '../_shared/data/slot-machines.ts';
import type { CatalogSlot } from './slot-plan.ts';

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The bundled curated catalog. */
export const bundledSlots = (): CatalogSlot[] => SLOT_MACHINES.map((s) => ({ ...s }));

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** One remote JSON record as a catalog slot; null without a name and manufacturer. */
export function toCatalogSlot(v: unknown): CatalogSlot | null {
  if (!v || typeof v !== 'object') return null;
  const r = v as Record<string, unknown>;
  const name = str(r.name);
  const manufacturer = str(r.manufacturer);
  if (!name || !manufacturer) return null;
  return {
    name,
    manufacturer,
    slot_name: str(r.slot_name),
    game_theme: str(r.game_theme),
    denomination: num(r.denomination),
    model_year: num(r.model_year),
    reel_count: num(r.reel_count),
    payline_count: num(r.payline_count),
    min_bet: num(r.min_bet),
    max_bet: num(r.max_bet),
    jackpot_type: str(r.jackpot_type),
    cabinet_style: str(r.cabinet_style),
    screen_type: str(r.screen_type),
    image_url: str(r.image_url),
  };
}

/** An optional remote catalog (SLOT_DATA_URL): a JSON array of slot records. Any failure = no records. */
export async function remoteSlots(fetchFn: Fetch, url: string, timeoutMs = 8000): Promise<CatalogSlot[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetchFn(url, { headers: { Accept: 'application/json' }, signal: controller.signal });
    if (!res.ok) return [];
    const body: unknown = await res.json();
    return Array.isArray(body) ? body.map(toCatalogSlot).filter((s): s is CatalogSlot => s !== null) : [];
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}
