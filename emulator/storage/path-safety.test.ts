import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { checkKey, checkPrefix, parseObjectPath, resolveInside } from './path-safety';

function reason(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof HttpError) return String(e.body.message);
    throw e;
  }
  return 'accepted';
}

describe('parseObjectPath', () => {
  it('decodes the bucket and key', () => {
    expect(parseObjectPath('w2g-images/u1/my%20form.png')).toEqual({ bucket: 'w2g-images', key: 'u1/my form.png' });
  });

  it.each([
    ['b/%2e%2e%2fx', '".." segments'],
    ['b/a/%2F../x', 'empty path segments'],
    ['b/%2Fetc%2Fpasswd', 'absolute paths'],
    ['b/C:%2Fwin', 'absolute paths'],
    ['b/a%00b', 'control characters'],
    ['b/a%0Ab', 'control characters'],
    ['b/a%5Cb', 'backslashes'],
    ['b/a/./b', '"." segments'],
    ['b/a/', 'empty path segments'],
    ['b/%E0%A4%A', 'malformed percent-encoding'],
    ['..%2Fb/x', 'invalid bucket id'],
    ['.tmp/x', 'invalid bucket id'],
    ['onlybucket', 'expected bucket/path'],
  ])('refuses %s (%s)', (raw, why) => {
    expect(reason(() => parseObjectPath(raw))).toContain(why);
  });
});

describe('checkKey / checkPrefix', () => {
  it('accepts ordinary nested names', () => {
    expect(checkKey('posts/u1/2024-01-01 win.jpg')).toBe('posts/u1/2024-01-01 win.jpg');
    expect(checkPrefix('')).toBe('');
    expect(checkPrefix('a/b/')).toBe('a/b/');
  });

  it('refuses a key that is too long', () => {
    expect(reason(() => checkKey('a'.repeat(1025)))).toContain('too long');
  });
});

describe('resolveInside', () => {
  it('resolves inside the root and refuses escapes', () => {
    expect(resolveInside('/srv/st', 'b', 'a/c.txt')).toBe(path.resolve('/srv/st/b/a/c.txt'));
    expect(reason(() => resolveInside('/srv/st', 'b', '../../etc/passwd'))).toContain('".." segments');
    expect(reason(() => resolveInside('/srv/st', '..', 'x'))).toContain('invalid bucket id');
  });
});
