import { expect, type Page } from '@playwright/test';
import piexif from 'piexifjs';
import { Secret, TOTP } from 'otpauth';

/** Known GPS position written into the fixture photos (Las Vegas Strip). */
export const FIXTURE_GPS = { lat: 36.1147, lon: -115.1728 };
export const FIXTURE_CAMERA = 'TaxVaultCam 9000';

/** A 6-digit RFC 6238 code (SHA-1, 30 s) for `secret` at `at` ms — what an authenticator app shows. */
export function totpAt(secret: string, at: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
}

/**
 * A JPEG photo (random noise, so its bytes are unique and compress poorly) drawn in the page's canvas, with
 * EXIF added by piexifjs: GPS latitude/longitude, camera make and model, time taken.
 */
export async function jpegWithGps(page: Page, width = 900, height = 600): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      const img = ctx.createImageData(w, h);
      for (let i = 0; i < img.data.length; i += 4) {
        img.data[i] = 80 + Math.floor(Math.random() * 170);
        img.data[i + 1] = 80 + Math.floor(Math.random() * 170);
        img.data[i + 2] = 80 + Math.floor(Math.random() * 170);
        img.data[i + 3] = 255;
      }
      ctx.putImageData(img, 0, 0);
      return canvas.toDataURL('image/jpeg', 0.95);
    },
    [width, height],
  );
  const gps = {
    [piexif.GPSIFD.GPSLatitudeRef]: 'N',
    [piexif.GPSIFD.GPSLatitude]: piexif.GPSHelper.degToDmsRational(FIXTURE_GPS.lat),
    [piexif.GPSIFD.GPSLongitudeRef]: 'W',
    [piexif.GPSIFD.GPSLongitude]: piexif.GPSHelper.degToDmsRational(-FIXTURE_GPS.lon),
  };
  const exif = piexif.dump({
    '0th': { [piexif.ImageIFD.Make]: 'TaxVault', [piexif.ImageIFD.Model]: FIXTURE_CAMERA },
    Exif: { [piexif.ExifIFD.DateTimeOriginal]: '2026:03:14 21:15:00' },
    GPS: gps,
  });
  const withExif = piexif.insert(exif, dataUrl) as string;
  const bytes = Buffer.from(withExif.split(',')[1], 'base64');
  // The fixture really carries the position (read back by the same library).
  const back = piexif.load(withExif);
  expect(back.GPS?.[piexif.GPSIFD.GPSLatitudeRef]).toBe('N');
  expect(bytes.includes(Buffer.from(FIXTURE_CAMERA))).toBe(true);
  return bytes;
}

/** What piexifjs finds in a stored JPEG: its GPS and 0th IFD entries (none when the EXIF is gone). */
export function exifOf(jpeg: Buffer): { gps: number; tags: number; hasApp1Exif: boolean } {
  const hasApp1Exif = jpeg.includes(Buffer.from('Exif\0\0', 'binary'));
  try {
    const data = piexif.load(`data:image/jpeg;base64,${jpeg.toString('base64')}`);
    return { gps: Object.keys(data.GPS ?? {}).length, tags: Object.keys(data['0th'] ?? {}).length, hasApp1Exif };
  } catch {
    return { gps: 0, tags: 0, hasApp1Exif };
  }
}

/**
 * Every request body the page sends, read in the page itself: fetch and XMLHttpRequest are wrapped before any
 * script runs, and each body (text, bytes, a Blob or File, or every part of a FormData) is copied as it leaves.
 * Playwright's postDataBuffer() is empty for Blob bodies (the uploads), so it cannot be used for this check.
 * Call before the page loads; `read()` returns what was sent so far.
 */
export async function recordBodies(page: Page): Promise<{ read(): Promise<Buffer[]> }> {
  await page.addInitScript(() => {
    const sent: Promise<string>[] = [];
    (window as unknown as { __sentBodies: Promise<string>[] }).__sentBodies = sent;
    const toBase64 = async (b: Blob) => {
      const bytes = new Uint8Array(await b.arrayBuffer());
      let bin = '';
      for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(bin);
    };
    const keep = (body: unknown) => {
      if (body == null) return;
      if (body instanceof FormData) {
        for (const [, v] of body.entries()) keep(v);
      } else if (body instanceof Blob) {
        sent.push(toBase64(body));
      } else if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) {
        sent.push(toBase64(new Blob([body as ArrayBuffer])));
      } else if (typeof body === 'string' || body instanceof URLSearchParams) {
        sent.push(toBase64(new Blob([String(body)])));
      }
    };
    const fetch0 = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body !== undefined) keep(init.body);
      else if (input instanceof Request && input.body) sent.push(input.clone().blob().then(toBase64));
      return fetch0(input, init);
    };
    const send0 = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body?: Document | XMLHttpRequestBodyInit | null) {
      keep(body);
      return send0.call(this, body);
    };
  });
  return {
    read: async () =>
      (await page.evaluate(() => Promise.all((window as unknown as { __sentBodies: Promise<string>[] }).__sentBodies))).map((b) =>
        Buffer.from(b, 'base64'),
      ),
  };
}

/** Eight 48-byte pieces from the middle of a file (its compressed pixel data), to look for on the wire. */
export function samplesOf(file: Buffer): Buffer[] {
  return Array.from({ length: 8 }, (_, i) => {
    const at = Math.floor(file.length * (0.2 + i * 0.08));
    return file.subarray(at, at + 48);
  });
}

/**
 * The min and max of every channel (RGB) of the stored image inside the region (fractions of the image),
 * decoded by the browser.
 */
export async function regionRange(page: Page, image: Buffer, type: string, r: { x: number; y: number; w: number; h: number }) {
  return page.evaluate(
    async ({ b64, type: t, r: rr }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bmp = await createImageBitmap(new Blob([bytes], { type: t }));
      const canvas = document.createElement('canvas');
      canvas.width = bmp.width;
      canvas.height = bmp.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bmp, 0, 0);
      const x = Math.round(rr.x * bmp.width);
      const y = Math.round(rr.y * bmp.height);
      const data = ctx.getImageData(x, y, Math.round(rr.w * bmp.width), Math.round(rr.h * bmp.height)).data;
      let min = 255;
      let max = 0;
      for (let i = 0; i < data.length; i += 4) {
        for (let c = 0; c < 3; c++) {
          min = Math.min(min, data[i + c]);
          max = Math.max(max, data[i + c]);
        }
      }
      return { min, max, width: bmp.width, height: bmp.height };
    },
    { b64: image.toString('base64'), type, r },
  );
}
