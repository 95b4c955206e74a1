import { describe, expect, it } from 'vitest';
import { ADMIN_MFA_REQUIRED, lacksSecondFactor, requireAdmin, tokenClaims } from './auth.ts';
import { fakeEnv, fakeState, post, withCallers } from './fake-supabase.ts';
import { HttpError } from './http.ts';

const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('tokenClaims and lacksSecondFactor', () => {
  it('read aal and amr from the token; a non-JWT reads as no claims', () => {
    expect(tokenClaims(jwt({ aal: 'aal2', amr: [{ method: 'totp', timestamp: 5 }] }))).toMatchObject({ aal: 'aal2', amr: [{ method: 'totp', timestamp: 5 }] });
    expect(tokenClaims('player-token')).toEqual({});
  });
  it('only a verified factor with an aal1 token lacks the second factor', () => {
    const user = (status: string) => ({ id: 'u', factors: [{ id: 'f', status }] });
    expect(lacksSecondFactor({ user: user('verified'), token: jwt({ aal: 'aal1' }) })).toBe(true);
    expect(lacksSecondFactor({ user: user('verified'), token: jwt({ aal: 'aal2' }) })).toBe(false);
    expect(lacksSecondFactor({ user: user('unverified'), token: jwt({ aal: 'aal1' }) })).toBe(false);
  });
});

describe('requireAdmin with "admins require two-step verification"', () => {
  it('refuses an admin at aal1 when the setting is on, and lets an aal2 admin through', async () => {
    const state = fakeState();
    const { adminId } = withCallers(state);
    state.tables.security_settings = [{ id: true, admin_requires_mfa: true }];
    const aal1 = jwt({ sub: adminId, aal: 'aal1' });
    const aal2 = jwt({ sub: adminId, aal: 'aal2' });
    state.tokens[aal1] = adminId;
    state.tokens[aal2] = adminId;
    const env = fakeEnv(state);
    await expect(requireAdmin(post({}, aal1), env)).rejects.toEqual(new HttpError(403, ADMIN_MFA_REQUIRED));
    await expect(requireAdmin(post({}, 'admin-token'), env)).rejects.toEqual(new HttpError(403, ADMIN_MFA_REQUIRED));
    expect((await requireAdmin(post({}, aal2), env)).user.id).toBe(adminId);
    state.tables.security_settings = [{ id: true, admin_requires_mfa: false }];
    expect((await requireAdmin(post({}, aal1), env)).user.id).toBe(adminId);
  });
});
