import { describe, expect, it } from 'vitest';
import { fakeEnv, fakeState, post, withCallers } from '../_shared/fake-supabase.ts';
import { createRemoveLostFactorHandler, NEEDS_EMAILED_SIGN_IN } from './handler.ts';

const NOW = 1_800_000_000;
const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

function setup() {
  const state = fakeState();
  const ids = withCallers(state);
  const player = state.users.find((u) => u.id === ids.playerId)!;
  player.factors = [{ id: 'f1', status: 'verified' }];
  const admin = state.users.find((u) => u.id === ids.adminId)!;
  admin.factors = [{ id: 'f2', status: 'verified' }];
  return { state, player, admin, handler: createRemoveLostFactorHandler(fakeEnv(state), () => NOW) };
}

describe('remove-lost-factor', () => {
  it('refuses a password-only session, a stale e-mailed sign-in and anonymous callers, removing nothing', async () => {
    const { state, player, handler } = setup();
    const password = jwt({ sub: player.id, aal: 'aal1', amr: [{ method: 'password', timestamp: NOW - 10 }] });
    const stale = jwt({ sub: player.id, aal: 'aal1', amr: [{ method: 'recovery', timestamp: NOW - 16 * 60 }] });
    state.tokens[password] = player.id;
    state.tokens[stale] = player.id;
    for (const token of [password, stale]) {
      const res = await handler(post({}, token));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: NEEDS_EMAILED_SIGN_IN });
    }
    expect((await handler(post({}))).status).toBe(401);
    expect(player.factors).toEqual([{ id: 'f1', status: 'verified' }]);
  });

  it("removes only the caller's factors after a recovery-link sign-in in the last 15 minutes", async () => {
    const { state, player, admin, handler } = setup();
    const token = jwt({ sub: player.id, aal: 'aal1', amr: [{ method: 'recovery', timestamp: NOW - 60 }, { method: 'password', timestamp: NOW - 3600 }] });
    state.tokens[token] = player.id;
    const res = await handler(post({}, token));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, removed: 1 });
    expect(player.factors).toEqual([]);
    expect(admin.factors).toEqual([{ id: 'f2', status: 'verified' }]);
  });
});
