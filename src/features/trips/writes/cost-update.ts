import type { CostKind } from '../api/trip-report';
import { costAdd } from './cost-add';
import { defineMoneyEdit, type MoneyAddInput, type MoneyEditInput } from './money-writes';
import { costRows, type Cost } from './rows';

/** A cost edited: what it was, its amount, what it is on (the trip or one of its casino sessions) and its note. */
export type CostUpdateInput = MoneyEditInput<Omit<MoneyAddInput, 'id'> & { kind: CostKind; amount: number }>;

export const costUpdate = defineMoneyEdit<CostUpdateInput['values'], Cost>({
  kind: 'cost-update',
  table: 'trip_costs',
  noun: 'cost',
  words: { label: 'Cost edit', sent: 'Cost updated', failed: 'Failed to update the cost' },
  rows: costRows,
  add: costAdd,
});
