/** Pure merge of catalog records into slot_machines and slot_machine_manufacturers. */
import { normaliseText } from '../_shared/normalise.ts';

export interface CatalogSlot {
  name: string;
  manufacturer: string;
  slot_name?: string | null;
  game_theme?: string | null;
  denomination?: number | null;
  model_year?: number | null;
  reel_count?: number | null;
  payline_count?: number | null;
  min_bet?: number | null;
  max_bet?: number | null;
  jackpot_type?: string | null;
  cabinet_style?: string | null;
  screen_type?: string | null;
  image_url?: string | null;
}

export type ExistingSlot = CatalogSlot & { id: string; manufacturer: string | null };

const FIELDS = [
  'slot_name', 'game_theme', 'denomination', 'model_year', 'reel_count', 'payline_count',
  'min_bet', 'max_bet', 'jackpot_type', 'cabinet_style', 'screen_type', 'image_url',
] as const;

const filled = (v: unknown) => v !== null && v !== undefined && (typeof v !== 'string' || v.trim() !== '');

/** De-duplication key: normalised name + manufacturer. */
export const slotKey = (s: { name: string; manufacturer: string | null | undefined }) => `${normaliseText(s.name)}|${normaliseText(s.manufacturer)}`;

/** How many catalog fields are known. */
export const slotCompleteness = (s: Partial<CatalogSlot>) => FIELDS.filter((f) => filled(s[f])).length;

export interface SlotPlan {
  inserts: CatalogSlot[];
  updates: { id: string; patch: Partial<CatalogSlot> }[];
  /** Manufacturer names not yet in slot_machine_manufacturers. */
  manufacturers: string[];
}

/** Inserts unknown machines, fills empty fields of known ones from MORE complete records, adds missing manufacturers. */
export function planSlotImport(existing: readonly ExistingSlot[], existingManufacturers: readonly string[], incoming: readonly CatalogSlot[]): SlotPlan {
  const current = new Map(existing.map((s) => [slotKey(s), { ...s }]));
  const inserts = new Map<string, CatalogSlot>();
  const updates = new Map<string, Partial<CatalogSlot>>();
  const knownMakers = new Set(existingManufacturers.map(normaliseText));
  const manufacturers: string[] = [];

  for (const rec of incoming) {
    if (rec.name.trim() === '' || rec.manufacturer.trim() === '') continue;
    if (!knownMakers.has(normaliseText(rec.manufacturer))) {
      knownMakers.add(normaliseText(rec.manufacturer));
      manufacturers.push(rec.manufacturer.trim());
    }
    const key = slotKey(rec);
    const row = current.get(key);
    if (row) {
      if (slotCompleteness(rec) <= slotCompleteness(row)) continue;
      const patch: Record<string, unknown> = {};
      for (const f of FIELDS) if (!filled(row[f]) && filled(rec[f])) patch[f] = rec[f];
      if (Object.keys(patch).length === 0) continue;
      Object.assign(row, patch);
      updates.set(row.id, { ...updates.get(row.id), ...(patch as Partial<CatalogSlot>) });
      continue;
    }
    const pending = inserts.get(key);
    if (!pending || slotCompleteness(rec) > slotCompleteness(pending)) inserts.set(key, rec);
  }
  return { inserts: [...inserts.values()], updates: [...updates].map(([id, patch]) => ({ id, patch })), manufacturers };
}
