import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * Issue 38 item 2: Find a machine's two sources (the admin-kept list, seen by players) and the wish list, through
 * supabase-js against the emulator. Every expected value is worked out by hand from the fixture below.
 *
 * "Today" is 2016-06-15 for every call (p_today): the seeded demo players' sessions are all within the last few
 * years of the real date, so none of them falls in 2015-06-15 < date <= 2016-06-15 and none counts here.
 * The 12-month window is therefore 2015-06-16 .. 2016-06-15.
 *
 * Players P1..P6 (P6 opts out half way):
 *   Panda Magic at Bellagio:   P1 2016-05-20, P2 2016-03-01, P3 2015-12-24, P4 2015-07-01, P5 2016-02-02
 *                              (+ P1 2016-07-01, after "today": not counted) -> 5 players -> shown, last on May 2016
 *   Cleopatra at Bellagio:     P1..P4 -> 4 players -> not shown
 *   Cleopatra at Caesars:      P1..P4 + P6 -> 5 -> shown (last on April 2016: P6's 2016-04-09), until P6 opts out -> 4 -> not
 *   Panda Magic at Caesars:    P1..P4 in the window + P5 on 2015-05-15 (13 months before today) -> 4 -> not shown
 *   P1's own "Not listed" machine at Bellagio: a session of P1..P5 on it (written as the superuser) -> never shown
 * Admin list: Cleopatra at Wynn, Panda Magic at Bellagio.
 */
const BELLAGIO = '9fdf8fa6-cb15-579e-ad71-79628cfcf357';
const CAESARS = 'ebd5dce4-af8d-5093-8812-56b203ab1098';
const WYNN = 'f08df79d-8b79-5318-92dc-808cb4187e4b';
const PANDA = 'c44ddb24-ed1f-57a2-8aff-4ded96d024d4';
const CLEO = '62296d1d-7037-5feb-a59a-941e03dd5fb2';
const UNLISTED = 'fafafafa-0000-4000-8000-000000000001';
const TODAY = '2016-06-15';

type Player = { client: SupabaseClient; userId: string };
type Found = { slot_machine_id: string; casino_id: string; name: string; listed: boolean; seen_month: string | null };
type Game = { slot_machine_id: string; name: string; listed: boolean; seen_month: string | null };

let emu: TestEmulator;
let players: Player[];
let admin: SupabaseClient;

async function ok<T>(p: PromiseLike<{ data: T; error: unknown }>): Promise<NonNullable<T>> {
  const { data, error } = await p;
  if (error) throw error;
  return data as NonNullable<T>;
}

const session = (p: Player, casino: string, machine: string, date: string) => ({
  user_id: p.userId,
  casino_id: casino,
  slot_machine_id: machine,
  session_date: date,
  session_time: '12:00:00',
  coins_in: 100,
  coins_out: 50,
});

const machineCasinos = (client: SupabaseClient, games: string[]) =>
  ok(client.rpc('get_machine_casinos', { p_machines: games, p_today: TODAY })) as Promise<Found[]>;
const casinoGames = (client: SupabaseClient, casino: string) =>
  ok(client.rpc('get_casino_games', { p_casino: casino, p_today: TODAY })) as Promise<Game[]>;
const brief = (rows: Found[]) => rows.map((r) => ({ game: r.slot_machine_id, casino: r.casino_id, listed: r.listed, seen: r.seen_month }));

beforeAll(async () => {
  emu = await startTestEmulator();
  players = [];
  for (let i = 0; i < 6; i++) players.push(await emu.signUpUser());
  const [p1, p2, p3, p4, p5, p6] = players;
  const rows = [
    session(p1, BELLAGIO, PANDA, '2016-05-20'),
    session(p1, BELLAGIO, PANDA, '2016-07-01'),
    session(p2, BELLAGIO, PANDA, '2016-03-01'),
    session(p3, BELLAGIO, PANDA, '2015-12-24'),
    session(p4, BELLAGIO, PANDA, '2015-07-01'),
    session(p5, BELLAGIO, PANDA, '2016-02-02'),
    ...[p1, p2, p3, p4].map((p) => session(p, BELLAGIO, CLEO, '2016-01-10')),
    ...[p1, p2, p3, p4].map((p) => session(p, CAESARS, CLEO, '2016-03-15')),
    session(p6, CAESARS, CLEO, '2016-04-09'),
    ...[p1, p2, p3, p4].map((p) => session(p, CAESARS, PANDA, '2016-01-20')),
    session(p5, CAESARS, PANDA, '2015-05-15'),
  ];
  for (const p of players) await ok(p.client.from('gambling_sessions').insert(rows.filter((r) => r.user_id === p.userId)));
  // Five players on P1's "Not listed" machine (only the superuser can write that: it is P1's alone).
  await emu.sql(`insert into public.slot_machines (id, name, added_by) values ('${UNLISTED}', 'Lucky Unlisted', '${p1.userId}');
    insert into public.gambling_sessions (user_id, casino_id, slot_machine_id, session_date, session_time, coins_in, coins_out)
    select u, '${BELLAGIO}', '${UNLISTED}', date '2016-05-01', time '12:00', 10, 0
    from unnest(array['${[p1, p2, p3, p4, p5].map((p) => p.userId).join("','")}']::uuid[]) u;`);
  void p6;

  admin = emu.anon();
  expect((await admin.auth.signInWithPassword({ email: 'admin@slotplay.test', password: 'DemoAdmin123!' })).error).toBeNull();
  await ok(admin.from('casino_slot_machines').insert([
    { casino_id: WYNN, slot_machine_id: CLEO },
    { casino_id: BELLAGIO, slot_machine_id: PANDA },
  ]));
});
afterAll(async () => emu?.close());

describe('seen by players: at least 5 different players in the last 12 months', () => {
  it('Panda Magic: Bellagio seen by 5 players (last on May 2016) and on its admin list; Caesars with 4 in the window is not shown', async () => {
    expect(brief(await machineCasinos(players[0].client, [PANDA]))).toEqual([
      { game: PANDA, casino: BELLAGIO, listed: true, seen: '2016-05-01' },
    ]);
  });

  it('Cleopatra: Caesars seen by 5 (P6 included, last on April 2016), Bellagio with 4 not, Wynn from the admin list only', async () => {
    expect(brief(await machineCasinos(players[1].client, [CLEO]))).toEqual([
      { game: CLEO, casino: CAESARS, listed: false, seen: '2016-04-01' },
      { game: CLEO, casino: WYNN, listed: true, seen: null },
    ]);
  });

  it('a player who opts out is left out: Caesars falls to 4 players and is no longer shown for Cleopatra', async () => {
    const p6 = players[5];
    const [saved] = await ok(p6.client.from('profiles').update({ share_machine_sightings: false }).eq('id', p6.userId).select('id'));
    expect(saved.id).toBe(p6.userId);
    expect(brief(await machineCasinos(players[1].client, [CLEO]))).toEqual([{ game: CLEO, casino: WYNN, listed: true, seen: null }]);
    await ok(p6.client.from('profiles').update({ share_machine_sightings: true }).eq('id', p6.userId).select('id'));
    expect(brief(await machineCasinos(players[1].client, [CLEO]))).toHaveLength(2);
  });

  it('a "Not listed" machine never enters the aggregate, though 5 players logged it', async () => {
    expect(await machineCasinos(players[0].client, [UNLISTED])).toEqual([]);
  });

  it("a casino's games: Bellagio has Panda Magic (listed and seen in May 2016); Cleopatra (4 players) and the Not listed machine are not there", async () => {
    const games = await casinoGames(players[2].client, BELLAGIO);
    expect(games.map((g) => [g.slot_machine_id, g.listed, g.seen_month])).toEqual([[PANDA, true, '2016-05-01']]);
    const caesars = await casinoGames(players[2].client, CAESARS);
    expect(caesars.map((g) => [g.slot_machine_id, g.listed, g.seen_month])).toEqual([[CLEO, false, '2016-04-01']]);
  });

  it('the answer names no player and no amount', async () => {
    const [row] = await machineCasinos(players[0].client, [PANDA]);
    expect(Object.keys(row).sort()).toEqual(
      ['casino_id', 'city', 'latitude', 'listed', 'longitude', 'name', 'seen_month', 'slot_machine_id', 'state'].sort(),
    );
  });

  it('a signed-out caller gets nothing', async () => {
    const { error } = await emu.anon().rpc('get_machine_casinos', { p_machines: [PANDA], p_today: TODAY });
    expect(error).not.toBeNull();
  });
});

describe("the admin-kept list", () => {
  it('a player cannot add a game to a casino', async () => {
    const { error } = await players[0].client.from('casino_slot_machines').insert({ casino_id: CAESARS, slot_machine_id: PANDA });
    expect(error?.code).toBe('42501');
  });

  it('an admin cannot put a player\'s "Not listed" machine on a casino\'s list', async () => {
    const { error } = await admin.from('casino_slot_machines').insert({ casino_id: CAESARS, slot_machine_id: UNLISTED });
    expect(error?.code).toBe('42501');
  });

  it('the same game twice on one casino is refused (23505)', async () => {
    const { error } = await admin.from('casino_slot_machines').insert({ casino_id: WYNN, slot_machine_id: CLEO });
    expect(error?.code).toBe('23505');
  });
});

describe('the wish list: the owner only', () => {
  const WISH = 'fafafafa-0000-4000-8000-0000000000a1';
  it('P1 adds Panda Magic once; P2 reads none of it and cannot delete it', async () => {
    const [p1, p2] = players;
    await ok(p1.client.from('wish_list_games').insert({ id: WISH, slot_machine_id: PANDA }));
    expect(await ok(p1.client.from('wish_list_games').select('id, user_id, slot_machine_id'))).toEqual([
      { id: WISH, user_id: p1.userId, slot_machine_id: PANDA },
    ]);
    expect(await ok(p2.client.from('wish_list_games').select('id'))).toEqual([]);
    expect(await ok(p2.client.from('wish_list_games').delete().eq('id', WISH).select('id'))).toEqual([]);
    const again = await p1.client.from('wish_list_games').insert({ id: 'fafafafa-0000-4000-8000-0000000000a2', slot_machine_id: PANDA });
    expect(again.error?.code).toBe('23505');
    expect(await ok(p1.client.from('wish_list_games').select('id'))).toHaveLength(1);
  });

  it("a player cannot wish for another player's Not listed machine (it does not exist for them)", async () => {
    const { error } = await players[1].client.from('wish_list_games').insert({ id: 'fafafafa-0000-4000-8000-0000000000a3', slot_machine_id: UNLISTED });
    expect(error?.code).toBe('42501');
  });
});
