import type { PlayJackpotRow } from '@/api/get-year-play';
import { toNumber } from '@/lib/money';
import { fromCents, toCents } from '@/lib/tax/cents';
import type { GroupedSessions } from '@/lib/tax/session-method';
import type { WinLossStatement } from '../api/win-loss-statements';

export interface ReconciliationRow {
  casinoId: string | null;
  casinoName: string;
  w2gTotal: number;
  gains: number;
  losses: number;
  net: number;
  /** The casino's win/loss statement figure, when entered. */
  statement: number | null;
  /** statement - net, when a statement is entered. */
  difference: number | null;
}

const cents = (n: number | string | null) => toCents(toNumber(n));

/** Per casino and in total: W-2G total (forms only), session gains, losses and net, and the statement figure. */
export function reconcile(grouped: GroupedSessions, met: readonly PlayJackpotRow[], statements: readonly WinLossStatement[]) {
  type Acc = { casinoId: string | null; casinoName: string; w2g: number; gains: number; losses: number; statement: number | null };
  const rows = new Map<string, Acc>();
  const rowFor = (casinoId: string | null, name: string | null) => {
    const key = casinoId ?? '';
    let r = rows.get(key);
    if (!r) {
      r = { casinoId, casinoName: name ?? 'No casino recorded', w2g: 0, gains: 0, losses: 0, statement: null };
      rows.set(key, r);
    }
    return r;
  };
  for (const s of grouped.sessions) {
    const r = rowFor(s.casinoId, s.casinoName);
    const c = toCents(s.net);
    if (c > 0) r.gains += c;
    else r.losses -= c;
  }
  for (const j of met) rowFor(j.casino_id, j.casino?.name ?? null).w2g += cents(j.amount);
  for (const st of statements) {
    const r = rowFor(st.casino_id, st.casino?.name ?? null);
    r.statement = (r.statement ?? 0) + cents(st.net_win_loss);
  }
  const out = (r: Acc): ReconciliationRow => ({
    casinoId: r.casinoId,
    casinoName: r.casinoName,
    w2gTotal: fromCents(r.w2g),
    gains: fromCents(r.gains),
    losses: fromCents(r.losses),
    net: fromCents(r.gains - r.losses),
    statement: r.statement === null ? null : fromCents(r.statement),
    difference: r.statement === null ? null : fromCents(r.statement - (r.gains - r.losses)),
  });
  const list = [...rows.values()].sort((a, b) => a.casinoName.localeCompare(b.casinoName));
  const sum = list.reduce<Acc>(
    (t, r) => ({
      ...t,
      w2g: t.w2g + r.w2g,
      gains: t.gains + r.gains,
      losses: t.losses + r.losses,
      statement: r.statement === null ? t.statement : (t.statement ?? 0) + r.statement,
    }),
    { casinoId: null, casinoName: 'All casinos', w2g: 0, gains: 0, losses: 0, statement: null },
  );
  const total = out(sum);
  // The difference only over the casinos with a statement (a casino without one has nothing to compare).
  const withStatement = list.map(out).filter((r) => r.difference !== null);
  total.difference = withStatement.length === 0 ? null : fromCents(withStatement.reduce((t, r) => t + toCents(r.difference ?? 0), 0));
  return { rows: list.map(out), total };
}
