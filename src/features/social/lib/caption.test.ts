import { CAPTION_MAX, normalizeCaption } from './caption';

describe('normalizeCaption', () => {
  it('trims surrounding whitespace', () => {
    expect(normalizeCaption('  Big win!  \n')).toBe('Big win!');
  });

  it('stores an empty or blank caption as null', () => {
    expect(normalizeCaption('')).toBeNull();
    expect(normalizeCaption('   \n\t ')).toBeNull();
    expect(normalizeCaption(null)).toBeNull();
    expect(normalizeCaption(undefined)).toBeNull();
  });

  it('cuts to 1000 characters', () => {
    const long = 'a'.repeat(CAPTION_MAX + 250);
    expect(normalizeCaption(long)).toHaveLength(CAPTION_MAX);
    expect(normalizeCaption(`   ${'b'.repeat(CAPTION_MAX)}`)).toBe('b'.repeat(CAPTION_MAX));
  });

  it('keeps a caption of exactly 1000 characters', () => {
    expect(normalizeCaption('c'.repeat(CAPTION_MAX))).toHaveLength(CAPTION_MAX);
  });
});
