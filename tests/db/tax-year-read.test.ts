import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { generatePlay, insertAll } from './support/generated-play';

// The app's read, the narrow read's parser and the tax engine, through the app's '@/' paths (which Vitest resolves and
// the tests' TypeScript project does not): loaded by name, typed here by what this test uses of them.
type Rows = Record<string, unknown>[];
type YearPlay = { slots: (Rows[number] & { session_date: string })[]; jackpots: (Rows[number] & { jackpot_date: string; images: string[] })[] };
type Statement = { id: string; tax_year: number };
type Model = {
  grouped: {
    sessions: {
      key: string;
      casinoName: string | null;
      net: number;
      withholdingAddedBack: number;
      casinoSessionIds: string[];
      laterDayOfCasinoSessionIds: string[];
      slotSessions: { id: string; net: number; counted: boolean; casinoSessionId: string | null }[];
      unloggedJackpotIds: string[];
      reasons: string[];
    }[];
    totals: unknown;
    openCasinoSessions: { id: string }[];
    unloggedW2g: { id: string }[];
  };
  loss: unknown;
  months: unknown;
  gaps: unknown;
  w2g: { met: { id: string; jackpot_date: string }[]; below: { id: string }[] };
  reconciliation: unknown;
  diary: { sessions: Rows; entries: Rows; jackpots: Rows; totals: unknown; w2gTotals: unknown; loss: unknown };
};
type Read = { playerName: string; play: YearPlay; statements: Statement[] };
const [READS, PARSE, MODEL] = ['@/api/year-play-reads', '@/features/tax-year/api/tax-year-read', '@/features/tax-year/lib/tax-year-model'];
const { readYearPlay } = (await import(/* @vite-ignore */ READS)) as {
  readYearPlay(client: SupabaseClient, range: { userId: string; start: string; end: string }): Promise<YearPlay>;
};
const { parseTaxYearRead } = (await import(/* @vite-ignore */ PARSE)) as { parseTaxYearRead(value: unknown): Read };
const { buildTaxYear } = (await import(/* @vite-ignore */ MODEL)) as { buildTaxYear(year: number, play: YearPlay, statements: Statement[]): Model };

/**
 * One narrow read of a player's tax year (private.tax_year_play): what a preparer's link and a household member are
 * given. The same tax engine runs on it and on the app's own read of the player's rows (src/api/year-play-reads.ts):
 * over generated records crowded around both ends of 2025 (casino sessions past midnight on Dec 31, W-2Gs linked
 * across the boundary, open casino sessions, free play, hand pays), every figure of 2024, 2025 and 2026 must be the
 * same, while the read holds none of what it must not (notes, people present, machine numbers, street addresses,
 * club numbers, e-mail, photos of another folder) and less of the neighbouring years than the app's own read.
 */
const SEED = Number(process.env.TAX_READ_SEED ?? 20261207);
const SECRET = {
  note: 'SECRET-NOTE-7',
  people: 'SECRET-PEOPLE-7',
  machine: 'MACHINE-NUMBER-77',
  street: '1 Secret Way',
  zip: '89599',
  club: 'CLUB-123456',
};

let emu: TestEmulator;
let player: { client: SupabaseClient; userId: string; email: string };
let other: { userId: string };
let casinos: string[];

beforeAll(async () => {
  emu = await startTestEmulator();
  player = await emu.signUpUser();
  other = await emu.signUpUser();
  await emu.sql(`update public.profiles set first_name = 'Casey', last_name = 'Reed' where id = '${player.userId}'`);
  const { data, error } = await emu
    .service()
    .from('casinos')
    .insert(
      ['Read One', 'Read Two', 'Read Three'].map((name) => ({
        name,
        street_address: SECRET.street,
        city: 'Reno',
        state: 'NV',
        zip_code: SECRET.zip,
      })),
    )
    .select('id');
  if (error) throw error;
  casinos = data.map((c) => c.id as string);
  await emu.sql(
    `insert into public.user_casino_preferences (user_id, casino_id, is_favorite, player_club_id) values ('${player.userId}', '${casinos[0]}', true, '${SECRET.club}')`,
  );

  // Two crowded edges of 2025 (late Dec 2024 into Jan 2025, late Dec 2025 into Jan 2026): casino sessions cross both.
  const edges = [new Date(Date.UTC(2024, 11, 22)), new Date(Date.UTC(2025, 11, 20))];
  for (const [i, base] of edges.entries()) {
    const play = generatePlay({
      seed: SEED + i,
      userId: player.userId,
      casinos,
      base,
      days: 16,
      casinoSessions: 240,
      slotSessions: 700,
      jackpots: 240,
    });
    await insertAll(
      emu.service(),
      'casino_sessions',
      play.casinoSessions.map((v) => ({ ...v, notes: SECRET.note, people_present: SECRET.people })),
    );
    await insertAll(
      emu.service(),
      'gambling_sessions',
      play.slots.map((s) => ({ ...s, notes: SECRET.note, people_present: SECRET.people, casino_slot_machine_id: SECRET.machine })),
    );
    await insertAll(
      emu.service(),
      'w2g_jackpots',
      play.jackpots.map((j, k) => ({
        ...j,
        notes: SECRET.note,
        // Photos: the player's own on a third; now and then a path of another player's folder or one climbing out of it.
        images:
          k % 3 === 0
            ? [
                `${player.userId}/${j.id}.jpg`,
                ...(k % 9 === 0 ? [`${other.userId}/stolen.jpg`, `${player.userId}/../${other.userId}/x.jpg`] : []),
              ]
            : [],
      })),
    );
  }
  await insertAll(emu.service(), 'casino_win_loss_statements', [
    { user_id: player.userId, casino_id: casinos[0], tax_year: 2025, net_win_loss: -1234.5 },
    { user_id: player.userId, casino_id: casinos[1], tax_year: 2025, net_win_loss: 300 },
    { user_id: player.userId, casino_id: casinos[0], tax_year: 2024, net_win_loss: 99 },
  ]);
}, 300_000);
afterAll(async () => emu?.close());

async function narrowRead(year: number): Promise<unknown> {
  const { rows } = await emu.ctx.db.query<{ v: unknown }>('select private.tax_year_play($1, $2) as v', [player.userId, year]);
  return rows[0].v;
}

async function ownStatements(): Promise<Statement[]> {
  const { data, error } = await player.client
    .from('casino_win_loss_statements')
    .select('id, casino_id, tax_year, net_win_loss, casino:casinos(name)')
    .order('tax_year')
    .order('id');
  if (error) throw error;
  return data as unknown as Statement[];
}

const cents = (n: number) => Math.round(n * 100);
const without = (row: Rows[number], ...keys: string[]) => Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));

/** What the engine makes of a year, without what the narrow read leaves out (addresses, notes, people, machine numbers). */
function figures(m: Model) {
  return {
    sessions: m.grouped.sessions.map((s) => ({
      key: s.key,
      name: s.casinoName,
      net: cents(s.net),
      withheld: cents(s.withholdingAddedBack),
      casinoSessions: s.casinoSessionIds,
      laterDayOf: s.laterDayOfCasinoSessionIds,
      slots: s.slotSessions.map((x) => `${x.id} ${cents(x.net)} ${x.counted} ${x.casinoSessionId}`),
      unlogged: s.unloggedJackpotIds,
      reasons: s.reasons,
    })),
    totals: m.grouped.totals,
    open: m.grouped.openCasinoSessions.map((v) => v.id),
    unlogged: m.grouped.unloggedW2g.map((j) => j.id),
    loss: m.loss,
    months: m.months,
    gaps: m.gaps,
    w2g: { ...m.w2g, met: m.w2g.met.map((j) => j.id), below: m.w2g.below.map((j) => j.id) },
    reconciliation: m.reconciliation,
    diary: {
      sessions: m.diary.sessions.map((s) => without(s, 'address')),
      entries: m.diary.entries.map((e) => without(e, 'address', 'with', 'notes', 'machine')),
      jackpots: m.diary.jackpots.map((j) => without(j, 'address')),
      totals: m.diary.totals,
      w2gTotals: m.diary.w2gTotals,
      loss: m.diary.loss,
    },
  };
}

const outside = (play: YearPlay, year: number) => ({
  slots: play.slots.filter((s) => !s.session_date.startsWith(`${year}-`)).length,
  jackpots: play.jackpots.filter((j) => !j.jackpot_date.startsWith(`${year}-`)).length,
});

describe('the narrow read of a tax year (private.tax_year_play)', () => {
  it.each([2024, 2025, 2026])(
    'gives the engine the same year %i as the app reads for the player',
    async (year) => {
      const own = await readYearPlay(player.client, { userId: player.userId, start: `${year}-01-01`, end: `${year}-12-31` });
      const statements = await ownStatements();
      const read = parseTaxYearRead(await narrowRead(year));
      expect(read.playerName).toBe('Casey Reed');
      expect(read.statements.map((s) => s.id).sort()).toEqual(
        statements
          .filter((s) => s.tax_year === year)
          .map((s) => s.id)
          .sort(),
      );

      const mine = buildTaxYear(year, own, statements);
      const theirs = buildTaxYear(year, read.play, read.statements);
      expect(mine.grouped.sessions.length).toBeGreaterThan(10);
      expect(figures(theirs)).toEqual(figures(mine));

      // Of the neighbouring years, only what the year's figures need: fewer rows than the app's own read takes.
      const ownOut = outside(own, year);
      const readOut = outside(read.play, year);
      console.log(
        `[tax-read] ${year}: ${mine.grouped.sessions.length} sessions; rows of other years: app ${JSON.stringify(ownOut)}, narrow ${JSON.stringify(readOut)}`,
      );
      expect(readOut.slots).toBeLessThan(ownOut.slots);
      expect(readOut.jackpots).toBeLessThanOrEqual(ownOut.jackpots);
      // The year's own W-2G forms only: a form of another year is never in its totals.
      expect(theirs.w2g.met.every((j) => j.jackpot_date.startsWith(`${year}-`))).toBe(true);
    },
    120_000,
  );

  it('holds no notes, people present, machine numbers, street addresses, club numbers, e-mail or photos of another folder', async () => {
    const json = JSON.stringify(await narrowRead(2025));
    for (const secret of [...Object.values(SECRET), player.email, other.userId, '..'])
      expect({ secret, found: json.includes(secret) }).toEqual({ secret, found: false });
    const read = parseTaxYearRead(await narrowRead(2025));
    const photos = read.play.jackpots.flatMap((j) => j.images);
    expect(photos.length).toBeGreaterThan(10);
    expect(photos.every((p) => p.startsWith(`${player.userId}/`))).toBe(true);
    // The rows carry the empty fields the app's rows have, so the diary prints nothing there.
    expect(read.play.slots[0]).toMatchObject({ notes: null, people_present: null, casino_slot_machine_id: null });
    expect(read.play.slots[0].casino).toMatchObject({ city: 'Reno', state: 'NV', street_address: null, zip_code: null });
  });

  it('answers a year without play with empty lists, and refuses what is not a year', async () => {
    expect(await narrowRead(2031)).toEqual({
      year: 2031,
      player: { name: 'Casey Reed' },
      slots: [],
      casino_sessions: [],
      jackpots: [],
      statements: [],
    });
    await expect(emu.ctx.db.query('select private.tax_year_play($1, 12)', [player.userId])).rejects.toThrow(/tax year is a year/);
  });

  it('is no API: neither a player nor anyone signed out may call it', async () => {
    for (const client of [player.client, emu.anon()]) {
      const { error } = await client
        .schema('private' as never)
        .rpc('tax_year_play' as never, { p_user: player.userId, p_year: 2025 } as never);
      expect(error).not.toBeNull();
    }
  });

  it('refuses a value the read must never hold when it is parsed (a server that sends notes is not believed)', () => {
    const row = { year: 2025, player: { name: 'X' }, slots: [], casino_sessions: [], jackpots: [], statements: [] };
    expect(() => parseTaxYearRead(row)).not.toThrow();
    const slot = {
      id: 'a',
      session_date: '2025-01-01',
      session_time: '10:00:00',
      casino_id: null,
      coins_in: 1,
      coins_out: 2,
      free_play: 0,
      net_result: 1,
      casino: null,
      slot_machine: null,
    };
    expect(() => parseTaxYearRead({ ...row, slots: [slot] })).not.toThrow();
    expect(() => parseTaxYearRead({ ...row, slots: [{ ...slot, notes: 'a secret' }] })).toThrow();
    expect(() =>
      parseTaxYearRead({ ...row, slots: [{ ...slot, casino: { name: 'C', city: null, state: null, street_address: '1 Main St' } }] }),
    ).toThrow();
    expect(() => parseTaxYearRead({ ...row, slots: [{ ...slot, coins_in: Number.NaN }] })).toThrow();
  });
});
