/**
 * What the money rule's checks and the same-owner triggers (migrations …4800_money_rule, …4801_same_owner_refs) add
 * to a large write: one player's 20,000 slot sessions on catalog machines and 2,000 W2Gs linked to them, inserted in
 * one statement each (as Restore my data does), with the checks and triggers on, then for another player with them
 * off (same database, same rows), three times each, alternating. Prints; never asserts.
 */
import path from 'node:path';
import { applyMigrations, bootstrap, openDatabase } from '../emulator/db';
import { ROOT_DIR } from '../emulator/config';
import { fmt } from './stats-util';

const SESSIONS = 20_000;
const JACKPOTS = 2_000;

const RULES = [
  ['gambling_sessions', 'gambling_sessions_same_owner_insert'],
  ['w2g_jackpots', 'w2g_jackpots_same_owner_insert'],
] as const;

export default async function run(): Promise<void> {
  const db = await openDatabase();
  await bootstrap(db);
  await applyMigrations(db, path.join(ROOT_DIR, 'supabase/migrations'));
  await db.exec(`insert into public.casinos (id, name) values ('b0000000-0000-4000-8000-00000000c001', 'Bench Casino');
    insert into public.slot_machines (name) select 'Bench Slot ' || i from generate_series(1, 50) i;`);
  const checks = (
    await db.query<{ t: string; name: string; def: string }>(
      `select conrelid::regclass::text as t, conname as name, pg_get_constraintdef(oid) as def from pg_constraint
        where conrelid in ('public.gambling_sessions'::regclass, 'public.w2g_jackpots'::regclass) and conname ~ '_money(_signed|_above_zero)?$'`,
    )
  ).rows;

  let rulesOn = true;
  const setRules = async (on: boolean) => {
    if (on === rulesOn) return;
    for (const [t, trigger] of RULES) await db.exec(`alter table public.${t} ${on ? 'enable' : 'disable'} trigger ${trigger}`);
    for (const c of checks)
      await db.exec(on ? `alter table ${c.t} add constraint ${c.name} ${c.def}` : `alter table ${c.t} drop constraint ${c.name}`);
    rulesOn = on;
  };
  const write = async (n: number): Promise<number> => {
    const user = `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    await db.exec(`insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at)
      values ('${user}', 'authenticated', 'authenticated', 'bench${n}@money.test', '{}', now());`);
    const t0 = performance.now();
    await db.exec(`with m as (select array_agg(id order by name) ids from public.slot_machines where added_by is null)
      insert into public.gambling_sessions (user_id, casino_id, slot_machine_id, session_date, session_time, coins_in, coins_out)
      select '${user}', 'b0000000-0000-4000-8000-00000000c001', m.ids[1 + i % 50], date '2020-01-01' + (i % 1500), '20:00', 100 + i % 400, (i * 7919) % 600
        from generate_series(1, ${SESSIONS}) i, m;
      insert into public.w2g_jackpots (user_id, casino_id, slot_machine_id, session_id, jackpot_date, amount, tax_withheld, w2g_received)
      select g.user_id, g.casino_id, g.slot_machine_id, g.id, g.session_date, 1200 + (row_number() over (order by g.id)) % 5000, 0, true
        from public.gambling_sessions g where g.user_id = '${user}' order by g.id limit ${JACKPOTS};`);
    return performance.now() - t0;
  };

  const times: Record<'on' | 'off', number[]> = { on: [], off: [] };
  let n = 1;
  for (let round = 0; round < 3; round++) {
    for (const on of [true, false]) {
      await setRules(on);
      times[on ? 'on' : 'off'].push(await write(n++));
    }
  }
  await setRules(true);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `${SESSIONS.toLocaleString('en-US')} slot sessions + ${JACKPOTS.toLocaleString('en-US')} linked W2Gs, one insert each (PGlite in this process): ` +
      `money checks and same-owner triggers on ${fmt(median(times.on))} [${times.on.map(fmt).join(', ')}], ` +
      `off ${fmt(median(times.off))} [${times.off.map(fmt).join(', ')}]`,
  );
  await db.close();
}
