export const OUT_OF_RANGE_MESSAGE =
  'Numeric value out of range. Check latitude (-90 to 90), longitude (-180 to 180), and other numeric fields.';
export const PERMISSION_DENIED_MESSAGE = 'Permission denied. Please check your admin access.';
export const ADD_CASINO_FAILED = 'Failed to add casino. Please try again.';
export const UPDATE_CASINO_FAILED = 'Failed to update casino. Please try again.';
export const DELETE_CASINO_FAILED = 'Failed to delete casino. Please check your permissions.';

/** The toast text for a failed casino insert or update, chosen by the Postgres error code (spec part 1 §8). */
export function casinoSaveErrorMessage(error: unknown, mode: 'add' | 'update'): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  if (code === '22003') return OUT_OF_RANGE_MESSAGE;
  if (code === '42501') return PERMISSION_DENIED_MESSAGE;
  return mode === 'add' ? ADD_CASINO_FAILED : UPDATE_CASINO_FAILED;
}
