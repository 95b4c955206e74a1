import { isMostlyMissing, percentComplete, percentOf, qualityBand, qualityTone } from './quality';

describe('quality bands', () => {
  it.each([
    [100, 'excellent'],
    [80, 'excellent'],
    [79, 'good'],
    [60, 'good'],
    [59, 'fair'],
    [40, 'fair'],
    [39, 'poor'],
    [0, 'poor'],
  ])('score %i is %s', (score, band) => {
    expect(qualityBand(score)).toBe(band);
  });
});

describe('percentages', () => {
  it('rounds to whole percent and is 0 for an empty directory', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 0)).toBe(0);
  });
  it('percent complete counts the casinos that have the field', () => {
    expect(percentComplete(25, 100)).toBe(75);
    expect(percentComplete(0, 0)).toBe(100);
  });
  it('the badge is destructive only above half missing', () => {
    expect(isMostlyMissing(50, 100)).toBe(false);
    expect(isMostlyMissing(51, 100)).toBe(true);
    expect(isMostlyMissing(0, 0)).toBe(false);
  });
});

describe('summary colour', () => {
  it.each([
    [100, 'green'],
    [70, 'green'],
    [69.9, 'yellow'],
    [40, 'yellow'],
    [39.9, 'red'],
    [0, 'red'],
  ])('%f%% is %s', (percent, tone) => {
    expect(qualityTone(percent)).toBe(tone);
  });
});
