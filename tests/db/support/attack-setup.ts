import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../../helpers/emulator';
import { readAttackCatalog, type AttackCatalog, type Query } from './attack-catalog';
import { makeFixture, type Fixture } from './attack-fixtures';

/** An emulator with two signed-in players, A (the attacker) and B, B's and A's rows, and the catalog to attack. */
export async function startAttack(): Promise<{
  emu: TestEmulator;
  query: Query;
  catalog: AttackCatalog;
  env: { attacker: SupabaseClient; service: SupabaseClient; f: Fixture };
}> {
  const emu = await startTestEmulator();
  const a = await emu.signUpUser();
  const b = await emu.signUpUser();
  const query: Query = (sql, params) => emu.ctx.db.query<Record<string, unknown>>(sql, params);
  const catalog = await readAttackCatalog(query);
  const f = await makeFixture(emu.service(), a.userId, b.userId);
  return { emu, query, catalog, env: { attacker: a.client, service: emu.service(), f } };
}
