import { formatCount } from '@/lib/number-format';
import type { KeptRow, NotRestoredRow, RestoreAnswer, StagedTable } from './restore-answer';

/**
 * The kinds a restore shows, before (what the ZIP holds) and after (what became of it): one list, so the
 * preview and the result count the same rows. Cash entries are part of their casino session, not rows.
 */
export const RESTORE_KINDS: readonly { label: string; tables: readonly StagedTable[] }[] = [
  { label: 'Slot sessions', tables: ['gambling_sessions'] },
  { label: 'Casino sessions', tables: ['casino_sessions'] },
  { label: 'W2G jackpots', tables: ['w2g_jackpots'] },
  { label: 'Win/loss statements', tables: ['casino_win_loss_statements'] },
  { label: 'Favourites and club numbers', tables: ['user_casino_preferences'] },
  { label: 'Own machines (Not listed)', tables: ['slot_machines'] },
  { label: 'Play limits', tables: ['play_limits'] },
  { label: 'Trips', tables: ['trips'] },
  { label: 'Trip costs and comps', tables: ['trip_costs', 'trip_comps'] },
  { label: 'Dismissed trip suggestions', tables: ['trip_suggestion_dismissals'] },
  { label: 'Profile', tables: ['profile'] },
];

export interface KindRow {
  label: string;
  inZip: number;
  /** After the restore: new rows, rows already here (with or without fields taken from the ZIP), rows left out. */
  added?: number;
  there?: number;
  notRestored?: number;
}

/** One row per kind: what the ZIP holds (`counts`, rows sent per table) and, with an answer, what became of it. */
export function kindRows(counts: Partial<Record<StagedTable, number>>, answer?: RestoreAnswer): KindRow[] {
  return RESTORE_KINDS.map(({ label, tables }) => {
    const sum = (f: (t: StagedTable) => number) => tables.reduce((s, t) => s + f(t), 0);
    const row: KindRow = { label, inZip: sum((t) => counts[t] ?? 0) };
    if (!answer) return row;
    const of = (t: StagedTable) => answer.tables[t] ?? { added: 0, merged: 0, same: 0, not_restored: 0 };
    return {
      ...row,
      added: sum((t) => of(t).added),
      there: sum((t) => of(t).merged + of(t).same),
      notRestored: sum((t) => of(t).not_restored),
    };
  });
}

const records = (n: number) => `${formatCount(n)} record${n === 1 ? '' : 's'}`;

/** One line for the player; its three numbers add up to the rows of the preview. */
export function restoreSummaryText(answer: RestoreAnswer): string {
  const parts = Object.values(answer.tables);
  const added = parts.reduce((s, p) => s + p.added, 0);
  const merged = parts.reduce((s, p) => s + p.merged, 0);
  const there = merged + parts.reduce((s, p) => s + p.same, 0);
  const left = parts.reduce((s, p) => s + p.not_restored, 0);
  return (
    `Restored ${records(added)}` +
    (there > 0 ? `; ${formatCount(there)} already there` + (merged > 0 ? ` (${formatCount(merged)} took details from the ZIP)` : '') : '') +
    (left > 0 ? `; ${records(left)} not restored (listed below)` : '') +
    '.'
  );
}

const REASONS: Record<NotRestoredRow['reason'], string> = {
  casino: 'this directory does not have its casino',
  live: 'a machine is running in your account here (one at a time): cash it out, then restore the ZIP again',
  overlap: 'it shares days with a trip you have here',
  orphan: 'its trip or casino session was not restored',
  duplicate: 'the ZIP holds it twice',
};

const FIELDS: Record<string, string> = {
  player_club_id: 'club number',
  is_favorite: 'favourite',
  net_win_loss: 'net win/loss',
  casino_session_loss_limit: 'loss limit per casino session',
  day_loss_limit: 'day loss limit',
  month_loss_limit: 'month loss limit',
  casino_session_time_limit_minutes: 'time limit per casino session (minutes)',
  paused_until: 'cool-off until',
  coins_in: 'money in',
  coins_out: 'money out',
  additional_cash: 'cash entries',
  is_live: 'running',
};
const fieldWords = (field: string) => FIELDS[field] ?? field.replaceAll('_', ' ');

function valueWords(v: unknown): string {
  if (v === null || v === undefined || v === '') return 'empty';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return `"${v}"`;
  return JSON.stringify(v);
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** What names a row: its kind, date and time, casino (by the ZIP's name for it), year or name. */
export function rowWords(row: NotRestoredRow | KeptRow, casinoName: (archiveId: string) => string | undefined): string {
  const casino = typeof row.casino_id === 'string' ? casinoName(row.casino_id) : undefined;
  const at = casino ? ` at ${casino}` : '';
  const when = `${text(row.date)}${text(row.time) ? ` ${text(row.time).slice(0, 5)}` : ''}`;
  switch (row.table) {
    case 'gambling_sessions':
      return `Slot session of ${when}${at}`;
    case 'casino_sessions':
      return `Casino session of ${when}${at}`;
    case 'w2g_jackpots':
      return `W2G jackpot of ${when}${at}`;
    case 'casino_win_loss_statements':
      return `Win/loss statement ${text(row.tax_year)}${casino ? ` for ${casino}` : ''}`;
    case 'user_casino_preferences':
      return `Favourite ${casino ?? 'casino'}`;
    case 'slot_machines':
      return `Own machine ${text(row.name)}`.trim();
    case 'play_limits':
      return 'Play limits';
    case 'trips':
      return `Trip "${text(row.name)}"`;
    case 'trip_costs':
      return `Trip cost (row ${row.row} of the ZIP)`;
    case 'trip_comps':
      return `Trip comp (row ${row.row} of the ZIP)`;
    case 'trip_suggestion_dismissals':
      return `Dismissed trip suggestion of ${when}`;
    case 'profile':
      return 'Profile';
  }
}

export function notRestoredWords(row: NotRestoredRow, casinoName: (archiveId: string) => string | undefined): string {
  return `${rowWords(row, casinoName)}: ${REASONS[row.reason]}.`;
}

export function keptWords(row: KeptRow, casinoName: (archiveId: string) => string | undefined): string {
  const fields = row.fields.map((f) => `${fieldWords(f.field)} stays ${valueWords(f.here)} (the ZIP has ${valueWords(f.zip)})`);
  return `${rowWords(row, casinoName)}: ${fields.join('; ')}.`;
}
