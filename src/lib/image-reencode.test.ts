import imageCompression from 'browser-image-compression';
import { UNREADABLE_IMAGE_MESSAGE } from './image-upload';
import { compressImage, reencodedType } from './image-reencode';

vi.mock('browser-image-compression', () => ({ default: vi.fn() }));
const compressMock = vi.mocked(imageCompression);

const fileOf = (bytes: number, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

/**
 * The canvas in node: createImageBitmap "decodes" a blob whose first byte is 1 (anything else fails, like an
 * undecodable HEIC), and OffscreenCanvas.convertToBlob gives `size` bytes of the asked type with no metadata.
 */
let encodedSize = 500;
const drawn: Array<{ w: number; h: number; type: string }> = [];
class FakeCanvas {
  constructor(
    public width: number,
    public height: number,
  ) {}
  getContext() {
    return { fillStyle: '', fillRect: () => undefined, drawImage: () => undefined };
  }
  async convertToBlob({ type }: { type: string }) {
    drawn.push({ w: this.width, h: this.height, type });
    return new Blob([new Uint8Array(encodedSize)], { type });
  }
}
beforeEach(() => {
  drawn.length = 0;
  encodedSize = 500;
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
    const first = new Uint8Array(await blob.arrayBuffer())[0];
    if (first !== 1) throw new Error('cannot decode');
    return { width: 4000, height: 3000, close: () => undefined };
  });
});
afterEach(() => vi.unstubAllGlobals());

const photo = (bytes: number, name: string, type: string) => {
  const b = new Uint8Array(bytes);
  b[0] = 1;
  return new File([b], name, { type });
};

describe('reencodedType', () => {
  it('keeps JPEG, PNG and WebP, makes GIF a PNG and everything else a JPEG', () => {
    expect(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/avif'].map(reencodedType)).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/png',
      'image/jpeg',
      'image/jpeg',
    ]);
  });
});

describe('compressImage', () => {
  beforeEach(() => compressMock.mockReset());

  it('re-encodes a small photo too (no metadata survives), scaled to 2000 px on the long side', async () => {
    const original = photo(100, 'tiny.jpg', 'image/jpeg');
    const out = await compressImage(original);
    expect(out).not.toBe(original);
    expect(drawn).toEqual([{ w: 2000, h: 1500, type: 'image/jpeg' }]);
    expect(out.size).toBe(500);
    expect(out.name).toBe('tiny.jpg');
    expect(compressMock).not.toHaveBeenCalled();
  });

  it('compresses the re-encoded photo further when it is still above 1 MB', async () => {
    encodedSize = 2 * 1024 * 1024;
    compressMock.mockResolvedValue(new File([new Uint8Array(800)], 'form.jpg', { type: 'image/jpeg' }));
    const out = await compressImage(photo(5000, 'form.jpg', 'image/jpeg'));
    expect(compressMock).toHaveBeenCalledWith(expect.objectContaining({ size: 2 * 1024 * 1024, type: 'image/jpeg' }), {
      maxSizeMB: 1,
      maxWidthOrHeight: 2000,
      useWebWorker: false,
    });
    expect(out.size).toBe(800);
    expect(out.name).toBe('form.jpg');
  });

  it('keeps the re-encoded photo when further compression fails or is larger', async () => {
    encodedSize = 2 * 1024 * 1024;
    compressMock.mockRejectedValueOnce(new Error('cannot decode'));
    expect((await compressImage(photo(5000, 'a.png', 'image/png'))).size).toBe(2 * 1024 * 1024);
  });

  it('makes a GIF a PNG and a HEIC a JPEG', async () => {
    expect((await compressImage(photo(100, 'a.gif', 'image/gif'))).type).toBe('image/png');
    const heic = await compressImage(photo(100, 'IMG_1.heic', 'image/heic'));
    expect([heic.type, heic.name]).toEqual(['image/jpeg', 'IMG_1.jpg']);
  });

  it('refuses a photo the browser cannot decode instead of sending it with its metadata', async () => {
    await expect(compressImage(fileOf(100, 'x.heic', 'image/heic'))).rejects.toThrow(UNREADABLE_IMAGE_MESSAGE);
  });
});
