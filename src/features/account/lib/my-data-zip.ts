import { zipSync } from 'fflate';
import { MY_DATA_APP, MY_DATA_FORMAT, sha256Hex, type MyDataManifest } from './my-data-manifest';
import { rowsToCsv } from './my-data';

type Row = Record<string, unknown>;

/** Who and what the archive is for (written to manifest.json beside the checksums). */
export interface MyDataZipMeta {
  userId: string;
  /** null: everything. */
  year: number | null;
  exportedAt: string;
}

/**
 * What goes into "Download my data"'s ZIP, collected piece by piece (a page of rows, a photo) and built at the
 * end: my-data/<table>.json (exact values, indented) and .csv per table in the order the tables were first
 * given, the photos under photos/, the README and manifest.json (app, format version, owner and the SHA-256 of
 * every other file, so "Restore my data" can tell a changed file). The heavy part (JSON and CSV of every row,
 * hashing, deflate) runs where this lives: in ./my-data-worker.ts in the browser, so the page stays responsive.
 */
export class MyDataZip {
  private readonly tables = new Map<string, Row[]>();
  private readonly photos = new Map<string, Uint8Array>();

  /** Adds a page of rows of `table` (a table with no rows is still listed: pass []). */
  addRows(table: string, rows: readonly Row[]): void {
    const list = this.tables.get(table) ?? [];
    list.push(...rows);
    this.tables.set(table, list);
  }

  addPhoto(path: string, bytes: Uint8Array): void {
    this.photos.set(path, bytes);
  }

  /** The ZIP's bytes. Photos are already compressed: stored; the text is deflated. */
  async build(readme: string, meta: MyDataZipMeta): Promise<Uint8Array> {
    const enc = new TextEncoder();
    const files: Record<string, [Uint8Array, { level: 0 | 6 }]> = {};
    for (const [table, rows] of this.tables) {
      files[`my-data/${table}.json`] = [enc.encode(JSON.stringify(rows, null, 2)), { level: 6 }];
      files[`my-data/${table}.csv`] = [enc.encode(rowsToCsv(rows)), { level: 6 }];
    }
    for (const [path, bytes] of this.photos) files[`photos/${path}`] = [bytes, { level: 0 }];
    files['README.txt'] = [enc.encode(readme), { level: 6 }];
    const manifest: MyDataManifest = {
      app: MY_DATA_APP,
      kind: 'my-data',
      format: MY_DATA_FORMAT,
      exported_at: meta.exportedAt,
      user_id: meta.userId,
      period: meta.year,
      files: {},
    };
    for (const [path, [bytes]] of Object.entries(files)) manifest.files[path] = { sha256: await sha256Hex(bytes), bytes: bytes.length };
    files['manifest.json'] = [enc.encode(JSON.stringify(manifest, null, 2)), { level: 6 }];
    return zipSync(files);
  }
}

/** Messages from the page to ./my-data-worker.ts. */
export type MyDataZipRequest =
  | { kind: 'rows'; table: string; rows: Row[] }
  | { kind: 'photo'; path: string; bytes: Uint8Array }
  | { kind: 'build'; readme: string; meta: MyDataZipMeta };

/** The worker's answer to `build`. */
export type MyDataZipAnswer = { kind: 'zip'; bytes: Uint8Array } | { kind: 'error'; message: string };
