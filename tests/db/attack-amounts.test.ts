import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../helpers/emulator';
import { MAX_MONEY } from '../../src/lib/money';
import { countByTable, type AttackCatalog } from './support/attack-catalog';
import { startAttack } from './support/attack-setup';
import { ABOVE_ZERO, BOUND, DERIVED, NOT_AMOUNTS, SIGNED } from './support/attack-rules';
import { amountColumns, attackAmounts, shownWords, type Attack } from './support/attack-runner';

/**
 * Every amount a player can write, generated from the migrated catalog (every numeric column of a table with a
 * policy for the player's own rows), attacked through supabase-js as a signed-in player against the emulator:
 * NaN, ±Infinity, 1e12, the bound plus a cent, a negative (or 0 where it must be above 0) and "abc", in an insert
 * and in an update. Each must be refused (4xx, nothing stored) and worded for the player; a figure a trigger keeps
 * may instead keep its own value. A numeric column added later is attacked without being listed here.
 */
let emu: TestEmulator;
let catalog: AttackCatalog;
let attacks: Attack[];

const RAW = /violates|constraint|numeric|syntax|infinite|overflow/i;

beforeAll(async () => {
  let env;
  ({ emu, catalog, env } = await startAttack());
  attacks = await attackAmounts(env, amountColumns(catalog, NOT_AMOUNTS));
  console.log(
    `[attack] amounts: ${attacks.length} attacks, per table ${JSON.stringify(countByTable(attacks.map((x) => ({ table: x.table, kind: x.outcome }))))}`,
  );
}, 300_000);
afterAll(async () => emu?.close());

describe('every amount a player writes, attacked', () => {
  it('finds the amount columns in the catalog (none listed by hand)', () => {
    const tables = new Set(amountColumns(catalog, NOT_AMOUNTS).map((c) => c.table));
    // The tables the issue names, found, not listed: the suite covers whatever the catalog holds.
    for (const t of [
      'gambling_sessions',
      'casino_sessions',
      'w2g_jackpots',
      'trip_costs',
      'trip_comps',
      'play_limits',
      'casino_win_loss_statements',
    ]) {
      expect(tables.has(t), t).toBe(true);
    }
  });

  it('refuses every bad amount with a 4xx and stores nothing (a trigger-kept figure keeps its own value)', () => {
    const wrong = attacks.filter((a) => !(a.outcome === 'refused' || (a.outcome === 'ignored' && DERIVED.has(a.name.split(' ')[0]))));
    expect(wrong.map((a) => `${a.name}: ${a.outcome} ${a.status} ${JSON.stringify(a.error)}`)).toEqual([]);
    expect(attacks.length).toBeGreaterThan(150);
  });

  it("words every refusal for the player, never Postgres' own message", () => {
    const raw = attacks.filter((a) => a.outcome === 'refused' && RAW.test(shownWords(a.error)));
    expect(raw.map((a) => `${a.name}: ${shownWords(a.error)}`)).toEqual([]);
  });

  it('has one validated money check per amount column, by its rule, with the same bound as the app', async () => {
    expect(MAX_MONEY).toBe(BOUND);
    const { rows } = await emu.ctx.db.query<{ t: string; conname: string; def: string; valid: boolean }>(
      `select conrelid::regclass::text as t, conname, pg_get_constraintdef(oid) as def, convalidated as valid
         from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace`,
    );
    const [{ max }] = (await emu.ctx.db.query<{ max: string }>('select private.max_money()::text as max')).rows;
    expect(Number(max)).toBe(BOUND);
    const missing: string[] = [];
    for (const c of catalog.numeric) {
      const key = `${c.table}.${c.column}`;
      if (key in NOT_AMOUNTS) continue;
      const rule = SIGNED.has(key) || DERIVED.has(key) ? 'money_signed' : ABOVE_ZERO.has(key) ? 'money_above_zero' : 'money';
      const check = rows.find((r) => r.conname === `${c.table}_${c.column}_${rule}`);
      if (!check || !check.valid || !check.def.includes("'NaN'") || !check.def.includes(String(BOUND))) missing.push(`${key} (${rule})`);
    }
    expect(missing).toEqual([]);
  });
});
