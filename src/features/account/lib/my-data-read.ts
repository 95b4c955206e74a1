import { unzipSync } from 'fflate';
import * as z from 'zod/mini';
import { sniffRaster } from '@/lib/image-sniff';
import { formatCount } from '@/lib/number-format';
import { MY_DATA_APP, MY_DATA_FORMAT, sha256Hex, type MyDataManifest } from './my-data-manifest';
import { REFERENCE_FILES } from './my-data';
import {
  MiB,
  RESTORE_LIMITS,
  RESTORE_TABLES,
  summarize,
  casinoRefSchema,
  machineRefSchema,
  type CasinoRef,
  type MachineRef,
  type MyDataArchive,
  type RestoreTable,
} from './my-data-restore';

type Row = Record<string, unknown>;

/** A ZIP that cannot be restored; the message says why, for the player. */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

const mb = (bytes: number) => `${Math.round(bytes / MiB)} MB`;
const isObject = (v: unknown): v is Row => v !== null && typeof v === 'object' && !Array.isArray(v);
const README_START = 'Slot Play Tracker: my data';

/**
 * Reads a ZIP made by "Download my data" (this format or an older one) and refuses, with a message for the
 * player, anything that is not one: not a ZIP, a ZIP of another app, a file changed since it was written (the
 * manifest's SHA-256), a newer format, rows of more than one player, a photo that is not an image, oversized
 * content. Pure (no network, no storage): the page runs it in a worker.
 */
export async function readMyDataArchive(bytes: Uint8Array): Promise<MyDataArchive> {
  if (bytes.length > RESTORE_LIMITS.zipBytes)
    throw new ArchiveError(`This file is too large to restore (over ${mb(RESTORE_LIMITS.zipBytes)}).`);
  const notZip = 'This file is not a ZIP. Choose the ZIP that "Download my data" saved.';
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new ArchiveError(notZip);
  let files: Record<string, Uint8Array>;
  try {
    let unpacked = 0;
    files = unzipSync(bytes, {
      filter: (f) => {
        unpacked += f.originalSize;
        if (unpacked > RESTORE_LIMITS.unpackedBytes)
          throw new ArchiveError(`This ZIP unpacks to more than ${mb(RESTORE_LIMITS.unpackedBytes)}.`);
        return !f.name.endsWith('/');
      },
    });
  } catch (e) {
    if (e instanceof ArchiveError) throw e;
    throw new ArchiveError(notZip);
  }
  const unpacked = Object.values(files).reduce((s, f) => s + f.length, 0);
  if (unpacked > RESTORE_LIMITS.unpackedBytes) throw new ArchiveError(`This ZIP unpacks to more than ${mb(RESTORE_LIMITS.unpackedBytes)}.`);

  const otherApp = 'This ZIP was not made by "Download my data" of Slot Play Tracker.';
  const text = (path: string) => new TextDecoder().decode(files[path]);
  let manifest: MyDataManifest | null = null;
  if (files['manifest.json']) {
    try {
      manifest = JSON.parse(text('manifest.json')) as MyDataManifest;
    } catch {
      throw new ArchiveError(otherApp);
    }
    if (!isObject(manifest) || manifest.app !== MY_DATA_APP || manifest.kind !== 'my-data' || typeof manifest.format !== 'number')
      throw new ArchiveError(otherApp);
    if (manifest.format > MY_DATA_FORMAT)
      throw new ArchiveError(
        `This ZIP was made by a newer version of Slot Play Tracker (format ${manifest.format}; this version reads up to ${MY_DATA_FORMAT}). Update the app, then restore it.`,
      );
    if (!isObject(manifest.files)) throw new ArchiveError(otherApp);
    for (const path of Object.keys(files)) {
      if (path === 'manifest.json') continue;
      const listed = manifest.files[path];
      if (!listed) throw new ArchiveError(`This ZIP has been changed since it was downloaded: ${path} was added to it.`);
      if ((await sha256Hex(files[path])) !== listed.sha256)
        throw new ArchiveError(`This ZIP has been changed since it was downloaded: ${path} does not match its checksum.`);
    }
    for (const path of Object.keys(manifest.files))
      if (!files[path]) throw new ArchiveError(`This ZIP has been changed since it was downloaded: ${path} is missing.`);
  } else if (
    !files['README.txt'] ||
    !text('README.txt').startsWith(README_START) ||
    !Object.keys(files).some((p) => p.startsWith('my-data/'))
  ) {
    throw new ArchiveError(otherApp);
  }

  const readRows = (name: string): Row[] => {
    const path = `my-data/${name}.json`;
    if (!files[path]) return [];
    let rows: unknown;
    try {
      rows = JSON.parse(text(path));
    } catch {
      throw new ArchiveError(`${path} in this ZIP is damaged (not JSON).`);
    }
    if (!Array.isArray(rows) || !rows.every(isObject)) throw new ArchiveError(`${path} in this ZIP is damaged (not a list of rows).`);
    if (rows.length > RESTORE_LIMITS.rowsPerTable)
      throw new ArchiveError(`${path} holds more than ${formatCount(RESTORE_LIMITS.rowsPerTable)} rows, more than a restore takes.`);
    return rows;
  };
  /** The casinos or machines the rows point at, each with the fields matching needs. */
  const readRefs = <S extends z.ZodMiniType>(name: string, schema: S): z.infer<S>[] => {
    const refs = z.safeParse(z.array(schema), readRows(name));
    if (!refs.success) throw new ArchiveError(`my-data/${name}.json in this ZIP is damaged (a row lacks its id or name).`);
    return refs.data;
  };
  const tables = Object.fromEntries(Object.keys(RESTORE_TABLES).map((t) => [t, readRows(t)])) as Record<RestoreTable, Row[]>;

  // One player's rows only: the manifest's owner, or the one owner every row names.
  const owners = new Set<string>();
  for (const [t, column] of Object.entries(RESTORE_TABLES)) for (const r of tables[t as RestoreTable]) owners.add(String(r[column]));
  if (manifest?.user_id) owners.add(manifest.user_id);
  if (owners.size > 1) throw new ArchiveError('This ZIP holds rows of more than one player, so it is not one "Download my data" made.');

  // Photos: every one an image below the bucket's limit; every photo a W-2G names must be there.
  const photos: Record<string, Uint8Array> = {};
  for (const [path, data] of Object.entries(files)) {
    if (!path.startsWith('photos/')) continue;
    if (data.length >= RESTORE_LIMITS.photoBytes)
      throw new ArchiveError(`The photo ${path} is larger than ${mb(RESTORE_LIMITS.photoBytes)}.`);
    if (!sniffRaster(data)) throw new ArchiveError(`The photo ${path} in this ZIP is not an image.`);
    photos[path.slice('photos/'.length)] = data;
  }
  for (const j of tables.w2g_jackpots) {
    if (j.images !== undefined && j.images !== null && !Array.isArray(j.images))
      throw new ArchiveError('my-data/w2g_jackpots.json in this ZIP is damaged (images is not a list).');
    for (const p of (j.images as unknown[] | null | undefined) ?? []) {
      if (typeof p !== 'string' || !photos[p]) throw new ArchiveError(`This ZIP lacks the photo ${String(p)} of a W2G.`);
      if (!/^[^/]+\/[A-Za-z0-9._/-]+$/.test(p) || p.includes('..'))
        throw new ArchiveError(`The photo name ${p} in this ZIP is not one the app writes.`);
    }
  }

  const casinos: CasinoRef[] = readRefs(REFERENCE_FILES.casinos, casinoRefSchema);
  const machines: MachineRef[] = readRefs(REFERENCE_FILES.machines, machineRefSchema);
  return {
    format: manifest?.format ?? 0,
    exportedAt: manifest?.exported_at ?? null,
    ownerId: owners.size === 1 ? [...owners][0] : null,
    tables,
    casinos,
    machines,
    photos,
    summary: summarize(tables, Object.keys(photos).length),
  };
}
