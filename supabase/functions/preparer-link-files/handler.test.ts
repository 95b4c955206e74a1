import { describe, expect, it } from 'vitest';
import { fakeEnv, fakeState, post } from '../_shared/fake-supabase.ts';
import { createPreparerLinkFilesHandler, PHOTO_SECONDS } from './handler.ts';

const OWNER = 'cccccccc-0000-4000-8000-000000000003';
const TOKEN = 'good-token';

function setup(status = 'ok') {
  const state = fakeState({ files: { 'w2g-images': [`${OWNER}/a.jpg`, `${OWNER}/b.png`, 'someone-else/c.jpg'] } });
  const calls: Record<string, unknown>[] = [];
  state.rpcs = {
    get_preparer_link_files: (_caller, args) => {
      calls.push(args);
      if (args.p_token !== TOKEN) return { data: { status: 'not_found' }, error: null };
      return status === 'ok'
        ? { data: { status, tax_year: 2025, players: [{ name: 'Casey Reed', photos: [`${OWNER}/a.jpg`, `${OWNER}/b.png`] }] }, error: null }
        : { data: { status }, error: null };
    },
  };
  const handler = createPreparerLinkFilesHandler(fakeEnv(state));
  return { state, calls, handler };
}

describe('preparer-link-files', () => {
  it('signs exactly the photos the database lists for the link, for a few minutes, whatever the request names', async () => {
    const { handler, state, calls } = setup();
    const res = await handler(
      post({ token: TOKEN, want: 'photos', paths: ['someone-else/c.jpg'] }, 'anon-key', { 'x-forwarded-for': 'chosen, 203.0.113.9' }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { photos: { path: string; url: string }[]; expires_in: number };
    expect(body.expires_in).toBe(PHOTO_SECONDS);
    expect(body.photos.map((p) => p.path)).toEqual([`${OWNER}/a.jpg`, `${OWNER}/b.png`]);
    expect(body.photos.every((p) => p.url.includes(`expires=${PHOTO_SECONDS}`))).toBe(true);
    expect(JSON.stringify(body)).not.toContain('someone-else');
    // The address headers go to the database as they came (private.client_ip picks the gateway's entry there).
    expect(calls).toEqual([{ p_token: TOKEN, p_forwarded_for: 'chosen, 203.0.113.9', p_real_ip: null }]);
    expect(state.log).toEqual(['service:rpc:get_preparer_link_files', 'service:storage:w2g-images:sign']);
  });

  it.each([
    ['not_found', 404, 'This link does not lead to a tax year. Check that it was copied whole.'],
    ['revoked', 410, 'This link was revoked by the player who made it.'],
    ['expired', 410, 'This link has expired.'],
    ['rate_limited', 429, 'Too many requests from your connection. Wait a minute and try again.'],
    ['unavailable', 503, 'The tax year could not be read just now. Try again in a moment.'],
  ])('a link %s: %i, and nothing signed', async (status, code, message) => {
    const { handler, state } = setup(status);
    const res = await handler(post({ token: TOKEN, want: 'photos' }));
    expect(res.status).toBe(code);
    expect(await res.json()).toEqual({ error: message });
    expect(state.log.some((l) => l.includes('storage'))).toBe(false);
  });

  it('answers a wrong token as not found', async () => {
    const { handler } = setup();
    const res = await handler(post({ token: 'another', want: 'photos' }));
    expect(res.status).toBe(404);
  });

  it('prints nothing: a diary or summary sent by a link holder is refused before the link is read', async () => {
    const { handler, calls } = setup();
    for (const want of ['diary-pdf', 'summary-pdf', 'everything']) {
      const res = await handler(post({ token: TOKEN, want, summary: { year: 2025, income: 999999 } }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'want must be photos' });
    }
    expect(calls).toEqual([]);
  });
});
