import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { seededRandom } from '../../src/test/seeded-random';
import { crossingsOfBefore } from './support/crossings-before';
import { createAuthUser, queryAs, rpcJson } from './support/sql-actor';

/**
 * Play limit crossings are recorded once per statement now (20260101004840_statement_triggers), and a restore
 * records them at the points where the one-call restore did (after its slot sessions, its casino sessions, its
 * W2Gs). The same records are written into a database with the code of before (the row trigger and the one-call
 * restore_my_data, put back from their migrations: support/crossings-before.ts) and into one with today's code;
 * both must record the crossings worked out by hand below, and a seeded random sequence of writes must record
 * the same crossings in both after every step.
 */
const P = '9c000000-0000-4000-8000-000000000001';
const A = '9c0c0000-0000-4000-8000-00000000000a';
const B = '9c0c0000-0000-4000-8000-00000000000b';
const DAY = '2025-06-14';

let before: TestEmulator;
let today: TestEmulator;
let todayInSteps: TestEmulator;

async function setUp(emu: TestEmulator): Promise<void> {
  await createAuthUser(emu.ctx.db, P, 'p@crossings.test');
  await emu.sql(`insert into public.casinos (id, name) values ('${A}', 'Crossing Alpha'), ('${B}', 'Crossing Bravo');`);
}

beforeAll(async () => {
  [before, today, todayInSteps] = await Promise.all([startTestEmulator(), startTestEmulator(), startTestEmulator()]);
  await before.sql(crossingsOfBefore());
  await Promise.all([before, today, todayInSteps].map(setUp));
}, 120_000);
afterAll(async () => Promise.all([before?.close(), today?.close(), todayInSteps?.close()]));

/** Runs a statement as P; its error code or null. */
async function asP(emu: TestEmulator, sql: string): Promise<string | null> {
  return (await queryAs(emu.ctx.db, P, sql)).error?.code ?? null;
}

/** P's crossings by the casino session's notes (restored ids differ from the archive's). */
async function crossings(emu: TestEmulator) {
  const res = await emu.ctx.db.query<{ notes: string; loss: string; loss_limit: string }>(
    `select cs.notes, c.loss::text, c.loss_limit::text from public.play_limit_crossings c
       join public.casino_sessions cs on cs.id = c.casino_session_id where c.user_id = '${P}' order by cs.notes`,
  );
  return res.rows.map((r) => ({ notes: r.notes, loss: Number(r.loss), limit: Number(r.loss_limit) }));
}

const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
const uuid = (n: number) => `9c5e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The archive: 60 slot sessions at A from 10:00 ($5 lost each), 10 at B, 5 at A the day before; two closed casino sessions at B. */
const ARCHIVE = {
  gambling_sessions: [
    ...Array.from({ length: 60 }, (_, i) => ({
      id: uuid(i),
      casino_id: A,
      session_date: DAY,
      session_time: time(600 + i),
      coins_in: 20,
      coins_out: 15,
    })),
    ...Array.from({ length: 10 }, (_, i) => ({
      id: uuid(100 + i),
      casino_id: B,
      session_date: DAY,
      session_time: time(600 + i),
      coins_in: 50,
      coins_out: 0,
    })),
    ...Array.from({ length: 5 }, (_, i) => ({
      id: uuid(200 + i),
      casino_id: A,
      session_date: '2025-06-13',
      session_time: time(1200 + i),
      coins_in: 100,
      coins_out: 0,
    })),
  ].map((r) => ({ ...r, user_id: P })),
  casino_sessions: [
    {
      id: uuid(300),
      user_id: P,
      casino_id: B,
      arrival_date: '2025-05-01',
      arrival_time: '10:00:00',
      departure_date: '2025-05-01',
      departure_time: '12:00:00',
      starting_cash: 500,
      final_cash: 100,
      notes: 'V2',
    },
    {
      id: uuid(301),
      user_id: P,
      casino_id: B,
      arrival_date: '2025-05-02',
      arrival_time: '10:00:00',
      departure_date: '2025-05-02',
      departure_time: '12:00:00',
      starting_cash: 300,
      final_cash: 250,
      notes: 'V3',
    },
  ],
};
const MAP = { [A]: A, [B]: B };

async function restoreInOneCall(emu: TestEmulator): Promise<void> {
  await rpcJson(emu.ctx.db, P, 'public.restore_my_data($1)', [JSON.stringify({ casino_map: MAP, machine_map: {}, tables: ARCHIVE })]);
}

async function restoreInSteps(emu: TestEmulator): Promise<void> {
  const { restore_id: id } = await rpcJson<{ restore_id: string }>(emu.ctx.db, P, 'public.restore_begin($1, $2, $3)', [
    JSON.stringify(MAP),
    '{}',
    '{}',
  ]);
  for (const [table, rows] of Object.entries(ARCHIVE))
    for (let i = 0; i < rows.length; i += 25)
      await rpcJson(emu.ctx.db, P, 'public.restore_stage($1, $2, $3)', [id, table, JSON.stringify(rows.slice(i, i + 25))]);
  for (let calls = 0; calls < 100; calls++) {
    const p = await rpcJson<{ state: string }>(emu.ctx.db, P, 'public.restore_apply($1)', [id]);
    if (p.state === 'done') return;
  }
  throw new Error('the restore did not finish');
}

describe('play limit crossings, before and after', () => {
  const all = () => [before, today, todayInSteps];

  it('a restore of a day held by an active casino session records the crossing once, with its loss at the end of the slot sessions', async () => {
    for (const emu of all()) {
      expect(await asP(emu, `insert into public.play_limits (id, casino_session_loss_limit) values ('${P}', 200)`)).toBeNull();
      expect(
        await asP(
          emu,
          `insert into public.casino_sessions (user_id, casino_id, arrival_date, arrival_time, starting_cash, notes)
          values ('${P}', '${A}', '${DAY}', '09:00:00', 1000, 'V1')`,
        ),
      ).toBeNull();
    }
    await Promise.all([restoreInOneCall(before), restoreInOneCall(today), restoreInSteps(todayInSteps)]);
    // V1 holds the 60 sessions at A from 10:00 (not those at B, nor the day before its arrival): 60 x $5 = $300.
    // V2 lost 500 - 100 = $400; V3 lost $50, under the limit.
    const expected = [
      { notes: 'V1', loss: 300, limit: 200 },
      { notes: 'V2', loss: 400, limit: 200 },
    ];
    for (const emu of all()) expect(await crossings(emu)).toEqual(expected);
  });

  it('records what single writes bring over the limit, an update naming a loss column (even unchanged) included', async () => {
    const steps: [string, { notes: string; loss: number; limit: number }[]][] = [
      // A closed casino session losing $250.
      [
        `insert into public.casino_sessions (user_id, casino_id, arrival_date, arrival_time, starting_cash, final_cash, notes)
        values ('${P}', '${A}', '2025-07-01', '10:00:00', 400, 150, 'V4')`,
        [{ notes: 'V4', loss: 250, limit: 200 }],
      ],
      // V3's final cash down to $50: it lost $250.
      [`update public.casino_sessions set final_cash = 50 where notes = 'V3'`, [{ notes: 'V3', loss: 250, limit: 200 }]],
      // $50 lost, under the limit; then the limit is lowered to $40.
      [
        `insert into public.casino_sessions (user_id, casino_id, arrival_date, arrival_time, starting_cash, final_cash, notes)
        values ('${P}', '${A}', '2025-07-02', '10:00:00', 100, 50, 'V5')`,
        [],
      ],
      [`update public.play_limits set casino_session_loss_limit = 40 where id = '${P}'`, []],
      // Notes are no loss column: nothing. Its final cash named again, unchanged: the update counts (as it always did).
      [`update public.casino_sessions set notes = 'V5' where notes = 'V5'`, []],
      [`update public.casino_sessions set final_cash = final_cash where notes = 'V5'`, [{ notes: 'V5', loss: 50, limit: 40 }]],
      // An active casino session at B and a live machine there with $100 in: the money in the machine counts as lost.
      [
        `insert into public.casino_sessions (user_id, casino_id, arrival_date, arrival_time, starting_cash, notes)
        values ('${P}', '${B}', '2025-07-03', '09:00:00', 0, 'V6')`,
        [],
      ],
      [
        `insert into public.gambling_sessions (id, user_id, casino_id, session_date, session_time, coins_in, coins_out, is_live)
        values ('${uuid(400)}', '${P}', '${B}', '2025-07-03', '10:00:00', 100, 0, true)`,
        [{ notes: 'V6', loss: 100, limit: 40 }],
      ],
      // A hand pay of $500 on a machine V6 holds: its loss falls to 0; the crossing stays.
      [
        `insert into public.gambling_sessions (id, user_id, casino_id, session_date, session_time, coins_in, coins_out)
        values ('${uuid(401)}', '${P}', '${B}', '2025-07-03', '11:00:00', 10, 0)`,
        [],
      ],
      [
        `insert into public.w2g_jackpots (user_id, casino_id, session_id, jackpot_date, jackpot_time, amount, tax_withheld, hand_pay)
        values ('${P}', '${B}', '${uuid(401)}', '2025-07-03', '11:30:00', 500, 0, true)`,
        [],
      ],
      // Three more at A in one statement: V1 has its crossing already.
      [
        `insert into public.gambling_sessions (user_id, casino_id, session_date, session_time, coins_in, coins_out) values
        ('${P}', '${A}', '${DAY}', '15:00:00', 10, 0), ('${P}', '${A}', '${DAY}', '15:10:00', 10, 0), ('${P}', '${A}', '${DAY}', '15:20:00', 10, 0)`,
        [],
      ],
    ];
    const recorded = [
      { notes: 'V1', loss: 300, limit: 200 },
      { notes: 'V2', loss: 400, limit: 200 },
    ];
    for (const [sql, added] of steps) {
      recorded.push(...added);
      recorded.sort((x, y) => x.notes.localeCompare(y.notes));
      for (const emu of all()) {
        expect(await asP(emu, sql), sql).toBeNull();
        expect(await crossings(emu), sql).toEqual(recorded);
      }
    }
  });

  it('records the same crossings as before through a seeded random sequence of writes', async () => {
    const rand = seededRandom(4840);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
    const days = ['2025-08-01', '2025-08-02', '2025-08-03'];
    let next = 500;
    const visits: string[] = [];
    const slots: string[] = [];
    const ops: (() => string)[] = [
      () => {
        const id = uuid(next++);
        visits.push(id);
        const closed = rand() < 0.6;
        return `insert into public.casino_sessions (id, user_id, casino_id, arrival_date, arrival_time, starting_cash, final_cash, notes)
          values ('${id}', '${P}', '${pick([A, B])}', '${pick(days)}', '${time(480 + Math.floor(rand() * 240))}', ${pick([50, 100, 300])},
          ${closed ? pick([0, 20, 80]) : 'null'}, 'R${id.slice(-4)}')`;
      },
      () => {
        const n = 1 + Math.floor(rand() * 12);
        const rows = Array.from({ length: n }, () => {
          const id = uuid(next++);
          slots.push(id);
          return `('${id}', '${P}', ${rand() < 0.1 ? 'null' : `'${pick([A, B])}'`}, '${pick(days)}', '${time(480 + Math.floor(rand() * 600))}', ${pick([10, 20, 50])}, ${pick([0, 5, 30, 80])})`;
        });
        return `insert into public.gambling_sessions (id, user_id, casino_id, session_date, session_time, coins_in, coins_out) values ${rows.join(', ')}`;
      },
      () =>
        `update public.gambling_sessions set coins_out = coins_out ${pick(['+', '-'])} least(coins_out, 5) where user_id = '${P}' and session_date = '${pick(days)}'`,
      () => `update public.gambling_sessions set notes = 'seen' where user_id = '${P}' and session_date = '${pick(days)}'`,
      () =>
        visits.length
          ? `update public.casino_sessions set final_cash = ${pick(['final_cash', '0', '10', 'null'])} where id = '${pick(visits)}'`
          : 'select 1',
      () => `update public.play_limits set casino_session_loss_limit = ${pick([30, 60, 120, 250])} where id = '${P}'`,
      () =>
        slots.length
          ? `insert into public.w2g_jackpots (user_id, casino_id, session_id, jackpot_date, jackpot_time, amount, tax_withheld, hand_pay)
             select '${P}', g.casino_id, g.id, g.session_date, g.session_time, ${pick([100, 1300])}, ${pick([0, 100])}, ${rand() < 0.5}
               from public.gambling_sessions g where g.id = '${pick(slots)}'`
          : 'select 1',
    ];
    for (let step = 1; step <= 60; step++) {
      const sql = pick(ops)();
      const [was, now] = [await asP(before, sql), await asP(today, sql)];
      expect({ step, sql, now }).toEqual({ step, sql, now: was });
      expect({ step, sql, crossings: await crossings(today) }).toEqual({ step, sql, crossings: await crossings(before) });
    }
    // Not vacuous: the sequence crossed limits.
    expect((await crossings(today)).filter((c) => c.notes.startsWith('R')).length).toBeGreaterThan(2);
  });
});
