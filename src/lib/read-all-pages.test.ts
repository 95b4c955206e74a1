import { describe, expect, it } from 'vitest';
import { readAllPages, type PageReader } from './read-all-pages';

/** A list of `total` numbers served like PostgREST: `.range(from, to)`, count on request; records every call. */
function server(total: number, opts: { count?: boolean; growBy?: number } = {}) {
  let size = total;
  const calls: [number, number, boolean][] = [];
  const read: PageReader<number> = async (from, to, withCount) => {
    calls.push([from, to, withCount]);
    const rows = Array.from({ length: Math.max(0, Math.min(to, size - 1) - from + 1) }, (_, i) => from + i);
    const count = withCount && opts.count !== false ? size : null;
    if (withCount && opts.growBy) size += opts.growBy;
    return { rows, count };
  };
  return { read, calls };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('readAllPages', () => {
  it('reads a short list in one request', async () => {
    const s = server(7);
    expect(await readAllPages(s.read, 10)).toEqual(range(7));
    expect(s.calls).toEqual([[0, 9, true]]);
  });

  it('reads an empty list in one request', async () => {
    const s = server(0);
    expect(await readAllPages(s.read, 10)).toEqual([]);
    expect(s.calls).toHaveLength(1);
  });

  it('requests the remaining pages together once the total is known, and keeps their order', async () => {
    const s = server(35);
    expect(await readAllPages(s.read, 10)).toEqual(range(35));
    expect(s.calls).toEqual([
      [0, 9, true],
      [10, 19, false],
      [20, 29, false],
      [30, 39, false],
    ]);
  });

  it('stops after the first page when the total is exactly one page', async () => {
    const s = server(10);
    expect(await readAllPages(s.read, 10)).toEqual(range(10));
    expect(s.calls).toEqual([[0, 9, true]]);
  });

  it('reads an exact multiple of the page size without a trailing request', async () => {
    const s = server(30);
    expect(await readAllPages(s.read, 10)).toEqual(range(30));
    expect(s.calls.map((c) => c[0])).toEqual([0, 10, 20]);
  });

  it('reads the list as of its total: rows added after the count wait for the next refresh', async () => {
    const s = server(20, { growBy: 15 });
    expect(await readAllPages(s.read, 10)).toEqual(range(20));
    expect(s.calls.map((c) => c[0])).toEqual([0, 10]);
  });

  it('reads page by page until a short page when the server gives no total', async () => {
    const s = server(25, { count: false });
    expect(await readAllPages(s.read, 10)).toEqual(range(25));
    expect(s.calls.map((c) => c[0])).toEqual([0, 10, 20]);
  });

  it('passes a failing page on', async () => {
    const failing: PageReader<number> = async (from) => {
      if (from > 0) throw new Error('boom');
      return { rows: range(10), count: 30 };
    };
    await expect(readAllPages(failing, 10)).rejects.toThrow('boom');
  });
});
