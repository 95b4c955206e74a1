import { requireAdmin } from '../_shared/auth.ts';
import type { EdgeEnv } from '../_shared/client.ts';
import { HttpError, json, postHandler, readJsonObject } from '../_shared/http.ts';
import { resolveState } from '../_shared/normalise.ts';
import { planImport } from './import-plan.ts';
import { parseSearchQuery } from './query.ts';
import { searchFirst, type CasinoSource } from './source.ts';
import { applyPlan, loadCasinos, recordStateImports } from './store.ts';

export interface ScrapeCasinoDeps extends EdgeEnv {
  /** Tried in order (Overpass first when online, the bundled dataset last). */
  sources: readonly CasinoSource[];
  now: () => Date;
}

export const EMPTY_QUERY = 'Please enter a search location (e.g., "Nevada", "Las Vegas", "CA")';

const failure = (error: string, status: number) => json({ success: false, totalFound: 0, insertedCount: 0, updatedCount: 0, error }, status);

/**
 * POST { searchQuery } (admin only) -> { success, totalFound, insertedCount, updatedCount, error }.
 * Finds casinos (state, city or everything), merges them into the directory, records the import per state.
 */
export function createScrapeCasinoHandler(deps: ScrapeCasinoDeps): (req: Request) => Promise<Response> {
  return postHandler(async (req) => {
    const caller = await requireAdmin(req, deps);
    const query = parseSearchQuery((await readJsonObject(req)).searchQuery);
    if (!query) return failure(EMPTY_QUERY, 400);
    try {
      const { records } = await searchFirst(deps.sources, query);
      const plan = planImport(await loadCasinos(caller.admin), records);
      await applyPlan(caller.admin, plan);
      const states = new Map<string, number>();
      if (query.kind === 'state') states.set(query.state.code, 0);
      for (const r of records) {
        const code = resolveState(r.state)?.code;
        if (code && !states.has(code)) states.set(code, 0);
      }
      for (const r of plan.inserts) {
        const code = resolveState(r.state)?.code;
        if (code) states.set(code, (states.get(code) ?? 0) + 1);
      }
      await recordStateImports(caller.admin, states, deps.now().toISOString());
      return json({ success: true, totalFound: records.length, insertedCount: plan.inserts.length, updatedCount: plan.updates.length, error: null });
    } catch (err) {
      return failure(err instanceof Error ? err.message : String(err), err instanceof HttpError ? err.status : 500);
    }
  });
}
