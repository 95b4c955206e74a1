import { cashAdd } from './cash-add';
import { machineCashOut } from './machine-cash-out';
import { machineMoney } from './machine-money';
import { machineStart } from './machine-start';
import { slotCreate } from './slot-create';
import { slotDelete } from './slot-delete';
import { slotUpdate } from './slot-update';
import { visitCreate } from './visit-create';
import { visitReopen } from './visit-reopen';
import { visitUpdate } from './visit-update';

/** Every session write kind, one file each (registered by app/offline, shown on the lists by useSessionWrites). */
export const SESSION_WRITES = [
  slotCreate,
  slotUpdate,
  slotDelete,
  visitCreate,
  visitUpdate,
  visitReopen,
  cashAdd,
  machineStart,
  machineMoney,
  machineCashOut,
];
