import { z } from 'zod';

/**
 * The kinds of rows a restore writes, by the server's name, in the order it writes them (private.restore_kinds
 * in supabase/migrations/20260101004841_restore_staging.sql; tests/db/restore-steps.test.ts holds them equal).
 * The profile is one row, 'profile'.
 */
export const RESTORE_ORDER = [
  'slot_machines',
  'gambling_sessions',
  'casino_sessions',
  'w2g_jackpots',
  'casino_win_loss_statements',
  'user_casino_preferences',
  'play_limits',
  'trips',
  'trip_costs',
  'trip_comps',
  'trip_suggestion_dismissals',
  'profile',
] as const;
export type StagedTable = (typeof RESTORE_ORDER)[number];

const count = z.number().int().nonnegative();
const tableCounts = z.object({
  rows: count,
  added: count,
  merged: count,
  same: count,
  not_restored: count,
  skipped_casino: count,
});
/** What names a row in the answer: its kind, number in the ZIP (1 = first) and the archive's own fields. */
const named = {
  table: z.enum(RESTORE_ORDER),
  row: count,
  casino_id: z.unknown().optional(),
  date: z.unknown().optional(),
  time: z.unknown().optional(),
  tax_year: z.unknown().optional(),
  name: z.unknown().optional(),
};
export const NOT_RESTORED_REASONS = ['casino', 'live', 'overlap', 'orphan', 'duplicate'] as const;

/** restore_apply's result (and restore_my_data's answer): counts per kind, the rows not restored and why, the fields kept. */
export const restoreAnswerSchema = z.object({
  tables: z.partialRecord(z.enum(RESTORE_ORDER), tableCounts),
  not_restored: z.array(z.object({ ...named, reason: z.enum(NOT_RESTORED_REASONS) })),
  kept: z.array(z.object({ ...named, fields: z.array(z.object({ field: z.string(), here: z.unknown(), zip: z.unknown() })) })),
  more: z.object({ not_restored: count, kept: count }),
});
export type RestoreAnswer = z.infer<typeof restoreAnswerSchema>;
export type NotRestoredRow = RestoreAnswer['not_restored'][number];
export type KeptRow = RestoreAnswer['kept'][number];

/** restore_apply's progress: rows written of the total, and the result once every row is written. */
export const restoreProgressSchema = z.object({
  state: z.enum(['applying', 'finishing', 'done']),
  done: count,
  total: count,
  result: restoreAnswerSchema.nullable(),
});

/** restore_begin: a new restore, or one abandoned earlier that must be undone first. */
export const restoreBeginSchema = z.union([z.object({ restore_id: z.uuid() }), z.object({ unfinished: z.uuid(), state: z.string() })]);

/** restore_undo: undone, still undoing (call again), or done (it had been written whole: it stands). */
export const restoreUndoSchema = z.object({ state: z.enum(['undoing', 'undone', 'finishing', 'done', 'applying']) }).loose();
