/** One page of a list read with `.range(from, to)`; `count` is the exact total when it was asked for. */
export interface Page<T> {
  rows: T[];
  count: number | null;
}

/** Reads rows [from, to] (inclusive, as `.range()`); asks the server for the exact total when `withCount`. */
export type PageReader<T> = (from: number, to: number, withCount: boolean) => Promise<Page<T>>;

/**
 * Every row of a list that the API hands out a page at a time (PostgREST caps a response at 1000 rows).
 * The first page also asks for the exact total, so the remaining pages are requested together instead of
 * one after another; the result is the list as of that total (a later refresh picks up rows added since).
 * Without a total it reads page by page until a short page.
 */
export async function readAllPages<T>(readPage: PageReader<T>, pageSize = 1000): Promise<T[]> {
  const first = await readPage(0, pageSize - 1, true);
  const rows = [...first.rows];
  if (first.rows.length < pageSize) return rows;
  if (first.count !== null) {
    const offsets: number[] = [];
    for (let from = pageSize; from < first.count; from += pageSize) offsets.push(from);
    const pages = await Promise.all(offsets.map((from) => readPage(from, from + pageSize - 1, false)));
    for (const page of pages) rows.push(...page.rows);
    return rows;
  }
  for (let from = pageSize; ; from += pageSize) {
    const page = await readPage(from, from + pageSize - 1, false);
    rows.push(...page.rows);
    if (page.rows.length < pageSize) return rows;
  }
}
