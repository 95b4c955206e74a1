import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { createAuthUser, queryAs } from './support/sql-actor';

/**
 * The play limit crossings of one statement read the player's play once, however many rows the statement wrote:
 * a row trigger read the whole day for every slot session written, so 3,500 slot sessions of one day restored with
 * a loss limit set took minutes and held every other player's request meanwhile. The work is counted, not timed:
 * the calls of private.slot_play (the read of a player's play over days) Postgres records per function.
 */
const P = '9d000000-0000-4000-8000-000000000001';
const A = '9d0c0000-0000-4000-8000-00000000000a';
const DAY = '2025-06-14';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
  await createAuthUser(emu.ctx.db, P, 'p@play-limit-work.test');
  await emu.sql(`insert into public.casinos (id, name) values ('${A}', 'Work Alpha');`);
  await emu.sql(`set track_functions = 'all';`);
}, 120_000);
afterAll(async () => emu?.close());

async function slotPlayCalls(): Promise<number> {
  await emu.sql('select pg_stat_force_next_flush();');
  await emu.sql('select pg_stat_clear_snapshot();');
  const { rows } = await emu.ctx.db.query<{ calls: string | null }>(
    `select coalesce(sum(calls), 0)::text as calls from pg_stat_user_functions where schemaname = 'private' and funcname = 'slot_play'`,
  );
  return Number(rows[0].calls);
}

/** Inserts `n` slot sessions at A from `from` on, a minute apart, in one statement, as P; the calls of private.slot_play it made. */
async function insertAt(from: string, n: number): Promise<number> {
  const before = await slotPlayCalls();
  const res = await queryAs(
    emu.ctx.db,
    P,
    `insert into public.gambling_sessions (user_id, casino_id, session_date, session_time, coins_in, coins_out)
     select '${P}', '${A}', '${DAY}', time '${from}' + make_interval(mins => i), 20, 19 from generate_series(1, ${n}) i`,
  );
  expect(res.error).toBeNull();
  return (await slotPlayCalls()) - before;
}

describe('the work of a statement with a loss limit set', () => {
  it('reads the day as often for 200 slot sessions written at once as for 2 (a row trigger read it once per row)', async () => {
    expect(
      (await queryAs(emu.ctx.db, P, `insert into public.play_limits (id, casino_session_loss_limit) values ('${P}', 50)`)).error,
    ).toBeNull();
    const visit = `insert into public.casino_sessions (user_id, casino_id, arrival_date, arrival_time, starting_cash) values ('${P}', '${A}', '${DAY}', '09:00', 1000)`;
    expect((await queryAs(emu.ctx.db, P, visit)).error).toBeNull();
    const few = await insertAt('10:00', 2);
    const many = await insertAt('12:00', 200);
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
  });
});
