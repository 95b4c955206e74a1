import { describe, expect, it } from 'vitest';
import { effectiveLimit, GLOBAL_FILE_SIZE_LIMIT, mimeAllowed, parseFileSizeLimit } from './limits';

describe('mimeAllowed', () => {
  it('allows anything when the bucket sets no list', () => {
    expect(mimeAllowed('application/pdf', null)).toBe(true);
    expect(mimeAllowed('application/pdf', [])).toBe(true);
  });

  it('matches exact types and wildcards, ignoring case and parameters', () => {
    expect(mimeAllowed('image/png', ['image/*'])).toBe(true);
    expect(mimeAllowed('IMAGE/JPEG', ['image/jpeg'])).toBe(true);
    expect(mimeAllowed('text/plain;charset=UTF-8', ['text/plain'])).toBe(true);
    expect(mimeAllowed('text/plain', ['image/*'])).toBe(false);
    expect(mimeAllowed('imagex/png', ['image/*'])).toBe(false);
    expect(mimeAllowed('nonsense', ['*/*'])).toBe(false);
    expect(mimeAllowed('video/mp4', ['*/*'])).toBe(true);
  });
});

describe('parseFileSizeLimit', () => {
  it('parses numbers and unit strings', () => {
    expect(parseFileSizeLimit(1024)).toBe(1024);
    expect(parseFileSizeLimit('5MB')).toBe(5 * 1024 * 1024);
    expect(parseFileSizeLimit('512 kb')).toBe(512 * 1024);
    expect(parseFileSizeLimit('100')).toBe(100);
    expect(parseFileSizeLimit(null)).toBeNull();
    expect(parseFileSizeLimit(0)).toBeNull();
  });

  it('throws on nonsense', () => {
    expect(() => parseFileSizeLimit('lots')).toThrow(RangeError);
    expect(() => parseFileSizeLimit(-5)).toThrow(RangeError);
  });

  it('caps the effective limit at the global limit', () => {
    expect(effectiveLimit(null)).toBe(GLOBAL_FILE_SIZE_LIMIT);
    expect(effectiveLimit(10)).toBe(10);
    expect(effectiveLimit(GLOBAL_FILE_SIZE_LIMIT * 2)).toBe(GLOBAL_FILE_SIZE_LIMIT);
  });
});
