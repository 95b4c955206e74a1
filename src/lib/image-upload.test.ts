import imageCompression from 'browser-image-compression';
import {
  compressImage,
  imageExtension,
  imageStoragePath,
  INVALID_IMAGE_MESSAGE,
  MAX_IMAGE_BYTES,
  tooLargeMessage,
  validateImageFile,
} from './image-upload';

vi.mock('browser-image-compression', () => ({ default: vi.fn() }));
const compressMock = vi.mocked(imageCompression);

const fileOf = (bytes: number, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe('validateImageFile', () => {
  it('accepts images within the limit', () => {
    expect(validateImageFile({ type: 'image/png', size: 1000 }, MAX_IMAGE_BYTES.slotMachine)).toBeNull();
    expect(validateImageFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES.slotMachine - 1 }, MAX_IMAGE_BYTES.slotMachine)).toBeNull();
    expect(validateImageFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES.slotMachine }, MAX_IMAGE_BYTES.slotMachine)).toBe('Image must be smaller than 5MB');
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

describe('compressImage', () => {
  beforeEach(() => compressMock.mockReset());

  it('compresses on the main thread to 1 MB and 2000 px by default and keeps the name', async () => {
    const original = fileOf(5000, 'form.jpg', 'image/jpeg');
    compressMock.mockResolvedValue(fileOf(800, 'form.jpg', 'image/jpeg'));
    const out = await compressImage(original);
    expect(compressMock).toHaveBeenCalledWith(original, { maxSizeMB: 1, maxWidthOrHeight: 2000, useWebWorker: false });
    expect(out.size).toBe(800);
    expect(out.name).toBe('form.jpg');
    expect(out.type).toBe('image/jpeg');
  });

  it('keeps the original when compression does not make it smaller or fails', async () => {
    const original = fileOf(100, 'tiny.png', 'image/png');
    compressMock.mockResolvedValueOnce(fileOf(300, 'tiny.png', 'image/png'));
    expect(await compressImage(original)).toBe(original);
    compressMock.mockRejectedValueOnce(new Error('cannot decode'));
    expect(await compressImage(original)).toBe(original);
  });

  it('leaves GIFs alone', async () => {
    const gif = fileOf(100, 'a.gif', 'image/gif');
    expect(await compressImage(gif)).toBe(gif);
    expect(compressMock).not.toHaveBeenCalled();
  });
});
