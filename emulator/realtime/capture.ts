import type { Db } from '../db';

/** The channel the capture trigger notifies with the queued change's id. */
export const CHANGES_CHANNEL = '_realtime_changes';
const TRIGGER = '_realtime_capture';

/**
 * Emulator plumbing (not part of supabase/): a private queue of row changes, filled by an
 * AFTER ROW trigger on every table of publication supabase_realtime. Security definer, so the
 * writing role needs no grant on the queue.
 */
const SETUP_SQL = `
create schema if not exists _realtime;
revoke all on schema _realtime from public;
create table if not exists _realtime.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  type text not null,
  record json,
  old_record json,
  commit_timestamp timestamptz not null default now()
);
create or replace function _realtime.capture() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  change_id bigint;
begin
  insert into _realtime.changes (schema_name, table_name, type, record, old_record)
  values (
    tg_table_schema, tg_table_name, tg_op,
    case when tg_op in ('INSERT', 'UPDATE') then row_to_json(new) end,
    case when tg_op in ('UPDATE', 'DELETE') then row_to_json(old) end
  )
  returning id into change_id;
  perform pg_notify('${CHANGES_CHANNEL}', change_id::text);
  return null;
end $$;
`;

/** Published tables that have no capture trigger yet. */
const MISSING_SQL = `
select p.schemaname as schema, p.tablename as table
from pg_publication_tables p
join pg_class c on c.relname = p.tablename
join pg_namespace n on n.oid = c.relnamespace and n.nspname = p.schemaname
where p.pubname = 'supabase_realtime' and c.relkind in ('r', 'p')
  and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = '${TRIGGER}')
`;

const quote = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

export async function setupCapture(db: Db): Promise<void> {
  await db.exec(SETUP_SQL);
}

/** Installs the capture trigger on every published table lacking it; returns their names. */
export async function installTriggers(db: Db): Promise<string[]> {
  const missing = (await db.query<{ schema: string; table: string }>(MISSING_SQL)).rows;
  for (const { schema, table } of missing) {
    await db.exec(
      `create trigger ${TRIGGER} after insert or update or delete on ${quote(schema)}.${quote(table)} ` +
        `for each row execute function _realtime.capture()`,
    );
  }
  return missing.map((m) => `${m.schema}.${m.table}`);
}

export interface QueuedChange {
  id: number;
  schema_name: string;
  table_name: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: Date;
}

/** Takes every queued change out of the queue, oldest first. */
export async function takeChanges(db: Db): Promise<QueuedChange[]> {
  const { rows } = await db.query<QueuedChange>('delete from _realtime.changes returning *');
  return rows.map((r) => ({ ...r, id: Number(r.id) })).sort((a, b) => a.id - b.id);
}
