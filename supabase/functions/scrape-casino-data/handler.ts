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

const failure = (error: string, status: number) =>
  json({ success: false, totalFound: 0, insertedCount: 0, updatedCount: 0, error, source: null, fallback: false, notice: null }, status);

/** The place a query names, for messages ("Nevada", "Las Vegas", "the USA"). */
function placeName(query: NonNullable<ReturnType<typeof parseSearchQuery>>): string {
  return query.kind === 'all' ? 'the USA' : query.kind === 'state' ? query.state.name : query.city;
}

/**
 * POST { searchQuery } (admin only) -> { success, totalFound, insertedCount, updatedCount, error, source, fallback, notice }.
 * Finds casinos (state, city or everything), merges them into the directory, records the import per state.
 * Honest about what happened: no source reachable is a 502 error; an answer from a later source (the bundled
 * dataset) is named as a fallback; a place the reachable sources do not know is a neutral "No casinos found".
 */
export function createScrapeCasinoHandler(deps: ScrapeCasinoDeps): (req: Request) => Promise<Response> {
  return postHandler(async (req) => {
    const caller = await requireAdmin(req, deps);
    const query = parseSearchQuery((await readJsonObject(req)).searchQuery);
    if (!query) return failure(EMPTY_QUERY, 400);
    try {
      const found = await searchFirst(deps.sources, query);
      const { records } = found;
      const place = placeName(query);
      if (found.source === null) return failure(`Could not reach the casino sources (${found.unreachable.join(', ')}). Nothing was imported; try again later.`, 502);
      if (records.length === 0 && found.unreachable.length > 0) {
        return failure(`${found.unreachable.join(', ')} could not be reached and the ${found.source} has no casinos for ${place}. Nothing was imported; try again later.`, 502);
      }
      const fallback = found.unreachable.length > 0;
      const notice =
        records.length === 0
          ? `No casinos found for ${place}.`
          : fallback
            ? `${found.unreachable.join(', ')} could not be reached, so the ${found.source} was used instead.`
            : null;
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
      return json({
        success: true,
        totalFound: records.length,
        insertedCount: plan.inserts.length,
        updatedCount: plan.updates.length,
        error: null,
        source: found.source,
        fallback,
        notice,
      });
    } catch (err) {
      return failure(err instanceof Error ? err.message : String(err), err instanceof HttpError ? err.status : 500);
    }
  });
}
