import { newShareToken, shareExpiry } from './share-token';

describe('share link tokens', () => {
  it('are 43 base64url characters (256 random bits, at least the 128 the link needs), a new one each time', () => {
    const tokens = new Set(Array.from({ length: 200 }, newShareToken));
    expect(tokens.size).toBe(200);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('expire 30 days after they are made unless another choice is made', () => {
    expect(shareExpiry(30, new Date('2026-03-01T12:00:00Z'))).toBe('2026-03-31T12:00:00.000Z');
    expect(shareExpiry(7, new Date('2026-03-01T12:00:00Z'))).toBe('2026-03-08T12:00:00.000Z');
  });
});
