import type { Session } from '@supabase/supabase-js';
import { needsSecondFactor, tokenAal } from './auth-level';

const jwt = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;
const session = (aal: string | undefined, statuses: string[]) =>
  ({
    access_token: jwt(aal ? { aal } : {}),
    user: { factors: statuses.map((status, i) => ({ id: `f${i}`, status })) },
  }) as unknown as Session;

describe('auth level', () => {
  it('reads the aal claim, aal1 when missing or unreadable', () => {
    expect(tokenAal(jwt({ aal: 'aal2' }))).toBe('aal2');
    expect(tokenAal(jwt({}))).toBe('aal1');
    expect(tokenAal('not a token')).toBe('aal1');
  });
  it('asks for the code only with a verified factor and an aal1 session', () => {
    expect(needsSecondFactor(session('aal1', ['verified']))).toBe(true);
    expect(needsSecondFactor(session('aal2', ['verified']))).toBe(false);
    expect(needsSecondFactor(session('aal1', ['unverified']))).toBe(false);
    expect(needsSecondFactor(session(undefined, []))).toBe(false);
    expect(needsSecondFactor(null)).toBe(false);
  });
});
