/**
 * The roots of the query keys that more than one feature reads or refreshes (a feature imports no other
 * feature, so they live here). Every key of session data (slot sessions, casino sessions, home statistics, the
 * add-cash report, the tax year's play) sits under SESSIONS_ROOT: each session write refreshes them all.
 * Every jackpot key (W2G, reports, tax year) sits under W2G_ROOT, the table's name.
 */
export const SESSIONS_ROOT = 'sessions';
export const W2G_ROOT = 'w2g_jackpots';
/** Reports' jackpot lists (one per date range), where a recorded jackpot is held until they are fetched again. */
export const JACKPOT_LISTS = [W2G_ROOT, 'report-list'] as const;
