/** The requests of the sessions feature's outbox writes, loaded on demand by app/offline/outbox-defaults.ts. */
export { createSlotSession } from './create-slot-session';
export { updateSlotSession } from './update-slot-session';
export { deleteSlotSession } from './delete-slot-session';
