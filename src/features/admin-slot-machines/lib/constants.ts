/** Rows per page of the catalog table. */
export const SLOT_PAGE_SIZE = 20;

export const SLOT_TOASTS = {
  added: 'Slot machine added successfully',
  updated: 'Slot machine updated successfully',
  deleted: 'Slot machine deleted successfully',
  addFailed: 'Failed to add slot machine. Please check your permissions.',
  updateFailed: 'Failed to update slot machine. Please check your permissions.',
  deleteFailed: 'Failed to delete slot machine. Please check your permissions.',
  imageUploaded: 'Image uploaded successfully',
  imageFailed: 'Failed to upload image. Please try again.',
} as const;

export const SLOT_IMAGE_BUCKET = 'slot-machine-images';

/** The casino's game list (Find a machine's "On the casino's list"). */
export const CASINO_GAME_TOASTS = {
  added: 'Game added to this casino',
  removed: 'Game removed from this casino',
  already: 'This game is already on this casino’s list.',
  addFailed: 'Failed to add the game to this casino',
  removeFailed: 'Failed to remove the game from this casino',
} as const;
