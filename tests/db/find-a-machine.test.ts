import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * Find a machine's three sources (the admin-kept list, others' play once five players have, the caller's own play)
 * and the wish list, through supabase-js against the emulator. Every expected value is worked out by hand from the
 * fixture below.
 *
 * The server's clock is pinned to 2016-06-15 (private.current_month, the one place these reads take it from): the
 * seeded demo players' sessions are all within the last few years of the real date, so none of them falls in the
 * window and none counts here. The window is the 12 whole months before June 2016: 2016-06-15 -> 2015-06-01 ..
 * 2016-05-31.
 *
 * Players P1..P6 (P6 opts out half way):
 *   Panda Magic at Bellagio:   P1 2016-05-20, P2 2016-03-01, P3 2015-12-24, P4 2015-07-01, P5 2016-02-02
 *                              (+ P1 2016-07-01, after the window: not counted) -> 5 players -> shown, last on May 2016
 *   Cleopatra at Bellagio:     P1..P4 2016-01-10 -> 4 players -> not shown to others
 *   Cleopatra at Caesars:      P1..P4 2016-03-15 + P6 2016-04-09 -> 5 -> shown (last on April 2016), until P6 opts out -> 4 -> not
 *   Panda Magic at Caesars:    P1..P4 2016-01-20 in the window + P5 on 2015-05-15 (before June 2015) -> 4 -> not shown
 *   P1's own "Not listed" machine at Bellagio: a session of P1..P5 on it (written as the superuser) -> never shown
 * Admin list: Cleopatra at Wynn, Panda Magic at Bellagio.
 * Each player's own sessions (any date) are theirs to see beside it, e.g. P1's Panda Magic at Bellagio: 2 sessions,
 * 2016-05-20 .. 2016-07-01.
 */
const BELLAGIO = '9fdf8fa6-cb15-579e-ad71-79628cfcf357';
const CAESARS = 'ebd5dce4-af8d-5093-8812-56b203ab1098';
const WYNN = 'f08df79d-8b79-5318-92dc-808cb4187e4b';
const PANDA = 'c44ddb24-ed1f-57a2-8aff-4ded96d024d4';
const CLEO = '62296d1d-7037-5feb-a59a-941e03dd5fb2';
const UNLISTED = 'fafafafa-0000-4000-8000-000000000001';
const TODAY = '2016-06-15';

type Player = { client: SupabaseClient; userId: string };
type Mine = { my_sessions: number; my_first_date: string | null; my_last_date: string | null };
type Found = Mine & { slot_machine_id: string; casino_id: string; name: string; listed: boolean; seen_month: string | null };
type Game = Mine & { slot_machine_id: string; name: string; listed: boolean; seen_month: string | null };

let emu: TestEmulator;
let players: Player[];
/** Pins the server's clock to `day`: what private.current_month answers (a day of a month: that month). */
const pinClock = (day: string) =>
  emu.sql(`create or replace function private.current_month() returns date language sql stable set search_path = ''
           as $$ select date_trunc('month', date '${day}')::date $$;`);
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
  ok(client.rpc('get_machine_casinos', { p_machines: games })) as Promise<Found[]>;
const casinoGames = (client: SupabaseClient, casino: string) => ok(client.rpc('get_casino_games', { p_casino: casino })) as Promise<Game[]>;
/** A row's sources; `mine` is the caller's own play ([sessions, first, last]) or null without any. */
const brief = (rows: Found[]) =>
  rows.map((r) => ({
    game: r.slot_machine_id,
    casino: r.casino_id,
    listed: r.listed,
    seen: r.seen_month,
    mine: r.my_sessions ? [r.my_sessions, r.my_first_date, r.my_last_date] : null,
  }));

beforeAll(async () => {
  emu = await startTestEmulator();
  await pinClock(TODAY);
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
  // Five players on P1's "Not listed" machine: rows no player can write (the same-owner check refuses them), planted
  // as rows stored before that check were, with the check off for the insert.
  await emu.sql(`insert into public.slot_machines (id, name, added_by) values ('${UNLISTED}', 'Lucky Unlisted', '${p1.userId}');
    alter table public.gambling_sessions disable trigger gambling_sessions_same_owner_insert;
    insert into public.gambling_sessions (user_id, casino_id, slot_machine_id, session_date, session_time, coins_in, coins_out)
    select u, '${BELLAGIO}', '${UNLISTED}', date '2016-05-01', time '12:00', 10, 0
    from unnest(array['${[p1, p2, p3, p4, p5].map((p) => p.userId).join("','")}']::uuid[]) u;
    alter table public.gambling_sessions enable trigger gambling_sessions_same_owner_insert;`);
  void p6;

  admin = emu.anon();
  expect((await admin.auth.signInWithPassword({ email: 'admin@slotplay.test', password: 'DemoAdmin123!' })).error).toBeNull();
  await ok(
    admin.from('casino_slot_machines').insert([
      { casino_id: WYNN, slot_machine_id: CLEO },
      { casino_id: BELLAGIO, slot_machine_id: PANDA },
    ]),
  );
});
afterAll(async () => emu?.close());

describe('seen by players: at least 5 different players in the 12 whole months before this one', () => {
  it('Panda Magic: Bellagio seen by 5 players (last on May 2016) and on its admin list; Caesars with 4 in the window is not shown', async () => {
    // P6 played neither: only the list and others' play.
    expect(brief(await machineCasinos(players[5].client, [PANDA]))).toEqual([
      { game: PANDA, casino: BELLAGIO, listed: true, seen: '2016-05-01', mine: null },
    ]);
  });

  it('Cleopatra: Caesars seen by 5 (P6 included, last on April 2016), Bellagio with 4 not, Wynn from the admin list only', async () => {
    // P5 played no Cleopatra.
    expect(brief(await machineCasinos(players[4].client, [CLEO]))).toEqual([
      { game: CLEO, casino: CAESARS, listed: false, seen: '2016-04-01', mine: null },
      { game: CLEO, casino: WYNN, listed: true, seen: null, mine: null },
    ]);
  });

  it('a player who opts out is left out: Caesars falls to 4 players and is no longer shown for Cleopatra', async () => {
    const p6 = players[5];
    const [saved] = await ok(p6.client.from('profiles').update({ share_machine_sightings: false }).eq('id', p6.userId).select('id'));
    expect(saved.id).toBe(p6.userId);
    expect(brief(await machineCasinos(players[4].client, [CLEO]))).toEqual([
      { game: CLEO, casino: WYNN, listed: true, seen: null, mine: null },
    ]);
    // P6's own play is still P6's: 1 session at Caesars on 2016-04-09, others' play no longer shown there.
    expect(brief(await machineCasinos(p6.client, [CLEO]))).toEqual([
      { game: CLEO, casino: CAESARS, listed: false, seen: null, mine: [1, '2016-04-09', '2016-04-09'] },
      { game: CLEO, casino: WYNN, listed: true, seen: null, mine: null },
    ]);
    await ok(p6.client.from('profiles').update({ share_machine_sightings: true }).eq('id', p6.userId).select('id'));
    expect(brief(await machineCasinos(players[4].client, [CLEO]))).toHaveLength(2);
  });

  it('a "Not listed" machine never enters the aggregate, though 5 players logged it', async () => {
    expect(await machineCasinos(players[0].client, [UNLISTED])).toEqual([]);
  });

  it("a casino's games: Bellagio has Panda Magic (listed and seen in May 2016); Cleopatra (4 players) and the Not listed machine are not there", async () => {
    // P6 played none of them at Bellagio.
    const games = await casinoGames(players[5].client, BELLAGIO);
    expect(games.map((g) => [g.slot_machine_id, g.listed, g.seen_month, g.my_sessions])).toEqual([[PANDA, true, '2016-05-01', 0]]);
    const caesars = await casinoGames(players[4].client, CAESARS);
    // P5's own Panda Magic at Caesars (2015-05-15, before the window) is P5's, beside Cleopatra seen by 5.
    expect(caesars.map((g) => [g.slot_machine_id, g.listed, g.seen_month, g.my_sessions, g.my_first_date, g.my_last_date])).toEqual([
      [CLEO, false, '2016-04-01', 0, null, null],
      [PANDA, false, null, 1, '2015-05-15', '2015-05-15'],
    ]);
  });

  it('the answer names no player and no amount', async () => {
    const [row] = await machineCasinos(players[0].client, [PANDA]);
    expect(Object.keys(row).sort()).toEqual(
      [
        'casino_id',
        'city',
        'latitude',
        'listed',
        'longitude',
        'my_first_date',
        'my_last_date',
        'my_sessions',
        'name',
        'seen_month',
        'slot_machine_id',
        'state',
      ].sort(),
    );
  });

  it('a signed-out caller gets nothing', async () => {
    const { error } = await emu.anon().rpc('get_machine_casinos', { p_machines: [PANDA] });
    expect(error).not.toBeNull();
  });
});

describe("the player's own play is theirs, whatever others did", () => {
  it("P1 sees every casino where P1 played Cleopatra, with P1's dates: Bellagio (4 players: not shown to others) and Caesars", async () => {
    expect(brief(await machineCasinos(players[0].client, [CLEO]))).toEqual([
      { game: CLEO, casino: BELLAGIO, listed: false, seen: null, mine: [1, '2016-01-10', '2016-01-10'] },
      { game: CLEO, casino: CAESARS, listed: false, seen: '2016-04-01', mine: [1, '2016-03-15', '2016-03-15'] },
      { game: CLEO, casino: WYNN, listed: true, seen: null, mine: null },
    ]);
  });

  it("P1's two Panda Magic sessions at Bellagio (one after the window) and P5's at Caesars (before it) are all their own", async () => {
    expect(brief(await machineCasinos(players[0].client, [PANDA]))).toEqual([
      { game: PANDA, casino: BELLAGIO, listed: true, seen: '2016-05-01', mine: [2, '2016-05-20', '2016-07-01'] },
      { game: PANDA, casino: CAESARS, listed: false, seen: null, mine: [1, '2016-01-20', '2016-01-20'] },
    ]);
    expect(brief(await machineCasinos(players[4].client, [PANDA]))).toEqual([
      { game: PANDA, casino: BELLAGIO, listed: true, seen: '2016-05-01', mine: [1, '2016-02-02', '2016-02-02'] },
      { game: PANDA, casino: CAESARS, listed: false, seen: null, mine: [1, '2015-05-15', '2015-05-15'] },
    ]);
  });

  it("a casino's games: P3 at Bellagio has Cleopatra (P3's own) beside Panda Magic (list, others, P3's own)", async () => {
    const games = await casinoGames(players[2].client, BELLAGIO);
    // By name: 'Cleopatra' before 'Dragon Link - Panda Magic'.
    expect(games.map((g) => [g.slot_machine_id, g.listed, g.seen_month, g.my_sessions, g.my_first_date, g.my_last_date])).toEqual([
      [CLEO, false, null, 1, '2016-01-10', '2016-01-10'],
      [PANDA, true, '2016-05-01', 1, '2015-12-24', '2015-12-24'],
    ]);
  });

  it("an admin, who may read every slot session, sees no one's play as their own", async () => {
    const rows = await machineCasinos(admin, [PANDA, CLEO]);
    // Cleopatra's id (62296d1d-…) sorts before Panda Magic's (c44ddb24-…).
    expect(rows.map((r) => [r.slot_machine_id, r.casino_id, r.my_sessions, r.my_last_date])).toEqual([
      [CLEO, CAESARS, 0, null],
      [CLEO, WYNN, 0, null],
      [PANDA, BELLAGIO, 0, null],
    ]);
    expect((await casinoGames(admin, BELLAGIO)).map((g) => [g.slot_machine_id, g.my_sessions])).toEqual([[PANDA, 0]]);
  });
});

describe('the admin-kept list', () => {
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
    const { error } = await players[1].client
      .from('wish_list_games')
      .insert({ id: 'fafafafa-0000-4000-8000-0000000000a3', slot_machine_id: UNLISTED });
    expect(error?.code).toBe('42501');
  });
});

describe("the window is the server's, in whole months: four accounts cannot learn a fifth player's day", () => {
  /**
   * Four accounts of one person (A1..A4) each log Probe Reels at Wynn on 2016-09-10; the fifth player T on
   * 2016-03-17. The attacker watches whether Wynn is "seen by players" for every day from 2017-02-01 to 2017-04-30,
   * sending that day as p_today where the API takes one, while the server's clock is pinned to the same day.
   *   A client-chosen day, 12 months to it: shown up to 2017-03-16 (2016-03-16 < 03-17), gone from 2017-03-17 -> T's day.
   *   The server's month, 12 whole months before it: Feb 2017 -> 2016-02..2017-01, Mar 2017 -> 2016-03..2017-02 (T in),
   *   Apr 2017 -> 2016-04..2017-03 (T out) -> the answer changes on 2017-04-01 only: T's month, which it already says.
   */
  const PROBE = 'fafafafa-0000-4000-8000-0000000000b1';
  let attacker: Player[];

  beforeAll(async () => {
    attacker = [];
    for (let i = 0; i < 4; i++) attacker.push(await emu.signUpUser());
    const target = await emu.signUpUser();
    await emu.sql(`insert into public.slot_machines (id, name) values ('${PROBE}', 'Probe Reels')`);
    for (const p of attacker) await ok(p.client.from('gambling_sessions').insert(session(p, WYNN, PROBE, '2016-09-10')));
    await ok(target.client.from('gambling_sessions').insert(session(target, WYNN, PROBE, '2016-03-17')));
  });
  afterAll(async () => pinClock(TODAY));

  /** What the attacker sees on `day`: the window's source the same day, whichever the API takes. */
  async function seenOn(day: string): Promise<boolean> {
    await pinClock(day);
    let answer = await attacker[0].client.rpc('get_machine_casinos', { p_machines: [PROBE], p_today: day });
    if (answer.error?.code === 'PGRST202') answer = await attacker[0].client.rpc('get_machine_casinos', { p_machines: [PROBE] });
    if (answer.error) throw answer.error;
    return (answer.data as Found[]).some((r) => r.casino_id === WYNN && r.seen_month !== null);
  }

  it('the answer changes on the 1st of a month only (2017-04-01), never on the day the fifth session leaves the window', async () => {
    const days: string[] = [];
    for (let d = new Date('2017-02-01T00:00:00Z'); d <= new Date('2017-04-30T00:00:00Z'); d.setUTCDate(d.getUTCDate() + 1)) {
      days.push(d.toISOString().slice(0, 10));
    }
    expect(days).toHaveLength(89); // 28 + 31 + 30
    const seen: boolean[] = [];
    for (const day of days) seen.push(await seenOn(day));
    const changes = days.filter((_, i) => i > 0 && seen[i] !== seen[i - 1]);
    expect(changes).toEqual(['2017-04-01']);
    expect(seen[0]).toBe(true);
    expect(seen[seen.length - 1]).toBe(false);
  });

  it('the caller cannot choose the day: p_today is not a parameter (PGRST202), the same call without it answers', async () => {
    await pinClock('2017-03-31');
    const chosen = await attacker[1].client.rpc('get_machine_casinos', { p_machines: [PROBE], p_today: '2017-03-17' });
    expect(chosen.error?.code).toBe('PGRST202');
    const games = await attacker[1].client.rpc('get_casino_games', { p_casino: WYNN, p_today: '2017-03-17' });
    expect(games.error?.code).toBe('PGRST202');
    // March 2017's window (2016-03 .. 2017-02) holds all five: Wynn seen, last on September 2016.
    expect(brief(await machineCasinos(attacker[1].client, [PROBE]))).toEqual([
      { game: PROBE, casino: WYNN, listed: false, seen: '2016-09-01', mine: [1, '2016-09-10', '2016-09-10'] },
    ]);
  });
});
