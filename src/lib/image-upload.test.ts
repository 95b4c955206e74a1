import {
  imageExtension,
  imageStoragePath,
  INVALID_IMAGE_MESSAGE,
  MAX_IMAGE_BYTES,
  renamedFor,
  tooLargeMessage,
  validateImageFile,
} from './image-upload';

describe('validateImageFile', () => {
  it('accepts images within the limit', () => {
    expect(validateImageFile({ type: 'image/png', size: 1000 }, MAX_IMAGE_BYTES.slotMachine)).toBeNull();
    expect(validateImageFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES.slotMachine - 1 }, MAX_IMAGE_BYTES.slotMachine)).toBeNull();
    expect(validateImageFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES.slotMachine }, MAX_IMAGE_BYTES.slotMachine)).toBe(
      'Image must be smaller than 5MB',
    );
    expect(validateImageFile({ type: 'image/svg+xml', size: 10 }, MAX_IMAGE_BYTES.w2g)).toBe(INVALID_IMAGE_MESSAGE);
  });

  it('refuses other types', () => {
    expect(validateImageFile({ type: 'application/pdf', size: 10 }, MAX_IMAGE_BYTES.w2g)).toBe(INVALID_IMAGE_MESSAGE);
    expect(validateImageFile({ type: '', size: 10 }, MAX_IMAGE_BYTES.w2g)).toBe('Please select a valid image file');
  });

  it('refuses files over the limit with the spec text', () => {
    expect(validateImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES.slotMachine + 1 }, MAX_IMAGE_BYTES.slotMachine)).toBe(
      'Image must be smaller than 5MB',
    );
    expect(tooLargeMessage(10 * 1024 * 1024)).toBe('Image must be smaller than 10MB');
  });
});

describe('imageStoragePath', () => {
  it('keeps the extension under the prefix with a timestamp and random part', () => {
    const path = imageStoragePath('user-1', { name: 'W2G Form.PNG', type: 'image/png' }, 1700000000000);
    expect(path).toMatch(/^user-1\/1700000000000-[a-z0-9]{8}\.png$/);
  });

  it('falls back to the type when the name has no extension', () => {
    expect(imageExtension({ name: 'blob', type: 'image/webp' })).toBe('webp');
    expect(imageExtension({ name: 'x', type: 'image/unknown' })).toBe('jpg');
  });

  it('gives distinct names for the same file', () => {
    const file = { name: 'a.jpg', type: 'image/jpeg' };
    expect(imageStoragePath('p', file, 1)).not.toBe(imageStoragePath('p', file, 1));
  });
});

describe('renamedFor', () => {
  it('names the file by its new type', () => {
    expect(renamedFor('IMG_0001.HEIC', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(renamedFor('a.gif', 'image/png')).toBe('a.png');
    expect(renamedFor('form.jpeg', 'image/jpeg')).toBe('form.jpeg');
    expect(renamedFor('form.jpg', 'image/jpeg')).toBe('form.jpg');
  });
});
