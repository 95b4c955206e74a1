import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * A household for a joint return, attacked through supabase-js against the emulator: the invite by e-mail (the
 * invitee told through the bell, the inviter never told whether the address is a player's), both must accept, one
 * household at a time, withdrawn / declined / expired invites, either player ends it at once, a deleted account ends
 * it; and the one read a member has of the other (get_household_tax_year): that player's year through the narrow
 * read, without notes or photo paths, for an accepted household only, and nothing else of theirs through the API.
 *
 * Records (hand-worked):
 *   A 2024-06-01 slot session 0 in, 50 out                          +50 (2024)
 *   A 2025-02-01 slot session 100 in, 400 out, note "A's secret"    +300
 *   A 2025-03-01 slot session 200 in, 0 out; W2G $1,500, $360 withheld, photo <A>/w2g.png, linked   +1,300
 *   B 2025-02-02 slot session 100 in, 0 out                          -100
 */
type Player = { client: SupabaseClient; userId: string; email: string };
type YearAnswer = {
  status: string;
  partner?: { year: number; player: { name: string }; slots: { session_date: string; net_result: number }[]; jackpots: { images: string[] }[] };
};
type HouseholdRow = { id: string; role: string; status: string; email: string | null; other_name: string | null };

let emu: TestEmulator;
let a: Player;
let b: Player;
let c: Player;
let casino: string;

async function must<T>(p: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await p;
  if (error) throw new Error(JSON.stringify(error));
  return data;
}
const yearOf = async (p: Player, year: number) => (await must(p.client.rpc('get_household_tax_year', { p_year: year }))) as YearAnswer;
const mine = async (p: Player) => (await must(p.client.rpc('get_my_household'))) as HouseholdRow[];
const invite = async (from: Player, email: string) => (await must(from.client.rpc('invite_household', { p_email: email }))) as string;
const errorOf = async (p: PromiseLike<{ error: { code?: string; message: string } | null }>) => (await p).error;

beforeAll(async () => {
  emu = await startTestEmulator();
  a = await emu.signUpUser();
  b = await emu.signUpUser();
  c = await emu.signUpUser();
  await emu.sql(`update public.profiles set first_name = 'Avery', last_name = 'Stone' where id = '${a.userId}';
    update public.profiles set first_name = 'Blake', last_name = 'Stone' where id = '${b.userId}';`);
  casino = (await must(emu.service().from('casinos').insert({ name: 'Household Casino', city: 'Reno', state: 'NV' }).select('id').single()))!.id;
  const slot = crypto.randomUUID();
  const session = (p: Player, date: string, coins_in: number, coins_out: number, notes: string | null = null, id = crypto.randomUUID()) => ({
    id,
    user_id: p.userId,
    casino_id: casino,
    session_date: date,
    session_time: '20:00',
    coins_in,
    coins_out,
    notes,
  });
  await must(
    a.client
      .from('gambling_sessions')
      .insert([session(a, '2024-06-01', 0, 50), session(a, '2025-02-01', 100, 400, "A's secret"), session(a, '2025-03-01', 200, 0, null, slot)]),
  );
  await must(b.client.from('gambling_sessions').insert([session(b, '2025-02-02', 100, 0)]));
  await must(
    a.client.from('w2g_jackpots').insert({
      user_id: a.userId,
      casino_id: casino,
      jackpot_date: '2025-03-01',
      jackpot_time: '21:00',
      amount: 1500,
      tax_withheld: 360,
      hand_pay: true,
      session_id: slot,
      images: [`${a.userId}/w2g.png`],
    }),
  );
}, 120_000);
afterAll(async () => emu?.close());

describe('a household: invited, accepted, read, ended', () => {
  let id: string;

  it('an invite by e-mail reaches the invitee through the bell; only the two players see it', async () => {
    id = await invite(a, `  ${b.email.toUpperCase()} `);
    const bell = (await must(b.client.rpc('get_user_notifications', { user_uuid: b.userId }))) as { title: string; message: string }[];
    expect(bell.map((n) => n.title)).toContain('Household invite');
    expect(bell.find((n) => n.title === 'Household invite')!.message).toMatch(/^Avery Stone invited you to a household/);
    const cBell = (await must(c.client.rpc('get_user_notifications', { user_uuid: c.userId }))) as { title: string }[];
    expect(cBell.map((n) => n.title)).not.toContain('Household invite');

    expect(await mine(a)).toMatchObject([{ id, role: 'inviter', status: 'pending', email: b.email.toLowerCase(), other_name: null }]);
    expect(await mine(b)).toMatchObject([{ id, role: 'invitee', status: 'pending', email: null, other_name: 'Avery Stone' }]);
    expect(await mine(c)).toEqual([]);
    expect(await must(c.client.from('households').select('id'))).toEqual([]);
    expect(await must(b.client.from('households').select('id'))).toEqual([{ id }]);
  });

  it('an address that is no player gets the same answer (the inviter is not told), and a second invite waits for the first', async () => {
    const err = await errorOf(a.client.rpc('invite_household', { p_email: 'nobody@household.test' }));
    expect(err?.message).toBe('Your invite is still waiting: withdraw it before sending another');
    const d = await emu.signUpUser();
    const ghost = await invite(d, 'nobody-here@household.test');
    expect(await mine(d)).toMatchObject([{ id: ghost, status: 'pending', email: 'nobody-here@household.test' }]);
    expect(await errorOf(d.client.rpc('invite_household', { p_email: d.email }))).toMatchObject({
      message: 'Invite the other player: this is your own address',
    });
    expect(await errorOf(d.client.rpc('invite_household', { p_email: 'not an address' }))).toMatchObject({
      message: 'Enter the e-mail address of the player to invite',
    });
  });

  it('pending: neither player reads the other; only the invitee may accept (not the inviter, not another player)', async () => {
    expect(await yearOf(b, 2025)).toEqual({ status: 'none' });
    expect(await yearOf(a, 2025)).toEqual({ status: 'none' });
    expect((await errorOf(a.client.rpc('accept_household_invite', { p_id: id })))?.message).toBe('This invite is no longer open');
    expect((await errorOf(c.client.rpc('accept_household_invite', { p_id: id })))?.message).toBe('This invite is no longer open');
    await must(b.client.rpc('accept_household_invite', { p_id: id }));
    expect(await mine(a)).toMatchObject([{ id, status: 'accepted', other_name: 'Blake Stone' }]);
    // The bell's invite is gone once answered.
    const bell = (await must(b.client.rpc('get_user_notifications', { user_uuid: b.userId }))) as { title: string }[];
    expect(bell.map((n) => n.title)).not.toContain('Household invite');
  });

  it("a member reads the other's year through the narrow read: no notes, no photo paths, nothing of another year", async () => {
    const year = await yearOf(b, 2025);
    expect(year.status).toBe('ok');
    expect(year.partner!.player).toEqual({ name: 'Avery Stone' });
    expect(year.partner!.slots.map((s) => [s.session_date, s.net_result])).toEqual([
      ['2025-02-01', 300],
      ['2025-03-01', -200],
    ]);
    expect(year.partner!.jackpots.map((j) => j.images)).toEqual([[]]);
    const text = JSON.stringify(year);
    for (const secret of ["A's secret", a.email, `${a.userId}/w2g.png`]) expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    // Another year: that year's rows only.
    expect((await yearOf(b, 2024)).partner!.slots.map((s) => s.session_date)).toEqual(['2024-06-01']);
    // Both ways.
    expect((await yearOf(a, 2025)).partner!.slots.map((s) => [s.session_date, s.net_result])).toEqual([['2025-02-02', -100]]);
    expect((await errorOf(b.client.rpc('get_household_tax_year', { p_year: 1800 })))?.code).toBe('22023');
  });

  it("nothing else of the other player through the API: sessions, W-2Gs, casino sessions, statements, photos, trips, profile", async () => {
    for (const table of ['gambling_sessions', 'w2g_jackpots', 'casino_sessions', 'casino_win_loss_statements', 'trips', 'preparer_links'] as const)
      expect({ table, rows: await must(b.client.from(table).select('id').eq('user_id', a.userId)) }).toEqual({ table, rows: [] });
    expect(await must(b.client.from('profiles').select('id').eq('id', a.userId))).toEqual([]);
    expect((await b.client.storage.from('w2g-images').createSignedUrl(`${a.userId}/w2g.png`, 60)).data).toBeNull();
    // The household row cannot be written through the API, only through its functions.
    expect(await errorOf(b.client.from('households').update({ status: 'pending' }).eq('id', id))).not.toBeNull();
    expect(await errorOf(b.client.from('households').insert({ user_id: b.userId, invitee_email: c.email }))).not.toBeNull();
    expect(await errorOf(b.client.from('households').delete().eq('id', id))).not.toBeNull();
  });

  it('a non-member reads nothing', async () => {
    expect(await yearOf(c, 2025)).toEqual({ status: 'none' });
    expect(await errorOf(emu.anon().rpc('get_household_tax_year', { p_year: 2025 }))).not.toBeNull();
  });

  it('one household at a time: an invite to a member waits, and cannot be accepted while the household lasts', async () => {
    const other = await invite(c, b.email);
    expect((await errorOf(b.client.rpc('accept_household_invite', { p_id: other })))?.message).toBe(
      'You are in a household already: end it before accepting another',
    );
    expect((await errorOf(a.client.rpc('invite_household', { p_email: c.email })))?.message).toBe(
      'You are in a household already: end it before inviting someone else',
    );
    // The inviter withdraws it: no longer open to the invitee.
    expect(await must(c.client.rpc('end_household', { p_id: other }))).toBe('withdrawn');
    expect((await errorOf(b.client.rpc('accept_household_invite', { p_id: other })))?.message).toBe('This invite is no longer open');
  });

  it('either player ends it at once: neither reads the other after; ending it twice is an error', async () => {
    expect(await must(b.client.rpc('end_household', { p_id: id }))).toBe('ended');
    expect(await yearOf(a, 2025)).toEqual({ status: 'none' });
    expect(await yearOf(b, 2025)).toEqual({ status: 'none' });
    expect((await errorOf(a.client.rpc('end_household', { p_id: id })))?.message).toBe('This household has ended already');
    expect((await mine(a))[0]).toMatchObject({ id, status: 'ended' });
  });

  it('an invite declined or expired cannot be accepted', async () => {
    const declined = await invite(a, c.email);
    expect(await must(c.client.rpc('end_household', { p_id: declined }))).toBe('declined');
    expect((await errorOf(c.client.rpc('accept_household_invite', { p_id: declined })))?.message).toBe('This invite is no longer open');
    const expired = await invite(a, c.email);
    await emu.sql(`update public.households set expires_at = now() - interval '1 second' where id = '${expired}'`);
    expect((await mine(a))[0]).toMatchObject({ id: expired, status: 'expired' });
    // The invitee no longer sees it (only the invite c sent and withdrew above is listed).
    expect((await mine(c)).map((h) => [h.role, h.status])).toEqual([['inviter', 'withdrawn']]);
    expect((await errorOf(c.client.rpc('accept_household_invite', { p_id: expired })))?.message).toBe('This invite is no longer open');
    // An expired invite no longer holds the inviter's one waiting invite.
    const again = await invite(a, c.email);
    expect(await must(a.client.rpc('end_household', { p_id: again }))).toBe('withdrawn');
  });

  it("a deleted account ends its household: the other player reads nothing of it", async () => {
    const d = await emu.signUpUser();
    const e = await emu.signUpUser();
    await must(e.client.rpc('accept_household_invite', { p_id: await invite(d, e.email) }));
    expect((await yearOf(d, 2025)).status).toBe('ok');
    expect((await emu.service().auth.admin.deleteUser(e.userId)).error).toBeNull();
    expect(await yearOf(d, 2025)).toEqual({ status: 'none' });
    expect(await mine(d)).toEqual([]);
    // d is free to be in a household again.
    await invite(d, c.email);
  });
});
