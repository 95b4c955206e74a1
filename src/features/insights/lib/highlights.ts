import { formatCurrency, formatWholeDollars } from '@/lib/money';
import { formatDate } from '@/lib/dates';
import { formatCount, formatDecimal } from '@/lib/number-format';
import type { InsightGroup } from '../api/insight-keys';
import type { InsightFigures, InsightRow, PlayInsights } from '../api/get-play-insights';
import { percentLabel, rowPhrase } from './insight-rows';
import { INSIGHT_GROUPS } from './insight-period';
import { MIN_SESSIONS, rateOf, tooFewWords } from './rates';

const MAX_HIGHLIGHTS = 5;

const hours = (minutes: number) => {
  const h = minutes / 60;
  return `${formatDecimal(h, 0, 1)} ${h === 1 ? 'hour' : 'hours'}`;
};
const sessionsWord = (n: number) => `${formatCount(n)} ${n === 1 ? 'session' : 'sessions'}`;

/** What the period's play cost (or came out ahead), per hour where enough sessions have start and end times. */
function costLine(f: InsightFigures, phrase: string): string {
  const verb = (n: number, amount: string) => (n < 0 ? `cost ${amount}` : `came out ${amount} ahead`);
  const head = `Your play ${phrase} ${verb(f.net, formatWholeDollars(Math.abs(f.net)))}`;
  const rate = rateOf('per_hour', f);
  if (rate == null) return `${head} over ${sessionsWord(f.sessions)}`;
  if ('tooFew' in rate)
    return `${head} over ${sessionsWord(f.sessions)}; per hour, ${tooFewWords(rate.tooFew, 'with start and end times')}`;
  const perHour = `${formatCurrency(Math.abs(rate.value))} an hour${rate.value < 0 ? '' : ' ahead'}`;
  if (f.timed_sessions === f.sessions && Math.sign(f.net) === Math.sign(rate.value)) return `${head} for ${hours(f.minutes)}: ${perHour}`;
  return `${head}; the ${hours(f.minutes)} with start and end times ${verb(rate.value, `${formatCurrency(Math.abs(rate.value))} an hour`)}`;
}

/** The return on the player's money, or how few sessions it would rest on. */
function returnLine(f: InsightFigures): string | null {
  const rate = rateOf('return', f);
  if (rate == null) return null;
  if ('tooFew' in rate) return `Return on your money: ${tooFewWords(rate.tooFew)}; it is shown from ${MIN_SESSIONS} sessions`;
  return `Return on your money: ${percentLabel(rate.value)} over ${sessionsWord(f.sessions)}`;
}

/**
 * The best and the worst group by average result per session, said only when both have enough sessions and the gap
 * is larger than its noise (twice the standard error of the difference of the two means); otherwise said plainly
 * that it cannot be told. Null when the grouping has a single row.
 */
function comparisonLine(group: InsightGroup, rows: InsightRow[]): string | null {
  if (rows.length < 2) return null;
  const words = INSIGHT_GROUPS.find((g) => g.value === group);
  const noun = words?.noun ?? group;
  const enough = rows.filter((r) => r.sessions >= MIN_SESSIONS && r.net_sd != null);
  if (enough.length < 2)
    return `Too few sessions to tell which ${noun} did better: a comparison needs at least ${MIN_SESSIONS} sessions in each.`;
  const sorted = [...enough].sort((a, b) => b.avg_net - a.avg_net);
  const best = sorted[0];
  const worst = sorted[sorted.length - 1];
  const gap = best.avg_net - worst.avg_net;
  const noise = 2 * Math.sqrt((best.net_sd ?? 0) ** 2 / best.sessions + (worst.net_sd ?? 0) ** 2 / worst.sessions);
  if (gap <= noise) return `The differences between ${words?.plural ?? noun} with at least ${MIN_SESSIONS} sessions are within chance.`;
  return `Per session, your results ${rowPhrase(group, best)} were ${formatCurrency(gap)} better than ${rowPhrase(group, worst)} (${best.sessions} and ${worst.sessions} sessions), more than chance alone explains.`;
}

/**
 * At most five plain sentences about a period, rule-based: what the play cost and per hour, the return on the
 * player's money (each over enough sessions, lib/rates), a comparison between groups only when the numbers allow it, the biggest W2G, a year earlier.
 * Never a word that a machine, casino or time is due, hot or lucky.
 */
export function highlights(data: PlayInsights, group: InsightGroup, phrase: string): string[] {
  const f = data.period;
  if (!f) return [];
  const lines: (string | null)[] = [
    costLine(f, phrase),
    returnLine(f),
    comparisonLine(group, data.rows),
    data.biggest_w2g
      ? `Biggest W2G: ${formatWholeDollars(data.biggest_w2g.amount)}${data.biggest_w2g.casino ? ` at ${data.biggest_w2g.casino}` : ''} on ${formatDate(data.biggest_w2g.jackpot_date)}`
      : null,
    data.previous
      ? `The same dates a year earlier: ${data.previous.net < 0 ? `cost ${formatWholeDollars(-data.previous.net)}` : `${formatWholeDollars(data.previous.net)} ahead`} over ${sessionsWord(data.previous.sessions)}`
      : null,
  ];
  return lines.filter((l): l is string => !!l).slice(0, MAX_HIGHLIGHTS);
}
