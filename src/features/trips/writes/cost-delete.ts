import { costAdd } from './cost-add';
import { costUpdate } from './cost-update';
import { defineMoneyRemove } from './money-writes';
import { costRows, type Cost } from './rows';

export const costDelete = defineMoneyRemove<Cost>({
  kind: 'cost-delete',
  table: 'trip_costs',
  noun: 'cost',
  words: { label: 'Cost removed', sent: 'Cost removed', failed: 'Failed to remove the cost' },
  rows: costRows,
  add: costAdd,
  edit: costUpdate,
});
