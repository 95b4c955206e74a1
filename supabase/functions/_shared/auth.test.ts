import { describe, expect, it } from 'vitest';
import { ADMIN_MFA_REQUIRED, auditHeaders, lacksSecondFactor, requireAdmin, tokenClaims, withAnnouncedAction } from './auth.ts';
import { FAKE_SERVICE, FAKE_URL, fakeEnv, fakeState, post, withCallers } from './fake-supabase.ts';
import { HttpError } from './http.ts';

const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('tokenClaims and lacksSecondFactor', () => {
  it('read aal and amr from the token; a non-JWT reads as no claims', () => {
    expect(tokenClaims(jwt({ aal: 'aal2', amr: [{ method: 'totp', timestamp: 5 }] }))).toMatchObject({
      aal: 'aal2',
      amr: [{ method: 'totp', timestamp: 5 }],
    });
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

describe('what an admin function tells the audit trail', () => {
  it("passes the request's X-Forwarded-For and X-Real-IP as they came (the database takes the gateway's entry), and the user agent", () => {
    const req = post({}, 'admin-token', {
      'x-forwarded-for': '203.0.113.66, 127.0.0.1',
      'x-real-ip': '127.0.0.1',
      'user-agent': 'Browser/1',
    });
    expect(auditHeaders(req, 'admin-id')).toEqual({
      'x-audit-actor': 'admin-id',
      'x-audit-forwarded-for': '203.0.113.66, 127.0.0.1',
      'x-audit-real-ip': '127.0.0.1',
      'x-audit-user-agent': 'Browser/1',
    });
    // A long header keeps its end, where the gateway's entry is.
    const long = auditHeaders(post({}, 'admin-token', { 'x-forwarded-for': `${'10.0.0.1, '.repeat(100)}192.0.2.9` }), 'a')[
      'x-audit-forwarded-for'
    ];
    expect(long).toHaveLength(512);
    expect(long.endsWith(', 192.0.2.9')).toBe(true);
  });

  it('settles an announced action once the change answered, also when it failed', async () => {
    const state = fakeState();
    const calls: string[] = [];
    state.rpcs = {
      announce_admin_action: (_caller, args) => (calls.push(`announce ${args.p_action} ${args.p_target}`), { data: 41, error: null }),
      settle_admin_action: (_caller, args) => (calls.push(`settle ${args.p_intent}`), { data: false, error: null }),
    };
    const admin = fakeEnv(state).createClient(FAKE_URL, FAKE_SERVICE, {});
    expect(await withAnnouncedAction(admin, 'user.password_reset', 'p@x.test', async () => 'sent')).toBe('sent');
    const refused = withAnnouncedAction(admin, 'user.password_reset', 'p@x.test', async () => {
      calls.push('change refused');
      throw new HttpError(429, 'For security purposes, you can only request this after 55 seconds.');
    });
    await expect(refused).rejects.toEqual(new HttpError(429, 'For security purposes, you can only request this after 55 seconds.'));
    expect(calls).toEqual([
      'announce user.password_reset p@x.test',
      'settle 41',
      'announce user.password_reset p@x.test',
      'change refused',
      'settle 41',
    ]);
  });
});
