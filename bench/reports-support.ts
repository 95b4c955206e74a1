/** Shared by the reports benches. */
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

let registered = false;

/** Lets this process import the app's modules, which use the '@/…' alias (Vite / tsconfig.app) for src/. */
export function registerAppAlias(): void {
  if (registered) return;
  registered = true;
  const srcUrl = pathToFileURL(path.resolve(import.meta.dirname, '../src') + '/').href;
  register(
    'data:text/javascript,' +
      encodeURIComponent(`export async function resolve(s, c, next) {
        return next(s.startsWith('@/') ? new URL(s.slice(2), ${JSON.stringify(srcUrl)}).href : s, c);
      }`),
  );
}

/** Imports a module of the app by its path under src/ (after registerAppAlias). */
export function importApp<T>(rel: string): Promise<T> {
  registerAppAlias();
  return import(pathToFileURL(path.resolve(import.meta.dirname, '../src', rel)).href) as Promise<T>;
}

/**
 * SQL that creates a player (auth.users row), 20 casinos, 50 slot machines (every other with a slot_name)
 * and `count` W-2G jackpots spread over 2025, a third with tax withheld, notes cycling through `notes`.
 */
export function jackpotSeedSql(opts: { user: string; email: string; count: number; notes: string[] }): string {
  const notes = opts.notes.map((n) => `'${n.replace(/'/g, "''")}'`).join(', ');
  return `
insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at)
values ('${opts.user}', 'authenticated', 'authenticated', '${opts.email}', '{}', now());
insert into public.casinos (name) select 'Bench Casino ' || i from generate_series(1, 20) i;
insert into public.slot_machines (name, slot_name) select 'Bench Slot ' || i, case when i % 2 = 0 then 'Alt ' || i end
  from generate_series(1, 50) i;
with c as (select array_agg(id order by name) ids from public.casinos),
     m as (select array_agg(id order by name) ids from public.slot_machines)
insert into public.w2g_jackpots (user_id, casino_id, slot_machine_id, jackpot_date, jackpot_time, amount, tax_withheld, notes)
select '${opts.user}', c.ids[1 + i % 20], case when i % 7 = 0 then null else m.ids[1 + i % 50] end,
       date '2025-01-01' + (i % 365), make_time(i % 24, (i * 7) % 60, 0),
       1200 + (i * 7919) % 8800, case when i % 3 = 0 then 288 else 0 end,
       (array[${notes}, null])[1 + i % ${opts.notes.length + 1}]
from generate_series(1, ${opts.count}) i, c, m;
`;
}
