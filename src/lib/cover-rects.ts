/**
 * Cover rectangles over a photo, in fractions of its width and height (0..1), so they mean the same on
 * the screen and on the full-size image. Pure geometry for the cover editor and the canvas that applies it.
 */
export interface CoverRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The smallest cover, as a fraction of a side (2%). */
export const MIN_COVER = 0.02;
/** One keyboard step (2% of a side). */
export const COVER_STEP = 0.02;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The rectangle kept inside the photo and at least MIN_COVER on each side. */
export function clampRect(r: CoverRect): CoverRect {
  const w = clamp(r.w, MIN_COVER, 1);
  const h = clamp(r.h, MIN_COVER, 1);
  return { x: clamp(r.x, 0, 1 - w), y: clamp(r.y, 0, 1 - h), w, h };
}

/** Moved by (dx, dy), staying inside. */
export function moveRect(r: CoverRect, dx: number, dy: number): CoverRect {
  return clampRect({ ...r, x: r.x + dx, y: r.y + dy });
}

/** Its size changed by (dw, dh) from the top-left corner, staying inside. */
export function resizeRect(r: CoverRect, dw: number, dh: number): CoverRect {
  return clampRect({ ...r, w: Math.min(r.w + dw, 1 - r.x), h: Math.min(r.h + dh, 1 - r.y) });
}

/** The rectangle spanned by two corners (a drag), inside the photo. */
export function rectFromPoints(ax: number, ay: number, bx: number, by: number): CoverRect {
  const x0 = clamp(Math.min(ax, bx), 0, 1);
  const y0 = clamp(Math.min(ay, by), 0, 1);
  const x1 = clamp(Math.max(ax, bx), 0, 1);
  const y1 = clamp(Math.max(ay, by), 0, 1);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** The rectangle in pixels of a `width` x `height` image, whole pixels covering at least the fraction. */
export function toPixels(r: CoverRect, width: number, height: number): { x: number; y: number; w: number; h: number } {
  // A billionth of slack so float noise (0.1 + 0.2) does not add a pixel.
  const floor = (v: number) => Math.floor(v + 1e-9);
  const ceil = (v: number) => Math.ceil(v - 1e-9);
  const x = floor(r.x * width);
  const y = floor(r.y * height);
  return { x, y, w: Math.min(width, ceil((r.x + r.w) * width)) - x, h: Math.min(height, ceil((r.y + r.h) * height)) - y };
}

/** '50% from the left, 42% from the top, 25% wide, 12% high' for a screen reader. */
export function describeRect(r: CoverRect): string {
  const pct = (v: number) => `${Math.round(v * 100)}%`;
  return `${pct(r.x)} from the left, ${pct(r.y)} from the top, ${pct(r.w)} wide, ${pct(r.h)} high`;
}
