/** The database side of a casino import (service-role client, after the admin check). */
import type { Row, SupabaseLike } from '../_shared/client.ts';
import { US_STATES } from '../_shared/data/us-states.ts';
import { HttpError } from '../_shared/http.ts';
import { resolveState } from '../_shared/normalise.ts';
import type { ExistingCasino, ImportedCasino } from './casino.ts';
import type { ImportPlan } from './import-plan.ts';

const PAGE = 1000;
const CHUNK = 100;
export const CASINO_COLUMNS =
  'id, name, street_address, city, state, zip_code, phone, website, casino_type, gaming_machine_class, operating_hours, rewards_program, amenities, dining_options, special_features, image_url, latitude, longitude, slot_machine_count, smoking_policy, dress_code, parking_info';

const fail = (message: string): never => {
  throw new HttpError(500, message);
};

/** Every directory row (paged past the API's max-rows limit). */
export async function loadCasinos(db: SupabaseLike): Promise<ExistingCasino[]> {
  const out: ExistingCasino[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await db.from('casinos').select(CASINO_COLUMNS).order('id').range(from, from + PAGE - 1);
    if (error) fail(error.message);
    const rows = (data ?? []) as unknown as ExistingCasino[];
    out.push(...rows);
    if (rows.length < PAGE) return out;
  }
}

/** A new directory row: pending validation, not verified; numbers in range or left out. */
export function insertRow(c: ImportedCasino): Row {
  const row: Row = { ...c, validation_status: 'pending', is_verified: false };
  if (c.city && c.state) row.location = `${c.city}, ${c.state}`;
  for (const [k, v] of Object.entries(row)) if (v === undefined) delete row[k];
  return row;
}

export async function applyPlan(db: SupabaseLike, plan: ImportPlan): Promise<void> {
  for (let i = 0; i < plan.inserts.length; i += CHUNK) {
    const { error } = await db.from('casinos').insert(plan.inserts.slice(i, i + CHUNK).map(insertRow));
    if (error) fail(error.message);
  }
  for (const { id, patch } of plan.updates) {
    const { error } = await db.from('casinos').update(patch as Row).eq('id', id);
    if (error) fail(error.message);
  }
}

async function countCasinos(db: SupabaseLike, code: string, verifiedOnly: boolean): Promise<number> {
  let q = db.from('casinos').select('id', { count: 'exact', head: true }).eq('state', code);
  if (verifiedOnly) q = q.eq('is_verified', true);
  const { count, error } = await q;
  if (error) fail(error.message);
  return count ?? 0;
}

/**
 * Records the import in state_casino_management for each state: last_import_date now, casino and
 * verified counts from the directory, status needs_review when rows were added pending.
 */
export async function recordStateImports(db: SupabaseLike, states: ReadonlyMap<string, number>, now: string): Promise<void> {
  for (const [code, inserted] of states) {
    const ref = resolveState(code);
    if (!ref) continue;
    const fields: Row = {
      last_import_date: now,
      total_casinos_count: await countCasinos(db, code, false),
      verified_casinos_count: await countCasinos(db, code, true),
      import_status: inserted > 0 ? 'needs_review' : 'completed',
    };
    const existing = await db.from('state_casino_management').select('id').eq('state_code', code).maybeSingle();
    if (existing.error) fail(existing.error.message);
    const { error } = existing.data
      ? await db.from('state_casino_management').update(fields).eq('id', existing.data.id)
      : await db.from('state_casino_management').insert({
          ...fields,
          state_code: code,
          state_name: ref.name,
          priority_level: US_STATES.find((s) => s.state_code === code)?.priority_level ?? 1,
        });
    if (error) fail(error.message);
  }
}
