import { restoredPhotoPath } from './my-data-restore-path';
import { ROWS_PER_BATCH, type CasinoRef, type MachineRef, type MyDataArchive, type ArchiveSummary } from './my-data-restore';
import type { StagedTable } from './restore-answer';

type Row = Record<string, unknown>;

/** The tables whose rows point at a casino or a catalog machine. */
const REFERRING_TABLES = [
  'gambling_sessions',
  'casino_sessions',
  'w2g_jackpots',
  'casino_win_loss_statements',
  'user_casino_preferences',
] as const;

/** Rows of one kind as the JSON array restore_stage takes, in UTF-8 (the page sends the bytes untouched). */
export interface RestoreBatch {
  table: StagedTable;
  rows: number;
  json: Uint8Array;
}

/**
 * A checked archive as the page needs it: what it shows and matches, the photos, and the rows already written
 * as the JSON the restore takes, in UTF-8 batches. The rows never reach the page as objects or text: copying
 * 42,000 of them out of the worker, turning them into request bodies and encoding those were main-thread tasks
 * of seconds on this machine under load.
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
  /** Every kind but the own machines, ROWS_PER_BATCH rows a batch; slot sessions, casino sessions and W2Gs by date. */
  batches: RestoreBatch[];
}

const byDate = (day: string, time: string) => (a: Row, b: Row) =>
  `${String(a[day])} ${String(a[time])}`.localeCompare(`${String(b[day])} ${String(b[time])}`);

function batchesOf(table: StagedTable, rows: readonly Row[]): RestoreBatch[] {
  const out: RestoreBatch[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_BATCH) {
    const part = rows.slice(i, i + ROWS_PER_BATCH);
    out.push({ table, rows: part.length, json: new TextEncoder().encode(JSON.stringify(part)) });
  }
  return out;
}

/** Turns a checked archive into what the page needs (in the worker): references counted, rows as JSON batches. */
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
  // A trip's chosen casinos: one not found here is left out of the trip (its other casinos stay).
  for (const r of tables.trips)
    for (const c of Array.isArray(r.casino_ids) ? r.casino_ids : []) if (typeof c === 'string' && !(c in casinoRows)) casinoRows[c] = 0;
  const images = (j: Row) => (Array.isArray(j.images) ? (j.images as string[]) : []);
  // By date, so that each call's rows fall in a month or two (each month's insight sums are rebuilt once a call).
  const batches = [
    ...batchesOf('gambling_sessions', [...tables.gambling_sessions].sort(byDate('session_date', 'session_time'))),
    ...batchesOf('casino_sessions', [...tables.casino_sessions].sort(byDate('arrival_date', 'arrival_time'))),
    ...batchesOf(
      'w2g_jackpots',
      tables.w2g_jackpots
        .map((j) => ({ ...j, images: images(j).map((p) => restoredPhotoPath(userId, p)) }))
        .sort(byDate('jackpot_date', 'jackpot_time')),
    ),
    ...batchesOf('casino_win_loss_statements', tables.casino_win_loss_statements),
    ...batchesOf('user_casino_preferences', tables.user_casino_preferences),
    ...batchesOf('play_limits', tables.play_limits),
    ...batchesOf('trips', tables.trips),
    ...batchesOf('trip_costs', tables.trip_costs),
    ...batchesOf('trip_comps', tables.trip_comps),
    ...batchesOf('trip_suggestion_dismissals', tables.trip_suggestion_dismissals),
    ...batchesOf('profile', tables.profiles.slice(0, 1)),
  ];
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
    batches,
  };
}
