import type { CompKind } from '../api/trip-report';
import { defineMoneyAdd, type MoneyAddInput } from './money-writes';
import { compRows, type Comp } from './rows';

/** A comp (room, food, show, other) at its value, on a trip or one of its casino sessions: shown apart, never in a result. */
export type CompAddInput = MoneyAddInput & { kind: CompKind; value: number };

export const compAdd = defineMoneyAdd<CompAddInput, Comp>({
  kind: 'comp-add',
  table: 'trip_comps',
  noun: 'comp',
  words: { label: 'Trip comp', sent: 'Comp added', failed: 'Failed to add the comp' },
  rows: compRows,
});
