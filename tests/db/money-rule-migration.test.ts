import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { applyMigrations, bootstrap, openDatabase } from '../../emulator/db';
import { ROOT_DIR } from '../../emulator/config';
import { createAuthUser } from './support/sql-actor';

/**
 * Deploying the money rule and the same-owner checks onto a database that already holds what they refuse (as an
 * attacker could store it before): the migrations warn with a count per table and column, go on, leave those checks
 * NOT VALID (still checking every new or changed row), and README's "Amounts already stored" procedure mends it:
 * correct the rows, rebuild the player's rollups, validate the checks.
 */
const MIGRATIONS = path.join(ROOT_DIR, 'supabase/migrations');
const RULES = ['20260101004800_money_rule.sql', '20260101004801_same_owner_refs.sql'];
const A = '53000000-0000-4000-8000-00000000000a';
const B = '53000000-0000-4000-8000-00000000000b';
const [CASINO, B_MACHINE, S1, S2, S3, SB, W1, TRIP, STATEMENT] = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(
  (n) => `53c00000-0000-4000-8000-${String(n).padStart(12, '0')}`,
);

let db: PGlite;
let dir: string;
const warnings: string[] = [];
const q = async <R>(sql: string) => (await db.query<R>(sql)).rows;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'money-rule-'));
  for (const f of readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql') && f < RULES[0]))
    symlinkSync(path.join(MIGRATIONS, f), path.join(dir, f));
  db = await openDatabase();
  await bootstrap(db);
  await applyMigrations(db, dir);

  await createAuthUser(db, A, 'a@money-rule.test');
  await createAuthUser(db, B, 'b@money-rule.test');
  await db.exec(`
    insert into public.casinos (id, name) values ('${CASINO}', 'Old Casino');
    insert into public.slot_machines (id, name, added_by) values ('${B_MACHINE}', 'B''s typed reels', '${B}');
    insert into public.gambling_sessions (id, user_id, casino_id, session_date, session_time, coins_in, coins_out, slot_machine_id) values
      ('${S1}', '${A}', '${CASINO}', '2025-06-01', '20:00', 100, 40, null),
      ('${S2}', '${A}', '${CASINO}', '2025-06-02', '20:00', 'NaN', 50, null),
      ('${S3}', '${A}', '${CASINO}', '2025-06-03', '20:00', 20, 0, '${B_MACHINE}'),
      ('${SB}', '${B}', '${CASINO}', '2025-06-03', '21:00', 10, 0, null);
    insert into public.w2g_jackpots (id, user_id, casino_id, jackpot_date, amount, tax_withheld, session_id)
      values ('${W1}', '${A}', '${CASINO}', '2025-06-03', 1500, 0, '${SB}');
    insert into public.casino_win_loss_statements (id, user_id, casino_id, tax_year, net_win_loss)
      values ('${STATEMENT}', '${A}', '${CASINO}', 2025, 2000000000);
    insert into public.trips (id, user_id, name, start_date, end_date) values ('${TRIP}', '${A}', 'June', '2025-06-01', '2025-06-03');
    insert into public.trip_costs (user_id, trip_id, kind, amount) values ('${A}', '${TRIP}', 'hotel', 'NaN');`);

  for (const file of RULES) {
    await db.transaction(async (tx) => {
      await tx.exec(readFileSync(path.join(MIGRATIONS, file), 'utf8'), {
        onNotice: (n) => void (n.severity === 'WARNING' && warnings.push(n.message ?? '')),
      });
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [file.slice(0, 14), file]);
    });
  }
  await applyMigrations(db, MIGRATIONS);
}, 600_000);
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const checkValid = async (name: string) =>
  (await q<{ v: boolean }>(`select convalidated as v from pg_constraint where conname = '${name}'`))[0]?.v;

describe('the money rule and same-owner checks deployed over bad rows', () => {
  it('warns with a count per table and column, and goes on', () => {
    expect(warnings).toEqual(
      expect.arrayContaining([
        'Not a number: public.gambling_sessions.coins_in holds NaN or infinity in 1 row(s)',
        'Not a number: public.gambling_sessions.result holds NaN or infinity in 1 row(s)',
        'Not a number: public.trip_costs.amount holds NaN or infinity in 1 row(s)',
        'Not a number: stats.slot_months.coins_in holds NaN or infinity in 1 row(s)',
        'Refused by the money rule: public.gambling_sessions.coins_in in 1 row(s); its check gambling_sessions_coins_in_money stays NOT VALID until they are corrected',
        'Refused by the money rule: public.casino_win_loss_statements.net_win_loss in 1 row(s); its check casino_win_loss_statements_net_win_loss_money_signed stays NOT VALID until they are corrected',
        'Refused by the money rule: public.trip_costs.amount in 1 row(s); its check trip_costs_amount_money_above_zero stays NOT VALID until they are corrected',
        "Another player's row: gambling_sessions.slot_machine_id names one in 1 row(s)",
        "Another player's row: w2g_jackpots.session_id names one in 1 row(s)",
      ]),
    );
    expect(warnings.some((w) => w.startsWith('Amounts already stored that the money rule refuses: '))).toBe(true);
    expect(warnings.some((w) => w.startsWith("References already stored to another player's row: "))).toBe(true);
  });

  it('leaves only the checks of those columns NOT VALID, and they still refuse a new NaN', async () => {
    expect(await checkValid('gambling_sessions_coins_in_money')).toBe(false);
    expect(await checkValid('gambling_sessions_coins_out_money')).toBe(true);
    expect(await checkValid('w2g_jackpots_amount_money')).toBe(true);
    await expect(db.exec(`update public.gambling_sessions set coins_out = 'NaN' where id = '${S1}'`)).rejects.toThrow(
      /gambling_sessions_coins_out_money/,
    );
    await expect(
      db.exec(`insert into public.trip_costs (user_id, trip_id, kind, amount) values ('${A}', '${TRIP}', 'fee', 'NaN')`),
    ).rejects.toThrow(/trip_costs_amount_money_above_zero/);
  });

  it("is mended by README's procedure: correct the rows, rebuild the rollups, validate the checks", async () => {
    await db.exec(`
      update public.gambling_sessions set coins_in = 80 where id = '${S2}';
      update public.casino_win_loss_statements set net_win_loss = -2000 where id = '${STATEMENT}';
      delete from public.trip_costs where amount = 'NaN';
      update public.gambling_sessions set slot_machine_id = null where id = '${S3}';
      update public.w2g_jackpots set session_id = null where id = '${W1}';`);
    // A sum that took the NaN keeps it: the rows alone do not mend the rollups.
    expect(await q(`select net::text from stats.slot_months where user_id = '${A}'`)).toEqual([{ net: 'NaN' }]);
    await db.exec(`select private.rebuild_play_rollups('${A}')`);
    for (const [table, check] of [
      ['gambling_sessions', 'gambling_sessions_coins_in_money'],
      ['casino_win_loss_statements', 'casino_win_loss_statements_net_win_loss_money_signed'],
      ['trip_costs', 'trip_costs_amount_money_above_zero'],
      ['gambling_sessions', 'gambling_sessions_net_result_money_signed'],
      ['gambling_sessions', 'gambling_sessions_result_money_signed'],
    ]) {
      if ((await checkValid(check)) === false) await db.exec(`alter table public.${table} validate constraint ${check}`);
      expect(await checkValid(check), check).toBe(true);
    }
    // June 2025, by hand: S1 100 in 40 out (-60), S2 80 in 50 out (-30), S3 20 in 0 out (-20).
    expect(
      await q(
        `select month::text, sessions::int, coins_in::text, coins_out::text, net::text from stats.slot_months where user_id = '${A}'`,
      ),
    ).toEqual([{ month: '2025-06-01', sessions: 3, coins_in: '200.00', coins_out: '90.00', net: '-110.00' }]);
    const stale = await q<{ n: number }>(`select count(*)::int as n from stats.slot_insight_months where user_id = '${A}' and net = 'NaN'`);
    expect(stale).toEqual([{ n: 0 }]);
  });
});
