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
