import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MyDataZip } from './my-data-zip';

const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe("Download my data's ZIP", () => {
  it('joins the pages of a table, lists an empty table, stores photos as given and adds the README', () => {
    const zip = new MyDataZip();
    zip.addRows('gambling_sessions', [{ id: 'a', coins_in: 10, notes: '=SUM(A1)' }]);
    zip.addRows('w2g_jackpots', []);
    zip.addRows('gambling_sessions', [{ id: 'b', coins_in: 20.5, notes: null }]);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    zip.addPhoto('u1/j1.png', png);
    const files = unzipSync(zip.build('hello\r\n'));

    expect(Object.keys(files)).toEqual([
      'my-data/gambling_sessions.json',
      'my-data/gambling_sessions.csv',
      'my-data/w2g_jackpots.json',
      'my-data/w2g_jackpots.csv',
      'photos/u1/j1.png',
      'README.txt',
    ]);
    expect(JSON.parse(text(files['my-data/gambling_sessions.json']))).toEqual([
      { id: 'a', coins_in: 10, notes: '=SUM(A1)' },
      { id: 'b', coins_in: 20.5, notes: null },
    ]);
    // Indented JSON, as before the worker.
    expect(text(files['my-data/gambling_sessions.json'])).toContain('\n  {\n    "id": "a",');
    // The formula-like note is neutralised with a quote; null is an empty cell.
    expect(text(files['my-data/gambling_sessions.csv'])).toBe('id,coins_in,notes\r\na,10,"\'=SUM(A1)"\r\nb,20.5,\r\n');
    expect(text(files['my-data/w2g_jackpots.json'])).toBe('[]');
    expect(files['photos/u1/j1.png']).toEqual(png);
    expect(text(files['README.txt'])).toBe('hello\r\n');
  });
});
