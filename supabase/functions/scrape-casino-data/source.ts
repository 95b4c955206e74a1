import type { ImportedCasino } from './casino.ts';
import type { CasinoQuery } from './query.ts';

/** Where casinos come from. Every source answers the same query type. */
export interface CasinoSource {
  name: string;
  search(query: CasinoQuery): Promise<ImportedCasino[]>;
}

export interface SourceResult {
  /** The source that answered (null when none could be reached). */
  source: string | null;
  records: ImportedCasino[];
  /** The sources that could not be reached (offline, rate-limited, bad answer), in order. */
  unreachable: string[];
}

/**
 * The first source that answers with at least one casino; a failing or empty source falls through. Which
 * sources failed is kept, so the caller can say that a fallback answered or that nothing could be reached.
 */
export async function searchFirst(sources: readonly CasinoSource[], query: CasinoQuery): Promise<SourceResult> {
  const unreachable: string[] = [];
  let answered: string | null = null;
  for (const source of sources) {
    try {
      const records = await source.search(query);
      if (records.length > 0) return { source: source.name, records, unreachable };
      answered ??= source.name;
    } catch {
      // Offline or rate-limited: the next source (finally the bundled dataset) is tried.
      unreachable.push(source.name);
    }
  }
  return { source: answered, records: [], unreachable };
}
