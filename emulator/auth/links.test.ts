import { describe, expect, it } from 'vitest';
import { resolveRedirect, verifyLink, withFragment } from './links';

const config = { siteUrl: 'https://app.example.com' };

describe('resolveRedirect', () => {
  it('accepts localhost, 127.0.0.1 and the site origin verbatim', () => {
    expect(resolveRedirect(config, 'http://localhost:5173/auth')).toBe('http://localhost:5173/auth');
    expect(resolveRedirect(config, 'http://127.0.0.1:4000/admin/auth')).toBe('http://127.0.0.1:4000/admin/auth');
    expect(resolveRedirect(config, 'https://app.example.com/x?y=1')).toBe('https://app.example.com/x?y=1');
  });

  it('falls back to the site URL for other hosts, bad URLs, other schemes and nothing', () => {
    expect(resolveRedirect(config, 'https://evil.example.org/')).toBe('https://app.example.com');
    expect(resolveRedirect(config, 'http://app.example.com/')).toBe('https://app.example.com');
    expect(resolveRedirect(config, 'not a url')).toBe('https://app.example.com');
    expect(resolveRedirect(config, 'javascript:alert(1)')).toBe('https://app.example.com');
    expect(resolveRedirect(config, undefined)).toBe('https://app.example.com');
  });
});

describe('verifyLink and withFragment', () => {
  it('builds the GoTrue verify URL with an encoded redirect', () => {
    expect(verifyLink('http://127.0.0.1:54321', 'abc', 'recovery', 'http://localhost:5173/auth')).toBe(
      'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=recovery&redirect_to=http%3A%2F%2Flocalhost%3A5173%2Fauth',
    );
  });

  it('replaces any existing fragment and ends with sb=', () => {
    expect(withFragment('http://localhost:5173/auth#old', { access_token: 'a.b.c', expires_in: 3600, type: 'recovery' })).toBe(
      'http://localhost:5173/auth#access_token=a.b.c&expires_in=3600&type=recovery&sb=',
    );
  });
});
