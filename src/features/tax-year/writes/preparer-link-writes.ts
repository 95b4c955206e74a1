import { preparerLinkCreate } from './preparer-link-create';
import { preparerLinkRevoke } from './preparer-link-revoke';

/** The preparer link write kinds, one file each (registered by app/offline). */
export const PREPARER_LINK_WRITES = [preparerLinkCreate, preparerLinkRevoke];
