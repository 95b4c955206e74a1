import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { ACTORS, COMMANDS, RPC_SPECS, TABLE_SPECS, expected } from './support/matrix-cases';
import { FIXTURE_SQL, R, TOKEN, U } from './support/matrix-fixture';
import { queryAs } from './support/sql-actor';
import { runSqlCase, runSqlRpc } from './support/sql-executor';

/**
 * RLS attack matrix: every table, view, storage bucket and RPC × {anon, player A, player B, admin}
 * × {select, insert, update, delete}. Each case runs as that role in one PostgREST-style
 * transaction (runAs), then a superuser read in the same transaction proves what changed,
 * then everything is rolled back so each case starts from the same fixture.
 */
// Node 20 has no global WebSocket; supabase-js' realtime client needs one at construction.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ fromSnapshot: false, seed: false });
  await emu.sql(FIXTURE_SQL);
});
afterAll(async () => emu?.close());

const tableCases = TABLE_SPECS.flatMap((spec) =>
  COMMANDS.filter((c) => spec.expect[c] !== undefined).flatMap((command) =>
    ACTORS.map((actor) => ({ spec, command, actor, allow: expected(spec.expect[command] as string, actor) })),
  ),
);
const rpcCases = RPC_SPECS.flatMap((spec) => ACTORS.map((actor) => ({ spec, actor, allow: expected(spec.expect, actor) })));

describe('RLS matrix', () => {
  it('has at least 250 generated cases', () => {
    expect(tableCases.length + rpcCases.length).toBeGreaterThanOrEqual(250);
  });

  it.each(tableCases.map((c) => [`${c.spec.label} · ${c.command} · ${c.actor} → ${c.allow ? 'allow' : 'deny'}`, c] as const))(
    '%s',
    async (_name, c) => {
      const out = await runSqlCase(emu.ctx.db, c.spec, c.command, c.actor);
      expect({ allowed: out.allowed, proof: out.proof, error: out.error }).toMatchObject({ allowed: c.allow });
    },
  );

  it.each(rpcCases.map((c) => [`rpc ${c.spec.label} · ${c.actor} → ${c.allow ? 'allow' : 'deny'}`, c] as const))(
    '%s',
    async (_name, c) => {
      const out = await runSqlRpc(emu.ctx.db, c.spec.call, c.spec.params ?? [], c.actor);
      expect({ allowed: out.allowed, error: out.error }).toMatchObject({ allowed: c.allow });
    },
  );

  it('never leaks another player\'s rows through the player RPCs', async () => {
    const out = await runSqlRpc(
      emu.ctx.db,
      // B has one jackpot of 1300 and no sessions; A's rows must not show up.
      "select 1 where public.get_w2g_summary(null, null) @> '{\"count\": 1, \"total_amount\": 1300}' and (public.get_play_stats('2026-01-01') -> 'all_time' -> 'slot' ->> 'sessions')::int = 0",
      [],
      'B',
    );
    expect(out.allowed).toBe(true);
  });
});

describe('privilege escalation', () => {
  const q = (sql: string) => emu.ctx.db.query<Record<string, unknown>>(sql);

  it('ignores user_type admin_user in sign-up metadata', async () => {
    const { data, error } = await emu.anon().auth.signUp({
      email: 'sneaky@matrix.test',
      password: 'password123',
      options: { data: { first_name: 'Sneaky', user_type: 'admin_user' } },
    });
    expect(error).toBeNull();
    const id = data.user?.id as string;
    const rows = await q(`select p.user_type, p.first_name, exists (select 1 from public.admin_users a where a.id = p.id) as admin
      from public.profiles p where p.id = '${id}'`);
    expect(rows.rows).toEqual([{ user_type: 'app_user', first_name: 'Sneaky', admin: false }]);
  });

  it('grants nothing when a player sets user_type in their own metadata', async () => {
    const { client, userId } = await emu.signUpUser(undefined, 'password123', { user_type: 'app_user' });
    const { error } = await client.auth.updateUser({ data: { user_type: 'admin_user', role: 'admin' } });
    expect(error).toBeNull();
    const meta = await q(`select raw_user_meta_data ->> 'user_type' as t from auth.users where id = '${userId}'`);
    expect(meta.rows).toEqual([{ t: 'admin_user' }]);
    const admin = await queryAs<{ admin: boolean }>(emu.ctx.db, userId, 'select private.is_admin() as admin');
    expect(admin.rows).toEqual([{ admin: false }]);
    const profile = await q(`select user_type from public.profiles where id = '${userId}'`);
    expect(profile.rows).toEqual([{ user_type: 'app_user' }]);
  });

  it('refuses a player changing their own profile user_type', async () => {
    const spec = { label: 'profiles', table: 'public.profiles', target: U.A, update: { user_type: 'admin_user' }, expect: {} };
    const out = await runSqlCase(emu.ctx.db, spec, 'update', 'A');
    expect(out.allowed).toBe(false);
    expect(out.error).toMatch(/^42501/);
    expect(out.proof).toBe('public.profiles.user_type = "app_user"');
  });

  it('refuses a player inserting themselves into admin_users', async () => {
    const spec = { label: 'admin_users', table: 'public.admin_users', target: U.A, insert: { id: U.A, email: 'a@matrix.test' }, expect: {} };
    const out = await runSqlCase(emu.ctx.db, spec, 'insert', 'A');
    expect(out).toMatchObject({ allowed: false, proof: `public.admin_users rows with id ${U.A}: 0` });
    expect(out.error).toMatch(/^42501/);
  });

  it('refuses moving an own row to another user (user_id change on update)', async () => {
    for (const [table, target] of [
      ['public.gambling_sessions', R.GS], ['public.casino_sessions', R.CS], ['public.w2g_jackpots', R.W2G],
      ['public.user_casino_preferences', R.PREF], ['public.social_posts', R.POST_A], ['public.user_notifications', R.UN],
    ] as const) {
      const spec = { label: table, table, target, update: { user_id: U.B }, expect: {} };
      const out = await runSqlCase(emu.ctx.db, spec, 'update', 'A');
      expect({ table, allowed: out.allowed, proof: out.proof }).toEqual({ table, allowed: false, proof: `${table}.user_id = "${U.A}"` });
    }
  });

  it('refuses a player changing the moderation status of their own post', async () => {
    const spec = { label: 'posts', table: 'public.social_posts', target: R.POST_A_PENDING, update: { moderation_status: 'approved' }, expect: {} };
    const out = await runSqlCase(emu.ctx.db, spec, 'update', 'A');
    expect(out).toMatchObject({ allowed: false, proof: 'public.social_posts.moderation_status = "pending"' });
    expect(out.error).toMatch(/^42501 Only admins can change moderation_status/);
    const asAdmin = await runSqlCase(emu.ctx.db, spec, 'update', 'admin');
    expect(asAdmin.allowed).toBe(true);
  });

  it('refuses reporting one\'s own post and linking another player\'s jackpot', async () => {
    const report = { label: 'r', table: 'public.social_post_reports', target: R.REPORT,
      insert: { id: R.REPORT2, post_id: R.POST_A, reporter_user_id: U.A, reason: 'spam' }, expect: {} };
    expect((await runSqlCase(emu.ctx.db, report, 'insert', 'A')).allowed).toBe(false);
    const post = { label: 'p', table: 'public.social_posts', target: R.POST_A,
      insert: { id: R.POST_NEW, user_id: U.A, jackpot_id: R.W2G_B }, expect: {} };
    expect((await runSqlCase(emu.ctx.db, post, 'insert', 'A')).allowed).toBe(false);
  });

  it("refuses a cost, comp or share link on another player's casino session or trip, even written as one's own row", async () => {
    const cases = [
      { label: 'cost', table: 'public.trip_costs', target: R.COST, insert: { id: R.COST2, user_id: U.B, casino_session_id: R.CS, kind: 'fee', amount: 6 }, expect: {} },
      { label: 'comp', table: 'public.trip_comps', target: R.COMP, insert: { id: R.COMP2, user_id: U.B, trip_id: R.TRIP, kind: 'room', value: 100 }, expect: {} },
      { label: 'share', table: 'public.trip_shares', target: R.SHARE, insert: { id: R.SHARE2, user_id: U.B, trip_id: R.TRIP, token: 'matrixShareTokenStolenTrip_0123456789abc' }, expect: {} },
    ];
    for (const spec of cases) {
      const out = await runSqlCase(emu.ctx.db, spec, 'insert', 'B');
      expect({ label: spec.label, allowed: out.allowed, error: out.error }).toEqual({
        label: spec.label,
        allowed: false,
        error: spec.label === 'cost' ? '42501 This casino session is not yours' : '42501 This trip is not yours',
      });
    }
  });

  it("gives nobody the share links' rate-limit counts, and a token only its own trip", async () => {
    for (const actor of [null, U.A]) {
      const out = await queryAs(emu.ctx.db, actor, 'select count(*) from share.read_counts');
      expect(out.error?.code).toBe('42501');
    }
    const b = await queryAs<{ v: Record<string, unknown> }>(emu.ctx.db, null, 'select public.get_shared_trip($1) as v', [TOKEN.B]);
    expect(b.rows[0].v).toMatchObject({ status: 'ok', name: "B's Matrix Trip", start_date: '2026-01-01', end_date: '2026-01-02' });
  });
});
