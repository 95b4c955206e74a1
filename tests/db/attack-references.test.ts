import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../helpers/emulator';
import { countByTable, type AttackCatalog } from './support/attack-catalog';
import { startAttack } from './support/attack-setup';
import { VISIBLE_REFERENCES } from './support/attack-rules';
import { attackReferences, shownWords, type Attack } from './support/attack-runner';

/**
 * Every reference from a player's row to a row of another player-owned table, generated from the migrated catalog's
 * foreign keys, attacked through supabase-js as a signed-in player against the emulator: B's row named in an insert
 * and in an update of A's row. Each must be refused (4xx, nothing stored or changed) with plain words, while A's own
 * row (and a catalog machine; for a reaction, comment or report, B's public post) is accepted. A reference added
 * later is attacked without being listed here.
 */
let emu: TestEmulator;
let catalog: AttackCatalog;
let attacks: Attack[];

beforeAll(async () => {
  let env;
  ({ emu, catalog, env } = await startAttack());
  attacks = await attackReferences(env, catalog.references);
  console.log(
    `[attack] references: ${attacks.length} attacks, per table ${JSON.stringify(countByTable(attacks.map((x) => ({ table: x.table, kind: x.outcome }))))}`,
  );
}, 300_000);
afterAll(async () => emu?.close());

describe("every reference to another player's row, attacked", () => {
  it('finds the references in the catalog (none listed by hand)', () => {
    const found = catalog.references.map((r) => `${r.table}.${r.column} -> ${r.target}`);
    for (const r of [
      'w2g_jackpots.session_id -> gambling_sessions',
      'w2g_jackpots.slot_machine_id -> slot_machines',
      'gambling_sessions.slot_machine_id -> slot_machines',
      'trip_costs.trip_id -> trips',
      'trip_costs.casino_session_id -> casino_sessions',
      'trip_comps.casino_session_id -> casino_sessions',
    ]) {
      expect(found).toContain(r);
    }
    // Each reference allowed to name another player's row is one the catalog still has (no stale excuse).
    expect(Object.keys(VISIBLE_REFERENCES).filter((k) => !found.some((r) => r.startsWith(`${k} `)))).toEqual([]);
  });

  it("refuses another player's row in every reference, insert and update, and stores nothing", () => {
    const wrong = attacks.filter((a) => a.outcome !== 'refused' || a.status < 400 || a.status >= 500);
    expect(wrong.map((a) => `${a.name}: ${a.outcome} ${a.status} ${JSON.stringify(a.error)}`)).toEqual([]);
    expect(attacks.length).toBeGreaterThanOrEqual(catalog.references.filter((r) => r.insertable).length);
  });

  it('says it in plain words', () => {
    const raw = attacks.filter((a) => /violates|constraint|foreign key|row-level security/i.test(shownWords(a.error)));
    expect(raw.map((a) => `${a.name}: ${shownWords(a.error)}`)).toEqual([]);
  });
});
