/**
 * Why the gambling income to report is not the W-2G total (Tax Year's answer): the income is what the winning sessions
 * (one casino, one day) added up to, and a W-2G's money is inside the session it was won in. Per session holding W-2G
 * forms: a session that ended below its forms took losses off them ("less"), one that ended above them won more
 * ("more"); sessions without a form add what they won ("other"). A form whose session belongs to another year (a
 * casino session that began on 31 December) is counted there ("elsewhere").
 *
 *   income = W-2G total - less - elsewhere + more + other          (in cents, exactly)
 */
import { fromCents, toCents } from './cents';
import type { MethodSession } from './session-method';

export interface IncomeExplained {
  /** The W-2G forms' total, and how many. */
  w2gTotal: number;
  forms: number;
  /** Losses taken off the forms in the sessions that hold them, and in how many sessions (one: "that day at that casino"). */
  less: number;
  formSessions: number;
  /** More won than the forms in the sessions that hold them. */
  more: number;
  /** Won in winning sessions without a W-2G form, and how many. */
  other: number;
  otherSessions: number;
  /** Forms whose session is in another tax year. */
  elsewhere: number;
  /** The gambling income (the year's session gains). */
  income: number;
}

/**
 * The year's income beside its W-2G forms (`forms`: the jackpots the casino gave a form for), from the year's sessions.
 * Null for sessions grouped before they said which W-2Gs they hold (a copy a device kept from an older version).
 */
export function explainIncome(
  sessions: readonly (Pick<MethodSession, 'net'> & { jackpotIds?: readonly string[] })[],
  forms: readonly { id: string; amount: number }[],
): IncomeExplained | null {
  if (sessions.some((s) => !s.jackpotIds)) return null;
  const formCents = new Map(forms.map((f) => [f.id, toCents(f.amount)]));
  let less = 0;
  let more = 0;
  let other = 0;
  let income = 0;
  let formSessions = 0;
  let otherSessions = 0;
  let inSessions = 0;
  for (const s of sessions) {
    const won = Math.max(0, toCents(s.net));
    income += won;
    const ids = s.jackpotIds ?? [];
    const held = ids.reduce((t, id) => t + (formCents.get(id) ?? 0), 0);
    const holdsForm = ids.some((id) => formCents.has(id));
    if (holdsForm) {
      formSessions++;
      inSessions += held;
      if (won < held) less += held - won;
      else more += won - held;
    } else if (won > 0) {
      otherSessions++;
      other += won;
    }
  }
  const total = [...formCents.values()].reduce((t, c) => t + c, 0);
  return {
    w2gTotal: fromCents(total),
    forms: forms.length,
    less: fromCents(less),
    formSessions,
    more: fromCents(more),
    other: fromCents(other),
    otherSessions,
    elsewhere: fromCents(total - inSessions),
    income: fromCents(income),
  };
}
