import { MAX_IMAGE_BYTES } from '@/lib/image-upload';
import { restoredPhotoPath } from './my-data-restore-path';

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
  // Issue 39 (an older ZIP has none: nothing to restore). Share links (trips' and preparers') are not restored: their
  // address is not kept, and an address is never issued twice.
  trips: 'user_id',
  trip_costs: 'user_id',
  trip_comps: 'user_id',
  trip_suggestion_dismissals: 'user_id',
} as const;
export type RestoreTable = keyof typeof RESTORE_TABLES;

export const MiB = 1024 * 1024;
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

/** The tables whose rows point at a casino or a catalog machine. */
const REFERRING_TABLES = [
  'gambling_sessions',
  'casino_sessions',
  'w2g_jackpots',
  'casino_win_loss_statements',
  'user_casino_preferences',
] as const;

/**
 * A checked archive as the page needs it: what it shows and matches, the photos, and the rows already written
 * as the JSON the restore_my_data RPC reads, in UTF-8. The rows never reach the page as objects or text:
 * copying 42,000 of them out of the worker, turning them into a request body and encoding that body were
 * main-thread tasks of seconds on this machine under load.
 */
export interface PreparedArchive {
  format: number;
  exportedAt: string | null;
  ownerId: string | null;
  summary: ArchiveSummary;
  /** The player the rows are written for (their W2G photo paths are in this player's folder). */
  userId: string;
  casinos: CasinoRef[];
  machines: MachineRef[];
  /** Archive casino id -> how many rows point at it. */
  casinoRows: Record<string, number>;
  /** Catalog machine ids the rows point at (not the player's own machines). */
  catalogMachineIds: string[];
  /** The player's own "Not listed" machines (few: the page adds the catalog machines this server lacks). */
  ownMachines: Row[];
  /** The W2G photos' paths in the archive, each once. */
  photoPaths: string[];
  /** Photo bytes by their path in the archive. */
  photos: Record<string, Uint8Array>;
  /**
   * UTF-8 JSON object members `"gambling_sessions":[…],…,"profile":{…}` (every table but slot_machines), photo
   * paths in the player's folder: bytes, so the page sends them as they are (no text to encode on the page).
   */
  rows: Uint8Array;
}

/** Turns a checked archive into what the page needs (in the worker): references counted, rows as JSON text. */
export function prepareArchive(archive: MyDataArchive, userId: string): PreparedArchive {
  const { tables } = archive;
  const ownIds = new Set(tables.slot_machines.map((m) => String(m.id)));
  const casinoRows: Record<string, number> = {};
  const catalogMachineIds = new Set<string>();
  for (const t of REFERRING_TABLES)
    for (const r of tables[t]) {
      if (typeof r.casino_id === 'string') casinoRows[r.casino_id] = (casinoRows[r.casino_id] ?? 0) + 1;
      if (typeof r.slot_machine_id === 'string' && !ownIds.has(r.slot_machine_id)) catalogMachineIds.add(r.slot_machine_id);
    }
  // A trip's chosen casinos (issue 39): one not found here is left out of the trip (its other casinos stay).
  for (const r of tables.trips)
    for (const c of Array.isArray(r.casino_ids) ? r.casino_ids : []) if (typeof c === 'string' && !(c in casinoRows)) casinoRows[c] = 0;
  const images = (j: Row) => (Array.isArray(j.images) ? (j.images as string[]) : []);
  const rows: Record<string, unknown> = {
    gambling_sessions: tables.gambling_sessions,
    casino_sessions: tables.casino_sessions,
    w2g_jackpots: tables.w2g_jackpots.map((j) => ({ ...j, images: images(j).map((p) => restoredPhotoPath(userId, p)) })),
    casino_win_loss_statements: tables.casino_win_loss_statements,
    user_casino_preferences: tables.user_casino_preferences,
    play_limits: tables.play_limits,
    trips: tables.trips,
    trip_costs: tables.trip_costs,
    trip_comps: tables.trip_comps,
    trip_suggestion_dismissals: tables.trip_suggestion_dismissals,
    profile: tables.profiles[0] ?? null,
  };
  return {
    format: archive.format,
    exportedAt: archive.exportedAt,
    ownerId: archive.ownerId,
    summary: archive.summary,
    userId,
    casinos: archive.casinos,
    machines: archive.machines,
    casinoRows,
    catalogMachineIds: [...catalogMachineIds],
    ownMachines: tables.slot_machines,
    photoPaths: [...new Set(tables.w2g_jackpots.flatMap(images))],
    photos: archive.photos,
    rows: new TextEncoder().encode(JSON.stringify(rows).slice(1, -1)),
  };
}

/** Messages between the page and ./my-data-restore-worker.ts. */
export type RestoreReadRequest = { bytes: Uint8Array; userId: string };
export type RestoreReadAnswer = { kind: 'archive'; archive: PreparedArchive } | { kind: 'error'; message: string; refused: boolean };
