import { cashAdd } from './cash-add';
import { machineCashOut } from './machine-cash-out';
import { machineCounter } from './machine-counter';
import { machineMoney } from './machine-money';
import { machineNote } from './machine-note';
import { machineStart } from './machine-start';
import { slotCreate } from './slot-create';
import { slotDelete } from './slot-delete';
import { slotUpdate } from './slot-update';
import { casinoSessionCreate } from './casino-session-create';
import { casinoSessionReopen } from './casino-session-reopen';
import { casinoSessionUpdate } from './casino-session-update';

/** Every session write kind, one file each (registered by app/offline, shown on the lists by useSessionWrites). */
export const SESSION_WRITES = [
  slotCreate,
  slotUpdate,
  slotDelete,
  casinoSessionCreate,
  casinoSessionUpdate,
  casinoSessionReopen,
  cashAdd,
  machineStart,
  machineMoney,
  machineCashOut,
  machineCounter,
  machineNote,
];
