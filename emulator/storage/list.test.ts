import { describe, expect, it } from 'vitest';
import { folderPrefix, listLevel, parseListOptions } from './list';
import type { ListedRow } from './objects';

const row = (name: string, at: string): ListedRow => ({ name, id: `id-${name}`, created_at: at, updated_at: at, last_accessed_at: at, metadata: null });
const rows = [
  row('u/b.txt', '2024-01-02T00:00:00Z'),
  row('u/a.txt', '2024-01-03T00:00:00Z'),
  row('u/Apple.txt', '2024-01-01T00:00:00Z'),
  row('u/dir/x.txt', '2024-01-04T00:00:00Z'),
  row('u/dir/y.txt', '2024-01-05T00:00:00Z'),
  row('v/other.txt', '2024-01-05T00:00:00Z'),
];

describe('listLevel', () => {
  it('lists one level with folders once, as null rows', () => {
    const items = listLevel(rows, 'u', parseListOptions({}));
    expect(items.map((i) => i.name)).toEqual(['Apple.txt', 'a.txt', 'b.txt', 'dir']);
    expect(items[3]).toEqual({ name: 'dir', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
  });

  it('sorts by a timestamp with folders last when ascending, first when descending', () => {
    const asc = listLevel(rows, 'u/', parseListOptions({ sortBy: { column: 'created_at', order: 'asc' } }));
    expect(asc.map((i) => i.name)).toEqual(['Apple.txt', 'b.txt', 'a.txt', 'dir']);
    const desc = listLevel(rows, 'u/', parseListOptions({ sortBy: { column: 'created_at', order: 'desc' } }));
    expect(desc.map((i) => i.name)).toEqual(['dir', 'a.txt', 'b.txt', 'Apple.txt']);
  });

  it('pages and searches case-insensitively by name prefix', () => {
    expect(listLevel(rows, 'u', parseListOptions({ limit: 2, offset: 1 })).map((i) => i.name)).toEqual(['a.txt', 'b.txt']);
    expect(listLevel(rows, 'u', parseListOptions({ search: 'A' })).map((i) => i.name)).toEqual(['Apple.txt', 'a.txt']);
    expect(listLevel(rows, '', parseListOptions({})).map((i) => i.name)).toEqual(['u', 'v']);
  });

  it('normalises the prefix into a folder', () => {
    expect(folderPrefix('')).toBe('');
    expect(folderPrefix('a')).toBe('a/');
    expect(folderPrefix('a/')).toBe('a/');
  });
});
