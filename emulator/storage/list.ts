import { invalidRequest } from './errors';
import type { ListedRow } from './objects';

export type SortColumn = 'name' | 'created_at' | 'updated_at' | 'last_accessed_at';

export interface ListOptions {
  limit: number;
  offset: number;
  sortBy: { column: SortColumn; order: 'asc' | 'desc' };
  search: string;
}

export interface ListItem {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ListedRow['metadata'] | null;
}

const SORT_COLUMNS: readonly SortColumn[] = ['name', 'created_at', 'updated_at', 'last_accessed_at'];

/** The prefix as a folder: "" stays "", "a" and "a/" become "a/". */
export function folderPrefix(prefix: string): string {
  return prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
}

/** Reads the list request body with the client's defaults (limit 100, offset 0, name asc). */
export function parseListOptions(body: Record<string, unknown>): ListOptions {
  const sortBy = (typeof body.sortBy === 'object' && body.sortBy !== null ? body.sortBy : {}) as Record<string, unknown>;
  const column = SORT_COLUMNS.includes(sortBy.column as SortColumn) ? (sortBy.column as SortColumn) : 'name';
  const num = (v: unknown, d: number) => {
    if (v === undefined || v === null) return d;
    if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return Math.floor(v);
    throw invalidRequest('limit and offset must be non-negative numbers');
  };
  return {
    limit: num(body.limit, 100),
    offset: num(body.offset, 0),
    sortBy: { column, order: String(sortBy.order).toLowerCase() === 'desc' ? 'desc' : 'asc' },
    search: typeof body.search === 'string' ? body.search : '',
  };
}

function toTime(v: string | Date | null): number | null {
  if (v === null) return null;
  return new Date(v).getTime();
}

/** Compares like Postgres `order by col asc|desc` (nulls last when ascending, first when descending), then by name. */
function compare(a: ListItem, b: ListItem, { column, order }: ListOptions['sortBy']): number {
  const dir = order === 'desc' ? -1 : 1;
  if (column !== 'name') {
    const x = toTime(a[column]);
    const y = toTime(b[column]);
    if (x !== y) {
      if (x === null) return dir;
      if (y === null) return -dir;
      return (x - y) * dir;
    }
  }
  return (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) * (column === 'name' ? dir : 1);
}

/**
 * One level of a bucket under `prefix`: files as rows, sub-folders once each with null id,
 * timestamps and metadata; `search` is a case-insensitive name-prefix filter; then sort and page.
 */
export function listLevel(rows: readonly ListedRow[], prefix: string, opts: ListOptions): ListItem[] {
  const base = folderPrefix(prefix);
  const search = opts.search.toLowerCase();
  const items = new Map<string, ListItem>();
  for (const row of rows) {
    if (!row.name.startsWith(base)) continue;
    const rest = row.name.slice(base.length);
    const slash = rest.indexOf('/');
    const name = slash >= 0 ? rest.slice(0, slash) : rest;
    if (name === '' || !name.toLowerCase().startsWith(search)) continue;
    if (slash >= 0) {
      const key = `d:${name}`;
      if (!items.has(key)) {
        items.set(key, { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
      }
    } else {
      const { id, updated_at, created_at, last_accessed_at, metadata } = row;
      items.set(`f:${name}`, { name, id, updated_at, created_at, last_accessed_at, metadata });
    }
  }
  const sorted = [...items.values()].sort((a, b) => compare(a, b, opts.sortBy));
  return sorted.slice(opts.offset, opts.offset + opts.limit);
}
