import type { ImportedCasino } from './casino.ts';
import type { CasinoQuery } from './query.ts';

/** Where casinos come from. Every source answers the same query type. */
export interface CasinoSource {
  name: string;
  search(query: CasinoQuery): Promise<ImportedCasino[]>;
}

export interface SourceResult {
  source: string;
  records: ImportedCasino[];
}

/** The first source that answers with at least one casino; a failing or empty source falls through. */
export async function searchFirst(sources: readonly CasinoSource[], query: CasinoQuery): Promise<SourceResult> {
  let last: SourceResult = { source: sources[sources.length - 1]?.name ?? 'none', records: [] };
  for (const source of sources) {
    try {
      const records = await source.search(query);
      if (records.length > 0) return { source: source.name, records };
      last = { source: source.name, records };
    } catch {
      // Offline or rate-limited: the next source (finally the bundled dataset) answers.
    }
  }
  return last;
}
