import { describe, expect, it } from 'vitest';
import { RESTORE_ORDER, restoreAnswerSchema, type RestoreAnswer, type StagedTable } from './restore-answer';
import { RESTORE_KINDS, keptWords, kindRows, notRestoredWords, restoreSummaryText } from './restore-report';

const zero = { rows: 0, added: 0, merged: 0, same: 0, not_restored: 0, skipped_casino: 0 };
const casinoName = (id: string) => ({ c1: 'Peppermill', c2: 'Atlantis' })[id];

/**
 * A ZIP of 3 slot sessions, 1 casino session (2 cash entries), 1 W2G, 1 statement, 1 favourite, 1 own machine,
 * play limits, 1 trip with 2 costs and 1 comp, 1 dismissed suggestion and the profile: 15 rows, restored into an
 * account that has the favourite (without its club number), the play limits, the profile, and a live machine.
 */
const counts: Record<StagedTable, number> = {
  slot_machines: 1,
  gambling_sessions: 3,
  casino_sessions: 1,
  w2g_jackpots: 1,
  casino_win_loss_statements: 1,
  user_casino_preferences: 1,
  play_limits: 1,
  trips: 1,
  trip_costs: 2,
  trip_comps: 1,
  trip_suggestion_dismissals: 1,
  profile: 1,
};
const answer: RestoreAnswer = restoreAnswerSchema.parse({
  tables: {
    ...Object.fromEntries(RESTORE_ORDER.map((t) => [t, { ...zero, rows: counts[t], added: counts[t] }])),
    gambling_sessions: { ...zero, rows: 3, added: 1, not_restored: 2, skipped_casino: 1 },
    user_casino_preferences: { ...zero, rows: 1, merged: 1 },
    play_limits: { ...zero, rows: 1, same: 1 },
    profile: { ...zero, rows: 1, same: 1 },
  },
  not_restored: [
    { table: 'gambling_sessions', row: 2, reason: 'casino', casino_id: 'c9', date: '2024-07-08', time: '22:15:00' },
    { table: 'gambling_sessions', row: 3, reason: 'live', casino_id: 'c2', date: '2024-07-09', time: '01:05:00' },
  ],
  kept: [{ table: 'play_limits', row: 1, fields: [{ field: 'day_loss_limit', here: 300, zip: 250 }] }],
  more: { not_restored: 0, kept: 0 },
});

describe('the preview and the result count the same rows', () => {
  it('lists every kind the restore sends, each table in one kind', () => {
    expect(RESTORE_KINDS.flatMap((k) => k.tables).sort()).toEqual([...RESTORE_ORDER].sort());
  });

  it('splits each kind of the preview into added, already there and not restored, which add up to it', () => {
    const rows = kindRows(counts, answer);
    expect(rows.map((r) => [r.label, r.inZip, r.added, r.there, r.notRestored])).toEqual([
      ['Slot sessions', 3, 1, 0, 2],
      ['Casino sessions', 1, 1, 0, 0],
      ['W2G jackpots', 1, 1, 0, 0],
      ['Win/loss statements', 1, 1, 0, 0],
      ['Favourites and club numbers', 1, 0, 1, 0],
      ['Own machines (Not listed)', 1, 1, 0, 0],
      ['Play limits', 1, 0, 1, 0],
      ['Trips', 1, 1, 0, 0],
      ['Trip costs and comps', 3, 3, 0, 0],
      ['Dismissed trip suggestions', 1, 1, 0, 0],
      ['Profile', 1, 0, 1, 0],
    ]);
    for (const r of rows) expect(r.added! + r.there! + r.notRestored!, r.label).toBe(r.inZip);
  });

  it('says so in one line whose numbers add up to the 15 rows of the preview', () => {
    // 10 added + 3 already there (1 took a detail) + 2 not restored = 15.
    expect(restoreSummaryText(answer)).toBe(
      'Restored 10 records; 3 already there (1 took details from the ZIP); 2 records not restored (listed below).',
    );
    expect(kindRows(counts).reduce((s, r) => s + r.inZip, 0)).toBe(15);
    const nothingNew = restoreAnswerSchema.parse({
      ...answer,
      tables: { gambling_sessions: { ...zero, rows: 1, same: 1 } },
      not_restored: [],
      kept: [],
    });
    expect(restoreSummaryText(nothingNew)).toBe('Restored 0 records; 1 already there.');
  });
});

describe('what was not restored, and why, in words', () => {
  it('names each row by its kind, date, time and casino (the name the ZIP gives it), and the reason', () => {
    expect(answer.not_restored.map((r) => notRestoredWords(r, casinoName))).toEqual([
      'Slot session of 2024-07-08 22:15: this directory does not have its casino.',
      'Slot session of 2024-07-09 01:05 at Atlantis: a machine is running in your account here (one at a time): cash it out, then restore the ZIP again.',
    ]);
  });

  it('names a field kept as it is here with both values', () => {
    expect(keptWords(answer.kept[0], casinoName)).toBe('Play limits: day loss limit stays 300 (the ZIP has 250).');
    expect(
      keptWords(
        { table: 'user_casino_preferences', row: 1, casino_id: 'c1', fields: [{ field: 'player_club_id', here: 'A-1', zip: null }] },
        casinoName,
      ),
    ).toBe('Favourite Peppermill: club number stays "A-1" (the ZIP has empty).');
  });
});
