import { toCsv, type CsvCell } from '@/lib/csv';
import type { Database } from '@/lib/database.types';

export type MyTable = keyof Database['public']['Tables'];

/**
 * Every table that holds rows of a player: the column that says whose a row is and, for a one-year export,
 * the column that dates it (null: always exported whole, e.g. the profile and casino preferences).
 */
export const MY_TABLES: readonly {
  table: MyTable;
  owner: string;
  dated: string | null;
  dateKind: 'date' | 'timestamp' | 'year';
  /** The columns exported (all when absent). */
  columns?: string;
  /** A second column that also makes a row the player's (a household: the inviter's, and the partner's once accepted). */
  alsoOwner?: string;
}[] = [
  { table: 'profiles', owner: 'id', dated: null, dateKind: 'date' },
  { table: 'play_limits', owner: 'id', dated: null, dateKind: 'date' },
  { table: 'user_casino_preferences', owner: 'user_id', dated: null, dateKind: 'date' },
  // Find a machine's wish list.
  { table: 'wish_list_games', owner: 'user_id', dated: null, dateKind: 'date' },
  // The machines the player added with "Not listed" (their own rows of the catalog table).
  { table: 'slot_machines', owner: 'added_by', dated: null, dateKind: 'date' },
  { table: 'gambling_sessions', owner: 'user_id', dated: 'session_date', dateKind: 'date' },
  { table: 'casino_sessions', owner: 'user_id', dated: 'arrival_date', dateKind: 'date' },
  { table: 'w2g_jackpots', owner: 'user_id', dated: 'jackpot_date', dateKind: 'date' },
  { table: 'casino_win_loss_statements', owner: 'user_id', dated: 'tax_year', dateKind: 'year' },
  { table: 'play_limit_crossings', owner: 'user_id', dated: 'crossed_at', dateKind: 'timestamp' },
  // Trips, their costs and comps, the suggestions dismissed, and the share links made (without the link's
  // address: whoever holds the ZIP must not hold the link).
  { table: 'trips', owner: 'user_id', dated: 'start_date', dateKind: 'date' },
  { table: 'trip_costs', owner: 'user_id', dated: 'created_at', dateKind: 'timestamp' },
  { table: 'trip_comps', owner: 'user_id', dated: 'created_at', dateKind: 'timestamp' },
  { table: 'trip_suggestion_dismissals', owner: 'user_id', dated: 'start_date', dateKind: 'date' },
  {
    table: 'trip_shares',
    owner: 'user_id',
    dated: 'created_at',
    dateKind: 'timestamp',
    columns:
      'id, user_id, trip_id, show_name, show_dates, show_casinos, show_net, show_w2g_count, expires_at, revoked, revoked_at, created_at',
  },
  // Preparer links made (without the link's address, as trip share links) and each opening of them.
  {
    table: 'preparer_links',
    owner: 'user_id',
    dated: 'tax_year',
    dateKind: 'year',
    columns: 'id, user_id, tax_year, expires_at, revoked, revoked_at, created_at',
  },
  { table: 'preparer_link_openings', owner: 'user_id', dated: 'opened_at', dateKind: 'timestamp' },
  // Households (a joint return): the invites the player sent and the household they are or were in. Restore my data
  // does not restore them: a household needs the other player's acceptance again.
  {
    table: 'households',
    owner: 'user_id',
    alsoOwner: 'partner_user_id',
    dated: 'created_at',
    dateKind: 'timestamp',
    columns: 'id, user_id, invitee_email, partner_user_id, status, expires_at, created_at, accepted_at, ended_at',
  },
  { table: 'user_notifications', owner: 'user_id', dated: 'created_at', dateKind: 'timestamp' },
  { table: 'support_tickets', owner: 'user_id', dated: 'created_at', dateKind: 'timestamp' },
  { table: 'social_posts', owner: 'user_id', dated: 'created_at', dateKind: 'timestamp' },
  { table: 'social_post_comments', owner: 'user_id', dated: 'created_at', dateKind: 'timestamp' },
  { table: 'social_post_reactions', owner: 'user_id', dated: 'created_at', dateKind: 'timestamp' },
  { table: 'social_post_reports', owner: 'reporter_user_id', dated: 'created_at', dateKind: 'timestamp' },
];

type Row = Record<string, unknown>;

/** Rows as CSV: the union of their keys as header; objects and arrays as JSON text; text cells neutralised by toCsv. */
export function rowsToCsv(rows: readonly Row[]): string {
  const header = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v: unknown): CsvCell => (v !== null && typeof v === 'object' ? JSON.stringify(v) : (v as CsvCell));
  return toCsv(
    header,
    rows.map((r) => header.map((k) => cell(r[k]))),
  );
}

/** The W-2G photo paths of the exported jackpots. */
export const photoPaths = (jackpots: readonly Row[]): string[] => [
  ...new Set(jackpots.flatMap((j) => (Array.isArray(j.images) ? j.images.filter((p): p is string => typeof p === 'string') : []))),
];

export const myDataFileName = (year: number | null, today: string) => `slot-play-tracker-my-data-${year ?? 'all'}-${today}.zip`;

/**
 * The casinos and catalog machines the rows point at, written beside them (my-data/casinos.json,
 * my-data/catalog_slot_machines.json) so that a restore on another server can find them by name and address.
 */
export const REFERENCE_FILES = { casinos: 'casinos', machines: 'catalog_slot_machines' } as const;
export const CASINO_REFERENCE_COLUMNS = 'id, name, street_address, city, state, zip_code';
export const MACHINE_REFERENCE_COLUMNS = 'id, name, manufacturer';

/** The casino and catalog machine ids the rows of `table` point at. */
export function referencedIds(rows: readonly Row[]): { casinos: string[]; machines: string[] } {
  const casinos: string[] = [];
  const machines: string[] = [];
  for (const r of rows) {
    if (typeof r.casino_id === 'string') casinos.push(r.casino_id);
    if (typeof r.slot_machine_id === 'string') machines.push(r.slot_machine_id);
  }
  return { casinos, machines };
}
