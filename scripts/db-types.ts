/**
 * `npm run db:types`: writes src/lib/database.types.ts from the migrated schema, in the
 * format of `supabase gen types typescript` (Tables/Views/Functions/Enums with Row/Insert/Update
 * and Relationships). It boots bootstrap + supabase/migrations into an in-memory PGlite, which is
 * exactly the schema the emulator serves.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { applyMigrations, bootstrap, openDatabase } from '../emulator/db';
import { ROOT_DIR } from '../emulator/config';
import { renderDatabaseTypes, type CatalogColumn, type CatalogFunction, type CatalogRelationship, type CatalogEnum } from './db-types-render';

const db = await openDatabase();
await bootstrap(db);
await applyMigrations(db, path.join(ROOT_DIR, 'supabase/migrations'));

const columns = await db.query<CatalogColumn>(`
  select c.relname as table_name, c.relkind as kind, a.attname as column_name, a.attnum as position,
         format_type(a.atttypid, a.atttypmod) as formatted_type,
         t.typname as type_name, t.typcategory as type_category,
         et.typname as elem_type_name, et.typtype as elem_typtype, t.typtype as typtype,
         not a.attnotnull as nullable,
         (a.atthasdef or a.attidentity <> '') as has_default,
         (a.attgenerated <> '' or a.attidentity = 'a') as generated
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
  left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
  where n.nspname = 'public' and c.relkind in ('r','v','m','p') and a.attnum > 0 and not a.attisdropped
  order by c.relname, a.attnum`);

const relationships = await db.query<CatalogRelationship>(`
  select con.conname as name, src.relname as table_name, dst.relname as referenced_table,
         array(select att.attname from unnest(con.conkey) with ordinality k(n, i)
               join pg_attribute att on att.attrelid = con.conrelid and att.attnum = k.n order by k.i) as columns,
         array(select att.attname from unnest(con.confkey) with ordinality k(n, i)
               join pg_attribute att on att.attrelid = con.confrelid and att.attnum = k.n order by k.i) as referenced_columns,
         exists (select 1 from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p','u')
                 and (select array_agg(x order by x) from unnest(u.conkey) x) = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
  from pg_constraint con
  join pg_class src on src.oid = con.conrelid
  join pg_namespace sn on sn.oid = src.relnamespace
  join pg_class dst on dst.oid = con.confrelid
  join pg_namespace dn on dn.oid = dst.relnamespace
  where con.contype = 'f' and sn.nspname = 'public' and dn.nspname = 'public'
  order by src.relname, con.conname`);

const functions = await db.query<CatalogFunction>(`
  select p.proname as name, p.proretset as returns_set,
         coalesce(p.proargnames, array[]::text[]) as arg_names,
         coalesce(p.proargmodes::text[], array[]::text[]) as arg_modes,
         array(select format_type(x, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) x) as arg_types,
         p.pronargdefaults as n_defaults, p.pronargs as n_args,
         format_type(p.prorettype, null) as return_type,
         rt.typtype as return_typtype, rc.relname as return_relation
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  left join pg_class rc on rc.oid = rt.typrelid and rc.relkind in ('r','v','c')
  where n.nspname = 'public' and p.prokind = 'f'
    and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    and p.prorettype <> 'trigger'::regtype
  order by p.proname`);

const enums = await db.query<CatalogEnum>(`
  select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
  from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
  where n.nspname = 'public' group by t.typname order by t.typname`);

await db.close();
const out = renderDatabaseTypes(columns.rows, relationships.rows, functions.rows, enums.rows);
const file = path.join(ROOT_DIR, 'src/lib/database.types.ts');
writeFileSync(file, out);
console.log(`[db:types] wrote ${path.relative(ROOT_DIR, file)}`);
