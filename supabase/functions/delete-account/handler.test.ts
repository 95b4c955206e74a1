import { describe, expect, it } from 'vitest';
import { fakeEnv, fakeState, post, withCallers } from '../_shared/fake-supabase.ts';
import { AAL2_REQUIRED, createDeleteAccountHandler } from './handler.ts';

function setup() {
  const state = fakeState();
  const ids = withCallers(state);
  state.files['w2g-images'] = [`${ids.playerId}/a.jpg`, `${ids.playerId}/2025/b.png`, `${ids.adminId}/c.jpg`];
  state.files['social-posts'] = [`posts/${ids.playerId}/p.jpg`, `posts/${ids.adminId}/q.jpg`];
  return { state, handler: createDeleteAccountHandler(fakeEnv(state)), ...ids };
}

describe('delete-account', () => {
  it('refuses an anonymous caller and deletes nothing', async () => {
    const { handler, state } = setup();
    for (const token of [undefined, 'anon-key', 'service-key']) {
      const res = await handler(post({ confirm: 'DELETE' }, token));
      expect(res.status).toBe(401);
    }
    expect(state.users).toHaveLength(2);
    expect(state.files['w2g-images']).toHaveLength(3);
  });

  it('needs the typed confirmation', async () => {
    const { handler, state } = setup();
    const res = await handler(post({}, 'player-token'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Type DELETE to confirm' });
    expect(state.users).toHaveLength(2);
  });

  it('removes the caller’s files in both buckets and the caller, nobody else', async () => {
    const { handler, state, playerId, adminId } = setup();
    const res = await handler(post({ confirm: 'DELETE' }, 'player-token'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, filesRemoved: 3 });
    expect(state.users.map((u) => u.id)).toEqual([adminId]);
    expect(state.users.some((u) => u.id === playerId)).toBe(false);
    expect(state.files['w2g-images']).toEqual([`${adminId}/c.jpg`]);
    expect(state.files['social-posts']).toEqual([`posts/${adminId}/q.jpg`]);
  });

  it('needs an aal2 session once the player has a verified factor', async () => {
    const { handler, state, playerId } = setup();
    state.users.find((u) => u.id === playerId)!.factors = [{ id: 'f1', status: 'verified' }];
    const jwt = (aal: string) => `h.${Buffer.from(JSON.stringify({ sub: playerId, aal })).toString('base64url')}.s`;
    state.tokens[jwt('aal1')] = playerId;
    state.tokens[jwt('aal2')] = playerId;
    for (const token of ['player-token', jwt('aal1')]) {
      const res = await handler(post({ confirm: 'DELETE' }, token));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: AAL2_REQUIRED });
    }
    expect(state.users).toHaveLength(2);
    expect(state.files['w2g-images']).toHaveLength(3);
    const res = await handler(post({ confirm: 'DELETE' }, jwt('aal2')));
    expect(res.status).toBe(200);
    expect(state.users.some((u) => u.id === playerId)).toBe(false);
  });
});
