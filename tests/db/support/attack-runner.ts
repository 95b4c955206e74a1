/**
 * Runs the generated attacks through supabase-js as the signed-in player A: every amount column of a table A writes
 * with every bad value (insert and update), and every reference to another player-owned table with B's row. Each
 * attack has a control that must succeed (a valid value, A's own row), so a refusal is the rule's, not a bad row.
 * The service role checks afterwards that nothing was stored or changed.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { playerRefusal } from '../../../src/lib/write-errors';
import type { AttackCatalog, CatalogColumn, ReferenceColumn } from './attack-catalog';
import { BASE_ROWS, TARGETS, type Fixture } from './attack-fixtures';
import { DERIVED, VISIBLE_REFERENCES, badAmounts, goodAmounts } from './attack-rules';

export interface Attack {
  /** e.g. 'gambling_sessions.coins_in insert NaN' */
  name: string;
  table: string;
  kind: 'amount' | 'reference';
  /** refused: 4xx and nothing changed; ignored: a trigger-kept figure kept its own value; accepted / failed (5xx): a defect. */
  outcome: 'refused' | 'ignored' | 'accepted' | 'failed';
  status: number;
  error: { code?: string; message?: string; hint?: string } | null;
}

export interface AttackEnv {
  attacker: SupabaseClient;
  service: SupabaseClient;
  f: Fixture;
  /** Called before each request group (the referee labels the exchanges with it). */
  label?: (name: string) => void;
}

type Row = Record<string, unknown>;

/** What the app shows for a refusal: the player's words (write-errors' playerRefusal), or the server's message as it is. */
export const shownWords = (error: Attack['error']): string => playerRefusal(error)?.message ?? error?.message ?? '';
const json = (v: unknown) => JSON.stringify(v);

function baseRow(table: string, id: string, f: Fixture, column?: string, value?: unknown): Row {
  const spec = BASE_ROWS[table];
  if (!spec) throw new Error(`no valid row of ${table} for the attack suite: add one to BASE_ROWS`);
  const row = spec.row(id, f);
  if (column === undefined) return row;
  return { ...row, ...spec.with?.[column]?.(value), [column]: value };
}

const keyOf = (table: string, id: string, f: Fixture) => BASE_ROWS[table]?.key?.(f) ?? id;

async function stored(env: AttackEnv, table: string, key: string): Promise<Row | null> {
  const { data, error } = await env.service.from(table).select('*').eq('id', key).maybeSingle();
  if (error) throw new Error(`service read of ${table} failed: ${json(error)}`);
  return data as Row | null;
}

async function remove(env: AttackEnv, table: string, key: string): Promise<void> {
  const { error } = await env.service.from(table).delete().eq('id', key);
  if (error) throw new Error(`service delete of ${table} failed: ${json(error)}`);
}

/** Inserts as A and reads what was stored (then deletes it). */
async function insertAs(env: AttackEnv, name: string, table: string, row: Row) {
  const key = keyOf(table, String(row.id), env.f);
  if (BASE_ROWS[table]?.key) await remove(env, table, key);
  env.label?.(name);
  const { error, status } = await env.attacker.from(table).insert(row);
  const after = await stored(env, table, key);
  if (after) await remove(env, table, key);
  return { error, status, after };
}

/** A control insert must be accepted and stored (else the attacks beside it would prove nothing); returns the row. */
async function control(env: AttackEnv, name: string, table: string, row: Row): Promise<Row> {
  const { error, status, after } = await insertAs(env, `${name} (control)`, table, row);
  if (error || !after) throw new Error(`control ${name} was refused (${status}): ${json(error)}`);
  return after;
}

/** An attack insert: refused (4xx, nothing stored), or for a trigger-kept figure `derived`, stored with its own value. */
async function attackInsert(env: AttackEnv, name: string, table: string, row: Row, derived?: { column: string; expected: unknown }) {
  const { error, status, after } = await insertAs(env, name, table, row);
  const refused = status >= 400 && status < 500 && !after;
  const ignored = !error && !!after && !!derived && json(after[derived.column]) === json(derived.expected);
  const outcome: Attack['outcome'] = refused ? 'refused' : ignored ? 'ignored' : status >= 500 ? 'failed' : 'accepted';
  return { status, error, outcome };
}

/** Updates A's row `key` as A; an attack must leave it as it was. */
async function tryUpdate(env: AttackEnv, name: string, table: string, key: string, patch: Row) {
  const before = await stored(env, table, key);
  env.label?.(name);
  const { error, status } = await env.attacker.from(table).update(patch).eq('id', key);
  const after = await stored(env, table, key);
  const same = json({ ...after, updated_at: null }) === json({ ...before, updated_at: null });
  const outcome: Attack['outcome'] = status >= 500 ? 'failed' : same ? (error ? 'refused' : 'ignored') : 'accepted';
  return { status, error, outcome };
}

/** A's row of `table` for the update attacks (created by the service role, deleted after). */
async function ownRow(env: AttackEnv, table: string, column?: string, value?: unknown): Promise<string> {
  const row = baseRow(table, randomUUID(), env.f, column, value);
  const key = keyOf(table, String(row.id), env.f);
  await remove(env, table, key);
  const { error } = await env.service.from(table).insert(row);
  if (error) throw new Error(`service insert of ${table} failed: ${json(error)}`);
  return key;
}

export async function attackAmounts(env: AttackEnv, columns: CatalogColumn[]): Promise<Attack[]> {
  const out: Attack[] = [];
  for (const c of columns) {
    const key = `${c.table}.${c.column}`;
    const derived = DERIVED.has(key);
    if (c.insertable) {
      // What the trigger makes of the base row: the value a sent one must be replaced with.
      const plain = await control(env, `${key} insert`, c.table, baseRow(c.table, randomUUID(), env.f));
      if (!derived) {
        for (const v of goodAmounts(key, c.typeMax))
          await control(env, `${key} insert ${v}`, c.table, baseRow(c.table, randomUUID(), env.f, c.column, v));
      }
      for (const v of badAmounts(key)) {
        const name = `${key} insert ${json(v)}`;
        const expected = derived ? { column: c.column, expected: plain[c.column] } : undefined;
        const r = await attackInsert(env, name, c.table, baseRow(c.table, randomUUID(), env.f, c.column, v), expected);
        out.push({ name, table: c.table, kind: 'amount', outcome: r.outcome, status: r.status, error: r.error });
      }
    }
    if (c.updatable) {
      const row = await ownRow(env, c.table);
      for (const v of badAmounts(key)) {
        const name = `${key} update ${json(v)}`;
        const r = await tryUpdate(env, name, c.table, row, { [c.column]: v });
        // Unchanged without a refusal is the API saying yes to a value it dropped: only a trigger-kept figure may.
        const outcome = r.outcome === 'ignored' && !derived ? 'accepted' : r.outcome;
        out.push({ name, table: c.table, kind: 'amount', outcome, status: r.status, error: r.error });
      }
      await remove(env, c.table, row);
    }
  }
  return out;
}

export async function attackReferences(env: AttackEnv, refs: ReferenceColumn[]): Promise<Attack[]> {
  const out: Attack[] = [];
  for (const ref of refs) {
    const key = `${ref.table}.${ref.column}`;
    const target = TARGETS[ref.target];
    if (!target) throw new Error(`no rows of ${ref.target} for the attack on ${key}: add them to TARGETS`);
    const visible = key in VISIBLE_REFERENCES;
    if (visible && !target.visible) throw new Error(`${key} names another player's visible row, and ${ref.target} has none in TARGETS`);
    const allowed = visible ? [target.visible!(env.f)] : target.own(env.f);
    const attack = target.others(env.f);
    if (ref.insertable) {
      for (const v of allowed) await control(env, `${key} insert ${v}`, ref.table, baseRow(ref.table, randomUUID(), env.f, ref.column, v));
      const name = `${key} insert another player's ${ref.target}`;
      const r = await attackInsert(env, name, ref.table, baseRow(ref.table, randomUUID(), env.f, ref.column, attack));
      out.push({ name, table: ref.table, kind: 'reference', outcome: r.outcome, status: r.status, error: r.error });
    }
    if (ref.updatable) {
      const row = await ownRow(env, ref.table, ref.column, allowed[0]);
      const name = `${key} update to another player's ${ref.target}`;
      const r = await tryUpdate(env, name, ref.table, row, { [ref.column]: attack });
      out.push({
        name,
        table: ref.table,
        kind: 'reference',
        outcome: r.outcome === 'ignored' ? 'accepted' : r.outcome,
        status: r.status,
        error: r.error,
      });
      await remove(env, ref.table, row);
    }
  }
  return out;
}

/** The amount columns to attack: every numeric column a player writes, but the NOT_AMOUNTS. */
export function amountColumns(catalog: AttackCatalog, notAmounts: Record<string, string>): CatalogColumn[] {
  return catalog.numeric.filter((c) => (c.insertable || c.updatable) && !(`${c.table}.${c.column}` in notAmounts));
}
