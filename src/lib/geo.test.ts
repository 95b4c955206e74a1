import { boundingBox, formatMiles, haversineMiles, inBoundingBox } from './geo';

const lasVegas = { lat: 36.1699, lng: -115.1398 };
const losAngeles = { lat: 34.0522, lng: -118.2437 };
const newYork = { lat: 40.7128, lng: -74.006 };
const reno = { lat: 39.5296, lng: -119.8138 };

describe('haversineMiles', () => {
  it('is zero for the same point', () => {
    expect(haversineMiles(lasVegas, lasVegas)).toBe(0);
  });

  it('measures known city pairs (earth radius 3959 mi)', () => {
    expect(haversineMiles(lasVegas, losAngeles)).toBeCloseTo(228.5, 0);
    expect(haversineMiles(losAngeles, newYork)).toBeCloseTo(2445.6, 0);
    expect(haversineMiles(lasVegas, reno)).toBeCloseTo(345.0, 0);
  });

  it('is symmetric', () => {
    expect(haversineMiles(newYork, lasVegas)).toBeCloseTo(haversineMiles(lasVegas, newYork), 9);
  });

  it('measures one degree of latitude as about 69 miles', () => {
    expect(haversineMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(69.1, 1);
  });
});

describe('boundingBox', () => {
  it('spans radius/69 degrees on each side', () => {
    const box = boundingBox({ lat: 36, lng: -115 }, 69);
    expect(box).toEqual({ minLat: 35, maxLat: 37, minLng: -116, maxLng: -114 });
  });

  it('holds the points within the radius and drops far ones', () => {
    const box = boundingBox(lasVegas, 50);
    expect(inBoundingBox({ lat: 36.4, lng: -115.0 }, box)).toBe(true);
    expect(inBoundingBox(losAngeles, box)).toBe(false);
  });
});

describe('formatMiles', () => {
  it('shows one decimal', () => {
    expect(formatMiles(12.345)).toBe('12.3 mi');
    expect(formatMiles(0)).toBe('0.0 mi');
    expect(formatMiles(7.96)).toBe('8.0 mi');
  });
});
