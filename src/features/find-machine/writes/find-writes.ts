import { wishAdd } from './wish-add';
import { wishRemove } from './wish-remove';

/** Find a machine's write kinds (registered by app/offline). */
export const FIND_WRITES = [wishAdd, wishRemove];
