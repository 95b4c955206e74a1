import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { newShareToken } from '../../src/lib/share-token';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * A link for the tax preparer, attacked through supabase-js against the emulator: the one read (get_preparer_link)
 * with the right, a wrong, a malformed, a revoked, an expired and another year's token; the token used once, ever
 * (after its link or its account is deleted too); the openings the player sees (and no one else); the read counted
 * per caller address before anything can fail; the edge function that signs only the link's year's W-2G photos.
 *
 * Player A's records (hand-worked):
 *   2024-12-05 at Preparer Casino  slot session 100 in, 400 out                        +300 (2024)
 *   2025-01-10 at Preparer Casino  slot session 100 in, 50 out (note "A's private note")  -50
 *   2025-03-03 at Preparer Casino  slot session 200 in, 0 out; W2G $1,500 hand paid,
 *                                  $360 withheld, linked, photo A/w2g-1.png            0 - 200 + 1,500 = +1,300
 *   2025: gains 1,300, losses 50, deductible (losses up to gains) 50; one W-2G form of $1,500.
 */
// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type Player = { client: SupabaseClient; userId: string; email: string };
type Answer = {
  status: string;
  tax_year?: number;
  players?: { player: { name: string }; slots: { session_date: string }[]; jackpots: { images: string[] }[] }[];
};

let emu: TestEmulator;
let a: Player;
let b: Player;
let casino: string;
const links: Record<'y2025' | 'y2024' | 'revoked' | 'expired', { id: string; token: string }> = {} as never;

async function must<T>(p: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await p;
  if (error) throw new Error(JSON.stringify(error));
  return data;
}
const read = async (token: string, client = emu.anon()) => must(client.rpc('get_preparer_link', { p_token: token })) as Promise<Answer>;
const clearCounts = () => emu.sql('delete from share.read_counts');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

beforeAll(async () => {
  emu = await startTestEmulator();
  a = await emu.signUpUser();
  b = await emu.signUpUser();
  await emu.sql(`update public.profiles set first_name = 'Avery', last_name = 'Stone' where id = '${a.userId}'`);
  casino = (await must(
    emu
      .service()
      .from('casinos')
      .insert({ name: 'Preparer Casino', street_address: '9 Hidden Rd', city: 'Reno', state: 'NV' })
      .select('id')
      .single(),
  ))!.id;
  const slot = crypto.randomUUID();
  await must(
    a.client.from('gambling_sessions').insert([
      {
        id: crypto.randomUUID(),
        user_id: a.userId,
        casino_id: casino,
        session_date: '2024-12-05',
        session_time: '20:00',
        coins_in: 100,
        coins_out: 400,
        notes: null,
      },
      {
        id: crypto.randomUUID(),
        user_id: a.userId,
        casino_id: casino,
        session_date: '2025-01-10',
        session_time: '20:00',
        coins_in: 100,
        coins_out: 50,
        notes: "A's private note",
      },
      {
        id: slot,
        user_id: a.userId,
        casino_id: casino,
        session_date: '2025-03-03',
        session_time: '21:00',
        coins_in: 200,
        coins_out: 0,
        notes: null,
      },
    ]),
  );
  const photo = `${a.userId}/w2g-1.png`;
  await must(a.client.storage.from('w2g-images').upload(photo, PNG, { contentType: 'image/png' }));
  await must(b.client.storage.from('w2g-images').upload(`${b.userId}/b-only.png`, PNG, { contentType: 'image/png' }));
  await must(
    a.client.from('w2g_jackpots').insert({
      user_id: a.userId,
      casino_id: casino,
      jackpot_date: '2025-03-03',
      jackpot_time: '21:30',
      amount: 1500,
      tax_withheld: 360,
      hand_pay: true,
      session_id: slot,
      // A path of another player's folder written into A's own row: never signed through A's link.
      images: [photo, `${b.userId}/b-only.png`],
    }),
  );
  for (const [key, year] of [
    ['y2025', 2025],
    ['y2024', 2024],
    ['revoked', 2025],
  ] as const) {
    links[key] = { id: crypto.randomUUID(), token: newShareToken() };
    await must(a.client.from('preparer_links').insert({ id: links[key].id, user_id: a.userId, tax_year: year, token: links[key].token }));
  }
  await must(a.client.from('preparer_links').update({ revoked: true }).eq('id', links.revoked.id).select('id'));
  // An expired link cannot be made (its check wants a future expiry): written with the triggers off.
  links.expired = { id: crypto.randomUUID(), token: newShareToken() };
  await emu.sql(`set session_replication_role = replica;
    insert into public.preparer_links (id, user_id, tax_year, token, expires_at) values ('${links.expired.id}', '${a.userId}', 2025, '${links.expired.token}', now() - interval '1 minute');
    set session_replication_role = origin;`);
}, 120_000);
afterAll(async () => emu?.close());

describe('the preparer link read (get_preparer_link), signed out', () => {
  it("shows the link's year of its player through the narrow read, and nothing of another year", async () => {
    await clearCounts();
    const y2025 = await read(links.y2025.token);
    expect(y2025).toMatchObject({ status: 'ok', tax_year: 2025 });
    expect(y2025.players).toHaveLength(1);
    expect(y2025.players![0].player).toEqual({ name: 'Avery Stone' });
    expect(y2025.players![0].slots.map((s) => s.session_date)).toEqual(['2025-01-10', '2025-03-03']);
    // The photo of A's own folder only.
    expect(y2025.players![0].jackpots.map((j) => j.images)).toEqual([[`${a.userId}/w2g-1.png`]]);
    const text = JSON.stringify(y2025);
    for (const secret of ["A's private note", '9 Hidden Rd', a.email, b.userId])
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });

    // Another year's token: that year only.
    const y2024 = await read(links.y2024.token);
    expect(y2024).toMatchObject({ status: 'ok', tax_year: 2024 });
    expect(y2024.players![0].slots.map((s) => s.session_date)).toEqual(['2024-12-05']);
    expect(y2024.players![0].jackpots).toEqual([]);
  });

  it('answers a wrong, a malformed, a revoked and an expired token with its status and nothing else', async () => {
    await clearCounts();
    expect(await read(newShareToken())).toEqual({ status: 'not_found' });
    for (const bad of ['', 'x', 'a'.repeat(43), `${links.y2025.token}x`, `${links.y2025.token.slice(0, 42)}'`])
      expect(await read(bad)).toEqual({ status: 'not_found' });
    const revoked = await read(links.revoked.token);
    expect(Object.keys(revoked).sort()).toEqual(['revoked_at', 'status']);
    expect(revoked.status).toBe('revoked');
    const expired = await read(links.expired.token);
    expect(Object.keys(expired).sort()).toEqual(['expired_at', 'status']);
    expect(expired.status).toBe('expired');
    // Signed in as another player makes no difference.
    expect(await read(links.revoked.token, b.client)).toMatchObject({ status: 'revoked' });
  });

  it('records each opening (when, and the browser) for the player alone: Account and Security history', async () => {
    await clearCounts();
    await emu.sql(`delete from public.preparer_link_openings`);
    const browser = emu.anon();
    const { error } = await browser
      .rpc('get_preparer_link', { p_token: links.y2024.token }, { get: false })
      .setHeader('User-Agent', 'Mozilla/5.0 (iPhone) Safari/604.1');
    expect(error).toBeNull();
    await read(links.revoked.token); // not an opening: nothing was shown
    const openings = (await must(a.client.from('preparer_link_openings').select('link_id, user_agent, opened_at'))) ?? [];
    expect(openings).toHaveLength(1);
    expect(openings[0]).toMatchObject({ link_id: links.y2024.id, user_agent: 'Mozilla/5.0 (iPhone) Safari/604.1' });
    const history = (await must(a.client.rpc('get_my_security_history', { p_limit: 50 }))) as {
      action: string;
      user_agent: string | null;
      detail: Record<string, unknown>;
    }[];
    expect(history.find((e) => e.action === 'preparer_link_opened')).toMatchObject({
      user_agent: 'Mozilla/5.0 (iPhone) Safari/604.1',
      detail: { tax_year: 2024, link_id: links.y2024.id },
    });
    // Nobody else sees them, or the links.
    expect(await must(b.client.from('preparer_link_openings').select('id'))).toEqual([]);
    expect(await must(b.client.from('preparer_links').select('id'))).toEqual([]);
    expect(
      ((await must(b.client.rpc('get_my_security_history', { p_limit: 50 }))) as { action: string }[]).some(
        (e) => e.action === 'preparer_link_opened',
      ),
    ).toBe(false);
    expect((await emu.anon().from('preparer_link_openings').select('id')).data ?? []).toEqual([]);
    // Nobody writes an opening through the API, not even the player.
    const forged = await a.client
      .from('preparer_link_openings')
      .insert({ link_id: links.y2024.id, user_id: a.userId, user_agent: 'forged' });
    expect(forged.error?.code).toBe('42501');
  });
});

describe("the app's reading of the answer (src/features/tax-year/api/preparer-link-read.ts)", () => {
  type Loss = { gains: number; losses: number; deductible: number };
  type Read = { taxYear: number; status: string; players: { playerName: string; play: unknown; statements: unknown[] }[] };
  const [PARSE, MODEL] = ['@/features/tax-year/api/preparer-link-read', '@/features/tax-year/lib/tax-year-model'];

  it('parses each answer, and the one tax engine gives the hand-worked 2025 of A from it', async () => {
    const { parsePreparerLink } = (await import(/* @vite-ignore */ PARSE)) as { parsePreparerLink(v: unknown): Read };
    const { buildTaxYear } = (await import(/* @vite-ignore */ MODEL)) as {
      buildTaxYear(y: number, play: unknown, st: unknown[]): { loss: Loss };
    };
    await clearCounts();
    const answer = parsePreparerLink(await read(links.y2025.token));
    expect(answer).toMatchObject({ status: 'ok', taxYear: 2025 });
    expect(answer.players.map((p) => p.playerName)).toEqual(['Avery Stone']);
    const { loss } = buildTaxYear(answer.taxYear, answer.players[0].play, answer.players[0].statements);
    expect({ gains: loss.gains, losses: loss.losses, deductible: loss.deductible }).toEqual({ gains: 1300, losses: 50, deductible: 50 });
    expect(parsePreparerLink(await read(links.revoked.token))).toMatchObject({ status: 'revoked' });
    expect(parsePreparerLink(await read(links.expired.token))).toMatchObject({ status: 'expired' });
    expect(parsePreparerLink(await read(newShareToken()))).toEqual({ status: 'not_found' });
    // A field the read must never carry is an error, never shown.
    expect(() => parsePreparerLink({ status: 'revoked', revoked_at: null, token: 'x' })).toThrow();
  });
});

describe('making and revoking links', () => {
  const make = (who: Player, row: Record<string, unknown>) =>
    who.client.from('preparer_links').insert({ user_id: who.userId, tax_year: 2025, token: newShareToken(), ...row });

  it('refuses a token of another shape, a year not begun, an expiry past a year, and another player as owner', async () => {
    expect((await make(a, { token: 'a'.repeat(43) })).error?.message).toBe("A link's address must be the 256 random bits the app makes");
    expect((await make(a, { token: newShareToken().slice(0, 22) })).error?.message).toBe(
      "A link's address must be the 256 random bits the app makes",
    );
    expect((await make(a, { tax_year: new Date().getFullYear() + 2 })).error?.code).toBe('23514');
    expect((await make(a, { expires_at: inDays(400) })).error?.message).toBe('A preparer link can last at most a year');
    expect((await make(a, { expires_at: inDays(-1) })).error?.message).toBe('A preparer link must expire in the future');
    expect((await b.client.from('preparer_links').insert({ user_id: a.userId, tax_year: 2025, token: newShareToken() })).error?.code).toBe(
      '42501',
    );
  });

  it('revokes at once and never back; nothing else of a link changes', async () => {
    await clearCounts();
    const id = crypto.randomUUID();
    const token = newShareToken();
    await must(make(a, { id, token }));
    expect(await read(token)).toMatchObject({ status: 'ok' });
    await must(a.client.from('preparer_links').update({ revoked: true }).eq('id', id).select('id'));
    expect(await read(token)).toMatchObject({ status: 'revoked' });
    expect((await a.client.from('preparer_links').update({ revoked: false }).eq('id', id)).error?.message).toBe(
      'This link was revoked: make a new one',
    );
    expect(
      (
        await a.client
          .from('preparer_links')
          .update({ token: newShareToken() } as never)
          .eq('id', id)
      ).error?.code,
    ).toBe('42501');
    // B cannot revoke A's link (0 rows), nor delete it.
    expect(await must(b.client.from('preparer_links').update({ revoked: true }).eq('id', links.y2025.id).select('id'))).toEqual([]);
    expect(await must(b.client.from('preparer_links').delete().eq('id', links.y2025.id).select('id'))).toEqual([]);
  });

  it('never issues a token twice: not after its link is deleted, nor after its account is deleted', async () => {
    const id = crypto.randomUUID();
    const token = newShareToken();
    await must(make(a, { id, token }));
    // The same link sent again (the outbox resending it) is the same success.
    expect(
      (
        await a.client
          .from('preparer_links')
          .upsert({ id, user_id: a.userId, tax_year: 2025, token }, { onConflict: 'id', ignoreDuplicates: true })
      ).error,
    ).toBeNull();
    await must(a.client.from('preparer_links').delete().eq('id', id).select('id'));
    expect((await make(b, { token })).error).toMatchObject({
      code: '23505',
      message: 'This link address was used before: make a new link',
    });
    expect((await make(a, { token })).error?.code).toBe('23505');
    expect(await read(token)).toEqual({ status: 'not_found' });

    const c = await emu.signUpUser();
    const cToken = newShareToken();
    await must(make(c, { token: cToken }));
    const { error } = await emu.service().auth.admin.deleteUser(c.userId);
    expect(error).toBeNull();
    expect(await read(cToken)).toEqual({ status: 'not_found' });
    expect((await make(b, { token: cToken })).error?.code).toBe('23505');
  });
});

describe('the files of a link (edge function preparer-link-files)', () => {
  const files = (body: Record<string, unknown>) => emu.anon().functions.invoke('preparer-link-files', { body });

  it("signs the link year's W-2G photos of its player, and only those, for a few minutes", async () => {
    await clearCounts();
    const { data, error } = await files({ token: links.y2025.token, want: 'photos', paths: [`${b.userId}/b-only.png`] });
    expect(error).toBeNull();
    const photos = (data as { photos: { path: string; url: string }[] }).photos;
    expect(photos.map((p) => p.path)).toEqual([`${a.userId}/w2g-1.png`]);
    const image = await fetch(photos[0].url);
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array(PNG));
    // The signature is for that one object: pointed at another one it opens nothing.
    const other = photos[0].url.replace(`${a.userId}/w2g-1.png`, `${b.userId}/b-only.png`);
    expect((await fetch(other)).status).toBe(400);
    // 2024 has no W-2G: nothing to sign.
    expect(((await files({ token: links.y2024.token, want: 'photos' })).data as { photos: unknown[] }).photos).toEqual([]);
  });

  it('signs nothing for a wrong, revoked or expired token', async () => {
    await clearCounts();
    for (const [token, status] of [
      [newShareToken(), 404],
      [links.revoked.token, 410],
      [links.expired.token, 410],
    ] as const) {
      const { error } = await files({ token, want: 'photos' });
      expect((error as { context?: Response }).context?.status).toBe(status);
    }
  });

  it('is the only caller of the files read: no player and nobody signed out may call it', async () => {
    for (const client of [emu.anon(), a.client]) {
      const { error } = await client.rpc('get_preparer_link_files', {
        p_token: links.y2025.token,
        p_forwarded_for: '203.0.113.9',
        p_real_ip: null,
      });
      expect(error?.code).toBe('42501');
    }
  });
});

describe('the read counted per caller address, before anything can fail', () => {
  it('answers rate_limited after 60 reads a minute, and nothing else', async () => {
    await clearCounts();
    const answers: string[] = [];
    for (let i = 0; i < 62; i++) answers.push((await read(links.y2025.token)).status);
    expect(answers.slice(0, 60).every((s) => s === 'ok')).toBe(true);
    expect(answers.slice(60)).toEqual(['rate_limited', 'rate_limited']);
  });

  it('keeps the count of a read whose answer failed (it answers unavailable; the count is not rolled back)', async () => {
    await clearCounts();
    await emu.sql(`alter function private.tax_year_play(uuid, integer) rename to tax_year_play_kept;
      create function private.tax_year_play(p_user uuid, p_year integer) returns jsonb language plpgsql set search_path = '' as $$
      begin raise exception 'the year cannot be read'; end $$;`);
    try {
      expect(await read(links.y2025.token)).toEqual({ status: 'unavailable' });
    } finally {
      await emu.sql(`drop function private.tax_year_play(uuid, integer);
        alter function private.tax_year_play_kept(uuid, integer) rename to tax_year_play;`);
    }
    const { rows } = await emu.ctx.db.query<{ reads: number }>(`select reads from share.read_counts where bucket like 'preparer:%'`);
    expect(rows).toEqual([{ reads: 1 }]);
    expect(await read(links.y2025.token)).toMatchObject({ status: 'ok' });
  });
});
