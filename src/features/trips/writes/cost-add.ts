import type { CostKind } from '../api/trip-report';
import { defineMoneyAdd, type MoneyAddInput } from './money-writes';
import { costRows, type Cost } from './rows';

/** A cost (hotel, travel, food & drink, ATM / cash-advance fee, other) on a trip or one of its casino sessions. */
export type CostAddInput = MoneyAddInput & { kind: CostKind; amount: number };

export const costAdd = defineMoneyAdd<CostAddInput, Cost>({
  kind: 'cost-add',
  table: 'trip_costs',
  noun: 'cost',
  words: { label: 'Trip cost', sent: 'Cost added', failed: 'Failed to add the cost' },
  rows: costRows,
});
