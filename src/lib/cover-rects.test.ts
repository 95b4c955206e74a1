import { clampRect, describeRect, moveRect, rectFromPoints, resizeRect, toPixels } from './cover-rects';

describe('cover rectangles', () => {
  it('stay inside the photo when moved', () => {
    expect(moveRect({ x: 0.9, y: 0.5, w: 0.2, h: 0.1 }, 0.05, 0)).toEqual({ x: 0.8, y: 0.5, w: 0.2, h: 0.1 });
    expect(moveRect({ x: 0.01, y: 0.01, w: 0.2, h: 0.1 }, -0.02, -0.02)).toEqual({ x: 0, y: 0, w: 0.2, h: 0.1 });
  });
  it('grow up to the edge and shrink no smaller than 2%', () => {
    expect(resizeRect({ x: 0.5, y: 0.5, w: 0.4, h: 0.1 }, 0.2, 0)).toEqual({ x: 0.5, y: 0.5, w: 0.5, h: 0.1 });
    expect(resizeRect({ x: 0.5, y: 0.5, w: 0.03, h: 0.1 }, -0.05, 0)).toEqual({ x: 0.5, y: 0.5, w: 0.02, h: 0.1 });
  });
  it('span a drag in any direction', () => {
    const r = rectFromPoints(0.6, 0.4, 0.2, 0.1);
    expect([r.x, r.y]).toEqual([0.2, 0.1]);
    expect(r.w).toBeCloseTo(0.4, 12);
    expect(r.h).toBeCloseTo(0.3, 12);
    expect(rectFromPoints(-1, 0.5, 2, 0.5)).toEqual({ x: 0, y: 0.5, w: 1, h: 0 });
  });
  it('cover whole pixels: 10%..35% of 1000 px is 100..350', () => {
    expect(toPixels({ x: 0.1, y: 0.2, w: 0.25, h: 0.1 }, 1000, 500)).toEqual({ x: 100, y: 100, w: 250, h: 50 });
    expect(toPixels({ x: 0.333, y: 0, w: 0.333, h: 1 }, 10, 10)).toEqual({ x: 3, y: 0, w: 4, h: 10 });
  });
  it('keep a too-large rectangle within the photo', () => {
    expect(clampRect({ x: 0.5, y: 0.5, w: 2, h: 0.01 })).toEqual({ x: 0, y: 0.5, w: 1, h: 0.02 });
  });
  it('are described in words', () => {
    expect(describeRect({ x: 0.47, y: 0.38, w: 0.25, h: 0.12 })).toBe('47% from the left, 38% from the top, 25% wide, 12% high');
  });
});
