import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * Restore my data at the server, through its HTTP API (supabase-js and raw requests against the emulator):
 * a row already there takes the fields it lacks or the answer names what was not restored and why; the limits
 * are the app's; a malformed body is a 4xx in words, never a 500; a restore in steps is all or nothing, whether it
 * fails while its rows are sent, while they are written, or is abandoned.
 */
type Player = { client: SupabaseClient; userId: string };
type Counts = { rows: number; added: number; merged: number; same: number; not_restored: number; skipped_casino: number };
interface Answer {
  tables: Record<string, Counts>;
  not_restored: Record<string, unknown>[];
  kept: Record<string, unknown>[];
}
const counts = (c: Partial<Counts> & { rows: number }): Counts => ({
  added: 0,
  merged: 0,
  same: 0,
  not_restored: 0,
  skipped_casino: 0,
  ...c,
});

// Through the app's alias at run time (the tests' tsconfig does not resolve '@/', see tests/referee/rest-cases.ts).
const LIMITS = '@/features/account/lib/my-data-restore';
const ORDER = '@/features/account/lib/restore-answer';

let emu: TestEmulator;
let casinoA: string;
let casinoB: string;
beforeAll(async () => {
  emu = await startTestEmulator();
  const rows = (await emu.ctx.db.query<{ id: string }>('select id from public.casinos order by name limit 2')).rows;
  [casinoA, casinoB] = rows.map((r) => r.id);
});
afterAll(async () => emu?.close());

async function must<T>(p: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await p;
  if (error) throw error;
  return data;
}

/** POST /rest/v1/rpc/<fn> as the player with a raw body: the status and the answer. */
async function post(player: Player, fn: string, body: string): Promise<{ status: number; body: { message?: string; code?: string } }> {
  const token = (await player.client.auth.getSession()).data.session!.access_token;
  const res = await fetch(`${emu.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: emu.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body,
  });
  return { status: res.status, body: (await res.json()) as { message?: string; code?: string } };
}

/** Everything of the player a restore can touch: records, Home's and Insights' rollups, crossings. */
async function account(userId: string) {
  const q = async (sql: string) => (await emu.ctx.db.query<Record<string, unknown>>(sql, [userId])).rows;
  const of = (t: string, owner = 'user_id') => q(`select * from ${t} where ${owner} = $1 order by 1`);
  return {
    gambling_sessions: await of('public.gambling_sessions'),
    casino_sessions: await of('public.casino_sessions'),
    w2g_jackpots: await of('public.w2g_jackpots'),
    statements: await of('public.casino_win_loss_statements'),
    preferences: await of('public.user_casino_preferences'),
    machines: await of('public.slot_machines', 'added_by'),
    play_limits: await of('public.play_limits', 'id'),
    profile: await q('select first_name, last_name, phone, nickname from public.profiles where id = $1'),
    trips: await of('public.trips'),
    crossings: await of('public.play_limit_crossings'),
    slot_months: await q('select * from stats.slot_months where user_id = $1 order by month'),
    casino_months: await q('select * from stats.casino_months where user_id = $1 order by month'),
    insight_months: await q('select * from stats.slot_insight_months where user_id = $1 order by kind, month, key'),
  };
}

describe('the limits of a restore are stated once', () => {
  it('the server takes as many rows per kind and per call as the app sends at most, and the kinds in the same order', async () => {
    const { RESTORE_LIMITS } = (await import(/* @vite-ignore */ LIMITS)) as {
      RESTORE_LIMITS: { rowsPerTable: number; rowsPerCall: number };
    };
    const { RESTORE_ORDER } = (await import(/* @vite-ignore */ ORDER)) as { RESTORE_ORDER: readonly string[] };
    const { rows } = await emu.ctx.db.query<{ l: { rows_per_table: number; rows_per_call: number } }>(
      'select private.restore_limits() as l',
    );
    expect(rows[0].l).toEqual({ rows_per_table: RESTORE_LIMITS.rowsPerTable, rows_per_call: RESTORE_LIMITS.rowsPerCall });
    const kinds = await emu.ctx.db.query<{ tbl: string }>('select tbl from private.restore_kinds() order by ord');
    expect(kinds.rows.map((k) => k.tbl)).toEqual([...RESTORE_ORDER]);
  });
});

describe('a restore answers a malformed or oversized body with a 4xx in words, and writes nothing', () => {
  const one = (row: Record<string, unknown>) =>
    JSON.stringify({
      p_data: { casino_map: {}, tables: { gambling_sessions: [{ id: crypto.randomUUID(), session_date: '2025-01-01', ...row }] } },
    });
  const cases: [string, () => string, number, string][] = [
    [
      'a body nested 5,000 levels deep',
      () => `{"p_data":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
      400,
      'The JSON body is nested more than 1,000 levels deep',
    ],
    [
      'a row field nested 900 levels deep',
      () => one({ notes: JSON.parse('['.repeat(900) + ']'.repeat(900)) }),
      400,
      'Row 1 of the slot sessions: notes is not text',
    ],
    ['p_data that is not an object', () => '{"p_data":"x"}', 400, 'The restore data is not in the expected shape'],
    ['tables that are not an object', () => '{"p_data":{"tables":[]}}', 400, 'The restore data is not in the expected shape'],
    ['a kind that is not a list', () => '{"p_data":{"tables":{"trips":{"a":1}}}}', 400, 'The restore data for trips is not a list'],
    ['a row that is not an object', () => '{"p_data":{"tables":{"trips":[1]}}}', 400, 'Row 1 of the trips is not a row'],
    ['an amount that is not a number', () => one({ coins_in: 'abc' }), 400, 'Row 1 of the slot sessions: coins_in is not a number'],
    ['an amount as an object', () => one({ coins_in: { a: 1 } }), 400, 'Row 1 of the slot sessions: coins_in is not a number'],
    [
      'a date that is no date',
      () => one({ session_date: '2020-13-45' }),
      400,
      'Row 1 of the slot sessions: "2020-13-45" is not a valid session_date (date)',
    ],
    [
      'an amount too large for its column',
      () => one({ coins_in: '1e400' }),
      400,
      'Row 1 of the slot sessions: "1e400" is not a valid coins_in (numeric(12,2))',
    ],
    [
      'a casino map whose values are not ids',
      () => '{"p_data":{"casino_map":{"a":[1]},"tables":{}}}',
      400,
      'The restore data is not in the expected shape',
    ],
    [
      'more than 200,000 rows of one kind',
      () => JSON.stringify({ p_data: { tables: { gambling_sessions: Array.from({ length: 200_001 }, () => ({})) } } }),
      413,
      'This ZIP holds 200,001 slot sessions: a restore takes at most 200,000 of each kind. Nothing was restored.',
    ],
  ];

  it.each(cases)('%s', async (_name, body, status, message) => {
    const p = await emu.signUpUser();
    const res = await post(p, 'restore_my_data', body());
    expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
    expect((await account(p.userId)).gambling_sessions).toEqual([]);
  });

  it('restore_begin refuses counts over the limit and restore_stage more rows than a call takes (413)', async () => {
    const p = await emu.signUpUser();
    const begun = await post(p, 'restore_begin', JSON.stringify({ p_counts: { casino_sessions: 250_000 } }));
    expect({ status: begun.status, message: begun.body.message }).toEqual({
      status: 413,
      message: 'This ZIP holds 250,000 casino sessions: a restore takes at most 200,000 of each kind. Nothing was restored.',
    });
    const { restore_id } = (await must(p.client.rpc('restore_begin', {}))) as { restore_id: string };
    const staged = await post(
      p,
      'restore_stage',
      JSON.stringify({ p_restore_id: restore_id, p_table: 'trips', p_rows: Array.from({ length: 5001 }, () => ({})) }),
    );
    expect({ status: staged.status, message: staged.body.message }).toEqual({ status: 413, message: 'Send at most 5,000 rows at a time' });
  });
});

describe('a row already there takes what it lacks, or the answer says why not', () => {
  it("fills a favourite's club number and the play limits not set; keeps a statement and a limit that differ, and names them; names a second live machine", async () => {
    const p = await emu.signUpUser();
    const c = p.client;
    await must(c.from('user_casino_preferences').insert({ user_id: p.userId, casino_id: casinoA, is_favorite: true }));
    await must(c.from('casino_win_loss_statements').insert({ user_id: p.userId, casino_id: casinoA, tax_year: 2023, net_win_loss: -1000 }));
    await must(c.from('play_limits').insert({ id: p.userId, day_loss_limit: 300 }));
    await must(
      c
        .from('gambling_sessions')
        .insert({
          user_id: p.userId,
          casino_id: casinoA,
          session_date: '2025-03-01',
          session_time: '20:00:00',
          coins_in: 40,
          is_live: true,
        }),
    );
    const owner = crypto.randomUUID();
    const answer = (await must(
      c.rpc('restore_my_data', {
        p_data: {
          casino_map: { [casinoA]: casinoA, [casinoB]: casinoB },
          machine_map: {},
          tables: {
            user_casino_preferences: [
              { id: crypto.randomUUID(), user_id: owner, casino_id: casinoA, is_favorite: true, player_club_id: 'CLUB-9' },
            ],
            casino_win_loss_statements: [
              { id: crypto.randomUUID(), user_id: owner, casino_id: casinoA, tax_year: 2023, net_win_loss: -1234.56 },
            ],
            play_limits: [{ id: owner, day_loss_limit: 250, month_loss_limit: 1000 }],
            gambling_sessions: [
              {
                id: crypto.randomUUID(),
                user_id: owner,
                casino_id: casinoB,
                session_date: '2025-02-01',
                session_time: '21:30:00',
                coins_in: 60,
                coins_out: 0,
                is_live: true,
              },
            ],
          },
        },
      }),
    )) as Answer;
    expect(answer.tables.user_casino_preferences).toEqual(counts({ rows: 1, merged: 1 }));
    expect(answer.tables.casino_win_loss_statements).toEqual(counts({ rows: 1, same: 1 }));
    expect(answer.tables.play_limits).toEqual(counts({ rows: 1, merged: 1 }));
    expect(answer.tables.gambling_sessions).toEqual(counts({ rows: 1, not_restored: 1 }));
    expect(answer.not_restored).toEqual([
      { table: 'gambling_sessions', row: 1, reason: 'live', casino_id: casinoB, date: '2025-02-01', time: '21:30:00' },
    ]);
    expect(answer.kept).toEqual([
      {
        table: 'casino_win_loss_statements',
        row: 1,
        casino_id: casinoA,
        tax_year: 2023,
        fields: [{ field: 'net_win_loss', here: -1000, zip: -1234.56 }],
      },
      { table: 'play_limits', row: 1, fields: [{ field: 'day_loss_limit', here: 300, zip: 250 }] },
    ]);
    const after = await account(p.userId);
    expect(after.preferences).toEqual([expect.objectContaining({ casino_id: casinoA, is_favorite: true, player_club_id: 'CLUB-9' })]);
    expect(after.statements).toEqual([expect.objectContaining({ net_win_loss: '-1000.00' })]);
    expect(after.play_limits).toEqual([expect.objectContaining({ day_loss_limit: '300.00', month_loss_limit: '1000.00' })]);
    expect(after.gambling_sessions.map((g) => [g.casino_id, g.is_live])).toEqual([[casinoA, true]]);
  });
});

describe('a restore in steps is all or nothing', () => {
  /** A player with records a restore merges into, a loss limit a restore crosses, and rollups it moves. */
  async function playerWithRecords(): Promise<Player & { archive: Record<string, unknown[]> }> {
    const p = await emu.signUpUser();
    const c = p.client;
    await must(c.from('user_casino_preferences').insert({ user_id: p.userId, casino_id: casinoA, is_favorite: true }));
    await must(c.from('play_limits').insert({ id: p.userId, casino_session_loss_limit: 100 }));
    await must(
      c
        .from('casino_sessions')
        .insert({ user_id: p.userId, casino_id: casinoA, arrival_date: '2025-04-05', arrival_time: '09:00:00', starting_cash: 500 }),
    );
    await must(
      c
        .from('gambling_sessions')
        .insert({
          user_id: p.userId,
          casino_id: casinoA,
          session_date: '2025-04-05',
          session_time: '09:30:00',
          coins_in: 20,
          coins_out: 30,
        }),
    );
    const owner = crypto.randomUUID();
    const slots = Array.from({ length: 30 }, (_, i) => ({
      id: crypto.randomUUID(),
      user_id: owner,
      casino_id: casinoA,
      session_date: i < 20 ? '2025-04-05' : '2024-11-02',
      session_time: `1${i % 10}:00:00`,
      coins_in: 20,
      coins_out: 10,
      notes: `restored ${i}`,
    }));
    return {
      ...p,
      archive: {
        gambling_sessions: slots,
        casino_sessions: [
          {
            id: crypto.randomUUID(),
            user_id: owner,
            casino_id: casinoB,
            arrival_date: '2024-11-02',
            arrival_time: '08:00:00',
            starting_cash: 300,
            final_cash: 0,
          },
        ],
        w2g_jackpots: [
          {
            id: crypto.randomUUID(),
            user_id: owner,
            casino_id: casinoA,
            session_id: slots[0].id,
            jackpot_date: '2025-04-05',
            jackpot_time: '10:30:00',
            amount: 1500,
            tax_withheld: 360,
          },
        ],
        user_casino_preferences: [
          { id: crypto.randomUUID(), user_id: owner, casino_id: casinoA, is_favorite: true, player_club_id: 'CLUB-1' },
        ],
        profile: [{ nickname: 'Restored' }],
      },
    };
  }

  async function begin(p: Player, archive: Record<string, unknown[]>) {
    const { restore_id } = (await must(p.client.rpc('restore_begin', { p_casino_map: { [casinoA]: casinoA, [casinoB]: casinoB } }))) as {
      restore_id: string;
    };
    for (const [table, rows] of Object.entries(archive))
      for (let i = 0; i < rows.length; i += 10)
        await must(p.client.rpc('restore_stage', { p_restore_id: restore_id, p_table: table, p_rows: rows.slice(i, i + 10) }));
    return restore_id;
  }
  async function undo(p: Player, id: string) {
    for (let calls = 0; calls < 100; calls++)
      if (((await must(p.client.rpc('restore_undo', { p_restore_id: id }))) as { state: string }).state === 'undone') return;
    throw new Error('the undo did not finish');
  }

  it('written whole, it adds, merges, records the crossing and the rollups, and leaves no staged row behind', async () => {
    const p = await playerWithRecords();
    const id = await begin(p, p.archive);
    let result: Answer | null = null;
    for (let calls = 0; calls < 100 && !result; calls++) {
      const step = (await must(p.client.rpc('restore_apply', { p_restore_id: id }))) as { state: string; result: Answer | null };
      if (step.state === 'done') result = step.result;
    }
    expect(result?.tables.gambling_sessions).toEqual(counts({ rows: 30, added: 30 }));
    expect(result?.tables.user_casino_preferences).toEqual(counts({ rows: 1, merged: 1 }));
    const after = await account(p.userId);
    // The active casino session holds 20 sessions of $10 lost and one of $10 won: $190, over the $100 limit; the
    // restored casino session at B lost $300.
    expect(after.crossings.map((c) => [c.loss, c.loss_limit]).sort()).toEqual([
      ['190.00', '100.00'],
      ['300.00', '100.00'],
    ]);
    expect(after.preferences).toEqual([expect.objectContaining({ player_club_id: 'CLUB-1' })]);
    expect(after.profile).toEqual([expect.objectContaining({ nickname: 'Restored' })]);
    expect((await emu.ctx.db.query('select 1 from private.restore_rows where restore_id = $1', [id])).rows).toEqual([]);
  });

  it('refused while its rows are sent: the account is as before', async () => {
    const p = await playerWithRecords();
    const before = await account(p.userId);
    const id = await begin(p, { gambling_sessions: p.archive.gambling_sessions });
    const { error } = await p.client.rpc('restore_stage', {
      p_restore_id: id,
      p_table: 'casino_sessions',
      p_rows: [{ arrival_date: 'soon' }],
    });
    expect(error?.message).toBe('Row 1 of the casino sessions: "soon" is not a valid arrival_date (date)');
    await undo(p, id);
    expect(await account(p.userId)).toEqual(before);
  });

  it('refused while its rows are written (a W2G after the sessions, merges and crossing): undone, the account is as before', async () => {
    const p = await playerWithRecords();
    const before = await account(p.userId);
    const bad = { ...p.archive, w2g_jackpots: p.archive.w2g_jackpots.map((j) => ({ ...(j as object), tax_withheld: 99999 })) };
    const id = await begin(p, bad);
    let failure: { message: string } | null = null;
    // A step or slice a call (no time budget): the W2Gs are refused calls after the sessions were written.
    for (let calls = 0; calls < 100 && !failure; calls++) {
      const { data, error } = await p.client.rpc('restore_apply', { p_restore_id: id, p_budget_ms: 0 });
      if (error) failure = error;
      else if ((data as { state: string }).state === 'done') break;
    }
    expect(failure?.message).toBe('Row 1 of the W2G jackpots: Tax withheld cannot be more than the jackpot. Nothing was restored.');
    // Not vacuous: what came before the W2Gs was written (and the crossings of its slot and casino sessions).
    const midway = await account(p.userId);
    expect([midway.gambling_sessions.length, midway.crossings.length, midway.preferences[0].player_club_id]).toEqual([31, 2, null]);
    await undo(p, id);
    expect(await account(p.userId)).toEqual(before);
  });

  it('abandoned halfway: refused while fresh (409), undone once idle, and the account is as before', async () => {
    const p = await playerWithRecords();
    const before = await account(p.userId);
    const id = await begin(p, p.archive);
    // Its own machines (none), then its slot sessions: one step a call.
    await must(p.client.rpc('restore_apply', { p_restore_id: id, p_budget_ms: 0 }));
    await must(p.client.rpc('restore_apply', { p_restore_id: id, p_budget_ms: 0 }));
    expect((await account(p.userId)).gambling_sessions.length).toBe(31);
    const again = await post(p, 'restore_begin', '{}');
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: 'A restore into this account is already running. Try again when it has finished.',
    });
    // Two minutes without a call.
    await emu.sql(`update private.restores set updated_at = now() - interval '3 minutes' where id = '${id}'`);
    expect(await must(p.client.rpc('restore_begin', {}))).toEqual({ unfinished: id, state: 'applying' });
    await undo(p, id);
    expect(await account(p.userId)).toEqual(before);
    expect(await must(p.client.rpc('restore_begin', {}))).toEqual({ restore_id: expect.any(String) });
  });

  it('another player reaches none of it', async () => {
    const p = await playerWithRecords();
    const id = await begin(p, p.archive);
    const other = await emu.signUpUser();
    for (const [fn, args] of [
      ['restore_stage', { p_restore_id: id, p_table: 'trips', p_rows: [] }],
      ['restore_apply', { p_restore_id: id }],
      ['restore_undo', { p_restore_id: id }],
    ] as const) {
      const { error } = await other.client.rpc(fn, args as never);
      expect({ fn, message: error?.message }).toEqual({ fn, message: 'This restore is no longer open. Start it again.' });
    }
    const seen = await emu.ctx.db.query<{ n: number }>(
      `select (select count(*) from private.restore_rows where restore_id = $1)::int as n`,
      [id],
    );
    expect(seen.rows[0].n).toBeGreaterThan(0);
    expect((await account(p.userId)).gambling_sessions.length).toBe(1);
  });
});
