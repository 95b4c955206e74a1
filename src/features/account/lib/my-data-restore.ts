import { unzipSync } from 'fflate';
import { MAX_IMAGE_BYTES } from '@/lib/image-upload';
import { sniffRaster } from '@/lib/image-sniff';
import { formatCount } from '@/lib/number-format';
import { MY_DATA_APP, MY_DATA_FORMAT, sha256Hex, type MyDataManifest } from './my-data-manifest';
import { REFERENCE_FILES } from './my-data';

type Row = Record<string, unknown>;

/** The tables "Restore my data" writes back, with the column that says whose a row is. */
export const RESTORE_TABLES = {
  profiles: 'id',
  play_limits: 'id',
  user_casino_preferences: 'user_id',
  slot_machines: 'added_by',
  gambling_sessions: 'user_id',
  casino_sessions: 'user_id',
  w2g_jackpots: 'user_id',
  casino_win_loss_statements: 'user_id',
  // Issue 39 (an older ZIP has none: nothing to restore). Share links are not restored: their address is not kept.
  trips: 'user_id',
  trip_costs: 'user_id',
  trip_comps: 'user_id',
  trip_suggestion_dismissals: 'user_id',
} as const;
export type RestoreTable = keyof typeof RESTORE_TABLES;

const MiB = 1024 * 1024;
/** What an archive may hold at most (the decade player's ZIP is about 9 MiB and 42,000 rows). */
export const RESTORE_LIMITS = {
  zipBytes: 200 * MiB,
  unpackedBytes: 500 * MiB,
  /** A photo must be smaller than the w2g-images bucket's limit. */
  photoBytes: MAX_IMAGE_BYTES.w2g,
  rowsPerTable: 200_000,
} as const;

/** A casino or catalog machine the rows point at, as the archive names it (for matching by name on another server). */
export interface CasinoRef {
  id: string;
  name: string;
  street_address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
}
export interface MachineRef {
  id: string;
  name: string;
  manufacturer: string | null;
}

export interface ArchiveSummary {
  /** Rows per kind, in the order shown. */
  counts: { label: string; count: number }[];
  /** The years the records are dated in, ascending. */
  years: number[];
  photos: number;
}

/** A "Download my data" ZIP, read and checked: nothing in it has been written anywhere yet. */
export interface MyDataArchive {
  /** 0: an archive from before the manifest (no checksums). */
  format: number;
  exportedAt: string | null;
  /** Whose rows they were (the restore writes them as the current player). */
  ownerId: string | null;
  tables: Record<RestoreTable, Row[]>;
  casinos: CasinoRef[];
  machines: MachineRef[];
  /** Photo bytes by their path in the archive's rows (the W-2G's images entry). */
  photos: Record<string, Uint8Array>;
  summary: ArchiveSummary;
}

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

  const casinos = readRows(REFERENCE_FILES.casinos) as unknown as CasinoRef[];
  const machines = readRows(REFERENCE_FILES.machines) as unknown as MachineRef[];
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

/** Counts per kind, the years and the photos: what the player sees before anything is written. */
export function summarize(tables: Record<RestoreTable, Row[]>, photos: number): ArchiveSummary {
  const years = new Set<number>();
  const yearOf = (v: unknown) => {
    const y = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.slice(0, 4)) : NaN;
    if (Number.isInteger(y) && y > 1900 && y < 3000) years.add(y);
  };
  for (const r of tables.gambling_sessions) yearOf(r.session_date);
  for (const r of tables.casino_sessions) yearOf(r.arrival_date);
  for (const r of tables.w2g_jackpots) yearOf(r.jackpot_date);
  for (const r of tables.casino_win_loss_statements) yearOf(r.tax_year);
  const cashEntries = tables.casino_sessions.reduce((s, r) => s + (Array.isArray(r.additional_cash) ? r.additional_cash.length : 0), 0);
  return {
    counts: [
      { label: 'Slot sessions', count: tables.gambling_sessions.length },
      { label: 'Casino sessions', count: tables.casino_sessions.length },
      { label: 'Cash entries', count: cashEntries },
      { label: 'W2G jackpots', count: tables.w2g_jackpots.length },
      { label: 'Win/loss statements', count: tables.casino_win_loss_statements.length },
      { label: 'Favourites and club numbers', count: tables.user_casino_preferences.length },
      { label: 'Own machines (Not listed)', count: tables.slot_machines.length },
      { label: 'Play limits', count: tables.play_limits.length },
      { label: 'Trips', count: tables.trips.length },
      { label: 'Trip costs and comps', count: tables.trip_costs.length + tables.trip_comps.length },
      { label: 'Profile', count: tables.profiles.length },
    ],
    years: [...years].sort((a, b) => a - b),
    photos,
  };
}

/** Messages between the page and ./my-data-restore-worker.ts. */
export type RestoreReadRequest = { bytes: Uint8Array };
export type RestoreReadAnswer = { kind: 'archive'; archive: MyDataArchive } | { kind: 'error'; message: string; refused: boolean };
