import * as pdfLib from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fakeEnv, fakeState, post } from '../_shared/fake-supabase.ts';
import { pdfTextRuns } from '../export-w2g-pdf/test-pdf-text.ts';
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
  const handler = createPreparerLinkFilesHandler({ ...fakeEnv(state), pdfLib, today: () => '2026-02-10' });
  return { state, calls, handler };
}

const summary = {
  year: 2025,
  joint: false,
  incomeLine: 'Schedule 1 (Form 1040), line 8b',
  income: 1432,
  why: 'Your $1,500.00 W-2G, less $68.00 of losses on that day at that casino.',
  w2g: { count: 1, total: 1500, federal: 360, state: null },
  deductionLine: 'Schedule A (Form 1040), line 16',
  deduction: 1432,
  deductionDetail: 'Your $2,100.00 of losses, capped at your gambling income.',
  sessions: { count: 4, winning: 1, losing: 3, gains: 1432, losses: 2100, net: -668 },
  rule: 'Tax years through 2025: losses are deductible up to your gambling gains.',
  sources: ['Internal Revenue Code §165(d)'],
  parts: [],
};

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
  ])('a link %s: %i, and nothing signed or printed', async (status, code, message) => {
    const { handler, state } = setup(status);
    for (const want of ['photos', 'diary-pdf', 'summary-pdf']) {
      const res = await handler(post({ token: TOKEN, want, summary }));
      expect(res.status).toBe(code);
      expect(await res.json()).toEqual({ error: message });
    }
    expect(state.log.some((l) => l.includes('storage'))).toBe(false);
  });

  it('answers a wrong token as not found', async () => {
    const { handler } = setup();
    const res = await handler(post({ token: 'another', want: 'photos' }));
    expect(res.status).toBe(404);
  });

  it('prints the one-page summary of the link year with the player named by the database', async () => {
    const { handler } = setup();
    const res = await handler(post({ token: TOKEN, want: 'summary-pdf', summary, players: ['Someone Else'] }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="tax_summary_2025.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect((await pdfLib.PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const doc = await pdfLib.PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Gambling summary for the tax return 2025');
    const all = pdfTextRuns(bytes).join('\n');
    expect(all).not.toContain('Someone Else');
    expect(all).toContain('Gambling income: Schedule 1 (Form 1040), line 8b');
    expect(all).toContain('$1,432.00');
    expect(all).toContain('Gambling losses, if itemising: Schedule A (Form 1040), line 16');
  });

  it('refuses a diary or summary of another year than the link', async () => {
    const { handler } = setup();
    const res = await handler(post({ token: TOKEN, want: 'summary-pdf', summary: { ...summary, year: 2024 } }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'This link is for 2025: the summary must be of that year' });
    const diary = { year: 2024, entries: [], sessions: [], totals: {}, loss: {}, jackpots: [] };
    expect((await handler(post({ token: TOKEN, want: 'diary-pdf', diary }))).status).toBe(400);
  });

  it('refuses what it does not make, and a summary without its figures', async () => {
    const { handler } = setup();
    expect((await handler(post({ token: TOKEN, want: 'everything' }))).status).toBe(400);
    const res = await handler(post({ token: TOKEN, want: 'summary-pdf', summary: { ...summary, income: 'NaN' } }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'summary.income must be a number' });
  });
});
