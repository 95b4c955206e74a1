import type { CompKind } from '../api/trip-report';
import { compAdd } from './comp-add';
import { defineMoneyEdit, type MoneyAddInput, type MoneyEditInput } from './money-writes';
import { compRows, type Comp } from './rows';

/** A comp edited: what it was, its value, what it is on (the trip or one of its casino sessions) and its note. */
export type CompUpdateInput = MoneyEditInput<Omit<MoneyAddInput, 'id'> & { kind: CompKind; value: number }>;

export const compUpdate = defineMoneyEdit<CompUpdateInput['values'], Comp>({
  kind: 'comp-update',
  table: 'trip_comps',
  noun: 'comp',
  words: { label: 'Comp edit', sent: 'Comp updated', failed: 'Failed to update the comp' },
  rows: compRows,
  add: compAdd,
});
