/** The spec's confirmation texts for deleting and reopening sessions. */
export const DELETE_SESSION_CONFIRM = 'Are you sure you want to delete this session?';
export const REOPEN_SESSION_CONFIRM = 'Reopen this session? This will clear the departure time and final cash so you can add more funds.';
