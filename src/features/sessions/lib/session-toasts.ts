/** The words of the session writes' toasts (spec part 1). */
export const CASINO_TOASTS = {
  added: 'Casino session added successfully',
  updated: 'Casino session updated successfully',
  cashAdded: 'Cash added successfully',
  deleted: 'Casino session deleted successfully',
  reopened: 'Casino session updated successfully',
  addFailed: 'Failed to add casino session',
  updateFailed: 'Failed to update casino session',
  cashFailed: 'Failed to add cash',
  deleteFailed: 'Failed to delete casino session',
} as const;

/** The spec's casino session toasts, 'the same pattern' for slot sessions (the app's one word for them). */
export const SLOT_TOASTS = {
  added: 'Slot session added successfully',
  updated: 'Slot session updated successfully',
  deleted: 'Slot session deleted successfully',
  addFailed: 'Failed to add slot session',
  updateFailed: 'Failed to update slot session',
  deleteFailed: 'Failed to delete slot session',
} as const;

/** The toasts of a live machine: started, money in, cash out, its counters and its note. */
export const MACHINE_TOASTS = {
  started: 'Machine started',
  startFailed: 'Failed to start the machine',
  moneyAdded: 'Money in added',
  moneyFailed: 'Failed to add money in',
  cashedOut: 'Cashed out',
  cashOutFailed: 'Failed to cash out',
  counted: 'Counted',
  countFailed: 'Failed to count',
  noteSaved: 'Note saved',
  noteFailed: 'Failed to save the note',
} as const;
