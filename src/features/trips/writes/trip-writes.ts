import { compAdd } from './comp-add';
import { compDelete } from './comp-delete';
import { compUpdate } from './comp-update';
import { costAdd } from './cost-add';
import { costDelete } from './cost-delete';
import { costUpdate } from './cost-update';
import { shareCreate } from './share-create';
import { shareRevoke } from './share-revoke';
import { suggestionDismiss } from './suggestion-dismiss';
import { tripCreate } from './trip-create';
import { tripDelete } from './trip-delete';
import { tripUpdate } from './trip-update';

/** Every trip write kind, one file each (registered by app/offline beside the sessions' list, shown by useTripWrites). */
export const TRIP_WRITES = [
  tripCreate,
  tripUpdate,
  tripDelete,
  suggestionDismiss,
  costAdd,
  costUpdate,
  costDelete,
  compAdd,
  compUpdate,
  compDelete,
  shareCreate,
  shareRevoke,
];
