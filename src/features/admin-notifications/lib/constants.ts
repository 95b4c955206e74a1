export const NOTIFICATION_PAGE_SIZE = 20;

/** Admin notification toasts (spec part 2 §8 leaves them to part 1, which lists only the player side). */
export const NOTIFICATION_TOASTS = {
  created: 'Notification created successfully',
  updated: 'Notification updated successfully',
  deleted: 'Notification deleted successfully',
  activated: 'Notification activated',
  deactivated: 'Notification deactivated',
  createFailed: 'Failed to create notification',
  updateFailed: 'Failed to update notification',
  deleteFailed: 'Failed to delete notification',
} as const;
