import { compAdd } from './comp-add';
import { compUpdate } from './comp-update';
import { defineMoneyRemove } from './money-writes';
import { compRows, type Comp } from './rows';

export const compDelete = defineMoneyRemove<Comp>({
  kind: 'comp-delete',
  table: 'trip_comps',
  noun: 'comp',
  words: { label: 'Comp removed', sent: 'Comp removed', failed: 'Failed to remove the comp' },
  rows: compRows,
  add: compAdd,
  edit: compUpdate,
});
