import { requireAdmin } from '../_shared/auth.ts';
import type { EdgeEnv, Row, SupabaseLike } from '../_shared/client.ts';
import { HttpError, json, postHandler } from '../_shared/http.ts';
import { planSlotImport, type CatalogSlot, type ExistingSlot } from './slot-plan.ts';

export interface ScrapeSlotDeps extends EdgeEnv {
  /** The catalog records to import (bundled, plus the remote source when configured). */
  loadCatalog: () => Promise<CatalogSlot[]>;
}

const PAGE = 1000;
const CHUNK = 100;
const COLUMNS = 'id, name, manufacturer, slot_name, game_theme, denomination, model_year, reel_count, payline_count, min_bet, max_bet, jackpot_type, cabinet_style, screen_type, image_url';

async function loadAll(db: SupabaseLike, table: string, columns: string): Promise<Row[]> {
  const out: Row[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await db.from(table).select(columns).order('id').range(from, from + PAGE - 1);
    if (error) throw new HttpError(500, error.message);
    out.push(...(data ?? []));
    if ((data ?? []).length < PAGE) return out;
  }
}

/** POST {} (admin only) -> { success, totalFound, insertedCount, updatedCount, error } for the slot catalog. */
export function createScrapeSlotHandler(deps: ScrapeSlotDeps): (req: Request) => Promise<Response> {
  return postHandler(async (req) => {
    const { admin } = await requireAdmin(req, deps);
    try {
      const records = await deps.loadCatalog();
      const existing = (await loadAll(admin, 'slot_machines', COLUMNS)) as unknown as ExistingSlot[];
      const makers = (await loadAll(admin, 'slot_machine_manufacturers', 'id, name')).map((m) => String(m.name));
      const plan = planSlotImport(existing, makers, records);
      if (plan.manufacturers.length > 0) {
        const { error } = await admin.from('slot_machine_manufacturers').insert(plan.manufacturers.map((name) => ({ name })));
        if (error) throw new HttpError(500, error.message);
      }
      for (let i = 0; i < plan.inserts.length; i += CHUNK) {
        const { error } = await admin.from('slot_machines').insert(plan.inserts.slice(i, i + CHUNK) as unknown as Row[]);
        if (error) throw new HttpError(500, error.message);
      }
      for (const { id, patch } of plan.updates) {
        const { error } = await admin.from('slot_machines').update(patch as Row).eq('id', id);
        if (error) throw new HttpError(500, error.message);
      }
      return json({ success: true, totalFound: records.length, insertedCount: plan.inserts.length, updatedCount: plan.updates.length, error: null });
    } catch (err) {
      const status = err instanceof HttpError ? err.status : 500;
      return json({ success: false, totalFound: 0, insertedCount: 0, updatedCount: 0, error: err instanceof Error ? err.message : String(err) }, status);
    }
  });
}
