import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { ACTORS, COMMANDS, TABLE_SPECS, expected, type Actor, type Command, type TableSpec } from './support/matrix-cases';
import { FIXTURE_SQL, U } from './support/matrix-fixture';
import { runSqlCase, runSqlRpc } from './support/sql-executor';

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

/**
 * The RLS attack matrix's aal cases ("MFA for users who enrolled"): player A has a verified TOTP
 * factor, player B has none. A's W-2G records, slot sessions, casino visits, trips (with their costs, comps and
 * share links) and W-2G photos need an aal2
 * JWT for every command: at aal1 each is refused with 42501 (the API's 403), at aal2 A gets exactly what
 * the base matrix gives A. B, without a factor, keeps the base matrix at aal1, and A's other tables
 * (profile, favourites, social post images) do not depend on the level.
 */
let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ fromSnapshot: false, seed: false });
  await emu.sql(FIXTURE_SQL);
  await emu.sql(`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
    values ('00000000-0000-4000-8000-00000000fa01', '${U.A}', 'Phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`);
  // B has only an unverified factor: that does not count.
  await emu.sql(`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
    values ('00000000-0000-4000-8000-00000000fa02', '${U.B}', 'Pending', 'totp', 'unverified', now(), now(), 'JBSWY3DPEHPK3PXP')`);
});
afterAll(async () => emu?.close());

const VAULT = [
  'gambling_sessions',
  'casino_sessions',
  'w2g_jackpots',
  'casino_win_loss_statements',
  'storage w2g-images (private, own folder)',
  'trips',
  'trip_costs',
  'trip_comps',
  'trip_shares',
  'preparer_links',
];
const OTHERS = ['profiles', 'user_casino_preferences', 'storage social-posts (public read, posts/<uid>/)'];
const specs = (labels: string[]) => TABLE_SPECS.filter((s) => labels.includes(s.label));
const baseAllows = (spec: TableSpec, command: Command, actor: Actor) => expected(spec.expect[command] as string, actor);

describe('RLS matrix: aal cases', () => {
  it('covers the ten vault tables (trips, their costs, comps and share links too; preparer links) and three others', () => {
    expect(specs(VAULT).map((s) => s.label)).toEqual(VAULT);
    expect(specs(OTHERS)).toHaveLength(3);
    expect(ACTORS).toContain('A');
  });

  const vaultCases = specs(VAULT).flatMap((spec) => COMMANDS.map((command) => ({ spec, command })));

  it.each(vaultCases.map((c) => [`${c.spec.label} · ${c.command} · A (verified factor) at aal1 → deny with 42501`, c] as const))(
    '%s',
    async (_n, c) => {
      const out = await runSqlCase(emu.ctx.db, c.spec, c.command, 'A', 'aal1');
      expect(out.allowed).toBe(false);
      expect(out.error ?? '').toMatch(/^42501 Two-step verification required/);
    },
  );

  it.each(vaultCases.map((c) => [`${c.spec.label} · ${c.command} · A (verified factor) at aal2 → as the base matrix`, c] as const))(
    '%s',
    async (_n, c) => {
      const out = await runSqlCase(emu.ctx.db, c.spec, c.command, 'A', 'aal2');
      expect({ allowed: out.allowed, error: out.error }).toMatchObject({ allowed: baseAllows(c.spec, c.command, 'A') });
      expect(baseAllows(c.spec, c.command, 'A')).toBe(true);
    },
  );

  it.each(vaultCases.map((c) => [`${c.spec.label} · ${c.command} · B (no verified factor) at aal1 → as the base matrix`, c] as const))(
    '%s',
    async (_n, c) => {
      const out = await runSqlCase(emu.ctx.db, c.spec, c.command, 'B', 'aal1');
      expect(out.allowed).toBe(baseAllows(c.spec, c.command, 'B'));
      expect(out.error ?? '').not.toMatch(/Two-step/);
    },
  );

  const otherCases = specs(OTHERS).flatMap((spec) => COMMANDS.filter((c) => spec.expect[c] !== undefined).map((command) => ({ spec, command })));
  it.each(otherCases.map((c) => [`${c.spec.label} · ${c.command} · A at aal1 → as the base matrix (not part of the vault)`, c] as const))(
    '%s',
    async (_n, c) => {
      const out = await runSqlCase(emu.ctx.db, c.spec, c.command, 'A', 'aal1');
      expect(out.allowed).toBe(baseAllows(c.spec, c.command, 'A'));
    },
  );

  it("the openings of A's preparer links follow the same rule (read only: nobody writes them through the API)", async () => {
    const openings = TABLE_SPECS.find((s) => s.label === 'preparer_link_openings')!;
    const refused = await runSqlCase(emu.ctx.db, openings, 'select', 'A', 'aal1');
    expect(refused.allowed).toBe(false);
    expect(refused.error ?? '').toMatch(/^42501 Two-step verification required/);
    expect((await runSqlCase(emu.ctx.db, openings, 'select', 'A', 'aal2')).allowed).toBe(true);
    for (const command of ['insert', 'update', 'delete'] as const) expect((await runSqlCase(emu.ctx.db, openings, command, 'A', 'aal2')).allowed).toBe(false);
  });

  it("A's household and A's read of the other player's year follow the same rule (read only through the API)", async () => {
    const households = TABLE_SPECS.find((s) => s.label === 'households')!;
    const refused = await runSqlCase(emu.ctx.db, households, 'select', 'A', 'aal1');
    expect(refused.allowed).toBe(false);
    expect(refused.error ?? '').toMatch(/^42501 Two-step verification required/);
    expect((await runSqlCase(emu.ctx.db, households, 'select', 'A', 'aal2')).allowed).toBe(true);
    for (const command of ['insert', 'update', 'delete'] as const) expect((await runSqlCase(emu.ctx.db, households, command, 'A', 'aal2')).allowed).toBe(false);
    const year = (aal: 'aal1' | 'aal2') => runSqlRpc(emu.ctx.db, "select 1 where public.get_household_tax_year(2025) ->> 'status' = 'ok'", [], 'A', aal);
    const yearRefused = await year('aal1');
    expect(yearRefused.allowed).toBe(false);
    expect(yearRefused.error ?? '').toMatch(/^42501 Two-step verification required/);
    expect((await year('aal2')).allowed).toBe(true);
  });

  it("the statistics (get_play_stats over the monthly rollups) follow the same rule", async () => {
    const stats = (aal: 'aal1' | 'aal2') =>
      runSqlRpc(emu.ctx.db, "select 1 where (public.get_play_stats('2026-01-01') -> 'all_time' -> 'slot' ->> 'sessions')::int >= 1", [], 'A', aal);
    const refused = await stats('aal1');
    expect(refused.allowed).toBe(false);
    expect(refused.error ?? '').toMatch(/^42501 Two-step verification required/);
    expect((await stats('aal2')).allowed).toBe(true);
    // B has no verified factor: aal1 is enough (B has no sessions, so the call answers with 0 rows, not an error).
    expect((await runSqlRpc(emu.ctx.db, "select public.get_play_stats('2026-01-01')", [], 'B', 'aal1')).error).toBeUndefined();
  });

  it('a forged aal claim needs a signed JWT: the REST API refuses a token not signed with the secret', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ sub: U.A, role: 'authenticated', aal: 'aal2', exp: 9999999999 })).toString('base64url');
    const res = await fetch(`${emu.url}/rest/v1/w2g_jackpots?select=id`, {
      headers: { apikey: emu.anonKey, authorization: `Bearer ${header}.${body}.${'x'.repeat(43)}` },
    });
    expect(res.status).toBe(401);
  });
});

describe('admins can be required to use two-step verification (security_settings.admin_requires_mfa)', () => {
  const slotImages = TABLE_SPECS.find((s) => s.label === 'storage slot-machine-images (admin writes)')!;
  const setRequired = (on: boolean) => emu.sql(`update public.security_settings set admin_requires_mfa = ${on}`);
  afterAll(() => setRequired(false));

  it('is off by default: an admin at aal1 has admin rights', async () => {
    for (const command of COMMANDS) expect((await runSqlCase(emu.ctx.db, slotImages, command, 'admin', 'aal1')).allowed).toBe(true);
  });

  it('when on, admin rights need aal2: refused at aal1 for every command, allowed at aal2', async () => {
    await setRequired(true);
    for (const command of COMMANDS) {
      expect((await runSqlCase(emu.ctx.db, slotImages, command, 'admin', 'aal1')).allowed, `${command} at aal1`).toBe(false);
      expect((await runSqlCase(emu.ctx.db, slotImages, command, 'admin', 'aal2')).allowed, `${command} at aal2`).toBe(true);
    }
    await setRequired(false);
  });

  it('only an admin changes the setting; players and anon read or change nothing', async () => {
    const spec: TableSpec = {
      label: 'security_settings', table: 'public.security_settings', target: true as unknown as string,
      update: { admin_requires_mfa: true }, expect: {},
    } as TableSpec;
    expect((await runSqlCase(emu.ctx.db, spec, 'update', 'admin', 'aal1')).allowed).toBe(true);
    expect((await runSqlCase(emu.ctx.db, spec, 'update', 'A', 'aal2')).allowed).toBe(false);
    expect((await runSqlCase(emu.ctx.db, spec, 'update', 'anon')).allowed).toBe(false);
    expect((await runSqlCase(emu.ctx.db, spec, 'delete', 'admin', 'aal2')).allowed).toBe(false);
  });
});
