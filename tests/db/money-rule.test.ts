import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { moneyAmountSchema } from '../../src/lib/money-schema';
import { MAX_MONEY } from '../../src/lib/money';
import { seededRandom } from '../../src/test/seeded-random';

/**
 * The money rule is written twice: as the database's checks (migration …4800_money_rule.sql: a slot session's money in
 * is a `money` amount) and as the app's `moneyAmountSchema` (src/lib/money-schema.ts). Over generated amounts, sent
 * as an API payload carries them (the number's JSON text; NaN and infinities as the strings PostgREST reads), the two
 * accept the same ones and store the same cents.
 */
let emu: TestEmulator;
const BOUND = 999_999_999.99;

/** Plain cents across every magnitude, sub-cent values, the edges of the bound and of 0, and what JSON cannot say. */
function amounts(): number[] {
  const random = seededRandom(53);
  const out: number[] = [];
  for (let i = 0; i < 1500; i++) {
    const magnitude = 10 ** (random() * 10.2 - 1); // 0.1 … ~1.6e9
    const decimals = i % 3 === 0 ? 2 : i % 3 === 1 ? 3 : 5;
    const n = Math.round(magnitude * 10 ** decimals) / 10 ** decimals;
    out.push(i % 7 === 0 ? -n : n);
  }
  for (const edge of [
    BOUND,
    -BOUND,
    0.01,
    0.005,
    0.004999,
    0.0049,
    1.005,
    2.675,
    1e-7,
    5e-324,
    1e12,
    1e21,
    Number.MAX_VALUE,
    123456789.125,
  ])
    for (const d of [-0.01, -0.005, -0.001, 0, 0.001, 0.005, 0.01]) out.push(edge + d, -(edge + d));
  out.push(0, -0, Number.NaN, Infinity, -Infinity);
  return out;
}

beforeAll(async () => {
  emu = await startTestEmulator();
  // A column of the money rule, checked as gambling_sessions.coins_in is (its definition read from the catalog).
  const [{ def }] = (
    await emu.ctx.db.query<{ def: string }>(
      "select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'gambling_sessions_coins_in_money'",
    )
  ).rows;
  await emu.sql(`create schema money_probe;
    create table money_probe.t (coins_in numeric(12, 2), constraint rule ${def});
    create function money_probe.try(vals jsonb) returns table (ok boolean, stored numeric) language plpgsql as $$
    declare v jsonb;
    begin
      for v in select e from jsonb_array_elements(vals) e loop
        begin
          insert into money_probe.t select * from jsonb_populate_record(null::money_probe.t, jsonb_build_object('coins_in', v))
          returning t.coins_in into stored;
          ok := true;
        exception when others then
          ok := false; stored := null;
        end;
        return next;
      end loop;
    end $$;`);
}, 300_000);
afterAll(async () => emu?.close());

describe('the money rule, in the database and in moneyAmountSchema', () => {
  it('has one bound', async () => {
    const [{ max }] = (await emu.ctx.db.query<{ max: string }>('select private.max_money()::text as max')).rows;
    expect(Number(max)).toBe(MAX_MONEY);
    expect(MAX_MONEY).toBe(BOUND);
  });

  it('accepts and refuses the same generated amounts, and stores the same cents', async () => {
    const values = amounts();
    // The payload's text: a number's JSON form, or the string PostgREST turns into NaN / an infinity.
    const payload = values.map((v) => (Number.isFinite(v) ? v : String(v)));
    const { rows } = await emu.ctx.db.query<{ ok: boolean; stored: string | null }>(
      'select ok, stored::text from money_probe.try($1::jsonb)',
      [JSON.stringify(payload)],
    );
    expect(rows).toHaveLength(values.length);
    const differ = values.flatMap((v, i) => {
      const app = moneyAmountSchema.safeParse(v);
      const db = rows[i];
      const same = app.success === db.ok && (!app.success || app.data === Number(db.stored));
      return same
        ? []
        : [`${JSON.stringify(payload[i])}: app ${app.success ? app.data : 'refuses'}, database ${db.ok ? db.stored : 'refuses'}`];
    });
    expect(differ).toEqual([]);
    // Both answers occur often: the comparison is not one-sided.
    expect(rows.filter((r) => r.ok).length).toBeGreaterThan(500);
    expect(rows.filter((r) => !r.ok).length).toBeGreaterThan(300);
  });
});
