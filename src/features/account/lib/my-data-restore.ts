import * as z from 'zod/mini';
import { MAX_IMAGE_BYTES } from '@/lib/image-upload';
import type { StagedTable } from './restore-answer';

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
  // Trips (an older ZIP has none: nothing to restore). Share links (trips' and preparers') are not restored: their
  // address is not kept, and an address is never issued twice. Nor are households: the other player must accept again.
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
  /** The server refuses more (private.restore_limits(); tests/db/restore-steps.test.ts holds them equal). */
  rowsPerTable: 200_000,
  rowsPerCall: 5_000,
} as const;
/** Rows the app sends per call: each call stays a small part of a second on the server. */
export const ROWS_PER_BATCH = 1_000;

/** A casino or catalog machine the rows point at, as the archive names it (for matching by name on another server). */
const textOrNull = z._default(z.nullable(z.string()), null);
export const casinoRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  street_address: textOrNull,
  city: textOrNull,
  state: textOrNull,
  zip_code: textOrNull,
});
export type CasinoRef = z.infer<typeof casinoRefSchema>;
export const machineRefSchema = z.object({ id: z.string(), name: z.string(), manufacturer: textOrNull });
export type MachineRef = z.infer<typeof machineRefSchema>;

export interface ArchiveSummary {
  /** Rows per kind's table, by the server's name (the profile is 'profile'). */
  counts: Record<StagedTable, number>;
  /** Cash entries, part of the casino sessions (not rows of their own). */
  cashEntries: number;
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

/** Rows per kind, the years and the photos: what the player sees before anything is written. */
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
  const { profiles, ...rest } = tables;
  const counts = Object.fromEntries(Object.entries(rest).map(([t, rows]) => [t, rows.length])) as Record<StagedTable, number>;
  counts.profile = Math.min(profiles.length, 1);
  return {
    counts,
    cashEntries: tables.casino_sessions.reduce((s, r) => s + (Array.isArray(r.additional_cash) ? r.additional_cash.length : 0), 0),
    years: [...years].sort((a, b) => a - b),
    photos,
  };
}
