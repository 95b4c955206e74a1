import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MyDataZip } from './my-data-zip';

const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe("Download my data's ZIP", () => {
  it('joins the pages of a table, lists an empty table, stores photos as given and adds the README and the manifest', async () => {
    const zip = new MyDataZip();
    zip.addRows('gambling_sessions', [{ id: 'a', coins_in: 10, notes: '=SUM(A1)' }]);
    zip.addRows('w2g_jackpots', []);
    zip.addRows('gambling_sessions', [{ id: 'b', coins_in: 20.5, notes: null }]);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    zip.addPhoto('u1/j1.png', png);
    const files = unzipSync(await zip.build('hello\r\n', { userId: 'u1', year: 2024, exportedAt: '2024-12-31T10:00:00.000Z' }));

    expect(Object.keys(files)).toEqual([
      'my-data/gambling_sessions.json',
      'my-data/gambling_sessions.csv',
      'my-data/w2g_jackpots.json',
      'my-data/w2g_jackpots.csv',
      'photos/u1/j1.png',
      'README.txt',
      'manifest.json',
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
    const manifest = JSON.parse(text(files['manifest.json']));
    expect(manifest).toMatchObject({
      app: 'slot-play-tracker',
      kind: 'my-data',
      format: 2,
      user_id: 'u1',
      period: 2024,
      exported_at: '2024-12-31T10:00:00.000Z',
    });
    // SHA-256 of 'hello\r\n' and of '[]', worked out with sha256sum.
    expect(manifest.files['README.txt']).toEqual({ sha256: 'cd2eca3535741f27a8ae40c31b0c41d4057a7a7b912b33b9aed86485d1c84676', bytes: 7 });
    expect(manifest.files['my-data/w2g_jackpots.json']).toEqual({
      sha256: '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945',
      bytes: 2,
    });
    expect(Object.keys(manifest.files)).toHaveLength(6);
  });
});
