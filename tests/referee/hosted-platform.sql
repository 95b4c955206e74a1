-- =============================================================================
-- hosted-platform.sql — what a hosted Supabase project has around emulator/bootstrap.sql that PGlite
-- cannot show: a real superuser (supabase_admin) distinct from the `postgres` role that
-- `supabase db push` and `psql $DATABASE_URL` use, schema ownership, and the limits on `postgres`.
-- Run by tests/referee/native-db.ts as supabase_admin, after emulator/bootstrap.sql, before any
-- migration. Migrations and seed.sql then run as `postgres`, as they do on the hosted platform.
-- =============================================================================

-- The role developers connect as: not a superuser (hosted: createrole createdb replication bypassrls).
-- Roles belong to the cluster: a second database prepared the same way (native-db.ts's emptyDatabase) finds it.
do $$
begin
  if not exists (select from pg_roles where rolname = 'postgres') then
    create role postgres login createrole createdb replication bypassrls;
  end if;
end
$$;
grant anon, authenticated, service_role to postgres;
grant authenticator to postgres;

-- The database belongs to postgres, so `public` (owned by pg_database_owner) is postgres's schema.
do $$ begin execute format('alter database %I owner to postgres', current_database()); end $$;

-- Extensions live in `extensions` (hosted: uuid-ossp and pgcrypto are installed there).
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
grant usage on schema extensions to postgres;

-- Objects postgres creates in public are exposed to the API roles (hosted: default privileges for postgres).
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;

-- auth belongs to supabase_auth_admin; postgres may read and write its tables (the seed creates
-- users), reference auth.users and put triggers on it, but not alter it.
alter schema auth owner to supabase_auth_admin;
do $$
declare r record;
begin
  for r in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'auth' and c.relkind in ('r', 'S', 'p') loop
    execute format('alter table auth.%I owner to supabase_auth_admin', r.relname);
  end loop;
  for r in select p.oid::regprocedure as f from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname = 'auth' loop
    execute format('alter function %s owner to supabase_auth_admin', r.f);
  end loop;
end
$$;
grant usage on schema auth to postgres;
grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;
grant execute on all functions in schema auth to postgres;

-- storage belongs to supabase_storage_admin. Hosted lets postgres create policies on storage.objects
-- through supautils' policy grants; plain Postgres only lets the owner's members do that, so postgres
-- is made a member, and the event trigger below refuses every other change to storage's objects.
alter schema storage owner to supabase_storage_admin;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
grant usage on schema storage to postgres;
grant all on all tables in schema storage to postgres;
grant supabase_storage_admin to postgres;

-- The migration ledger is the Supabase CLI's, created as postgres.
alter schema supabase_migrations owner to postgres;
alter table supabase_migrations.schema_migrations owner to postgres;
alter table supabase_migrations.seed_files owner to postgres;

-- Migrations add their tables to the realtime publication (hosted: owned by postgres).
alter publication supabase_realtime owner to postgres;

-- Hosted Supabase refuses DDL by postgres on the platform's schemas except policies on their tables
-- and triggers on auth.users (and, since 2025, no new objects in auth or storage).
-- (Kept in its own schema, outside the API and outside what the security linter inspects.)
create schema referee;
create or replace function referee.guard_platform_schemas() returns event_trigger
language plpgsql
as $$
declare r record;
begin
  if current_user <> 'postgres' then return; end if;
  for r in select * from pg_event_trigger_ddl_commands() loop
    if r.schema_name in ('auth', 'storage')
       and r.command_tag not in ('CREATE POLICY', 'ALTER POLICY', 'CREATE TRIGGER', 'GRANT', 'REVOKE', 'COMMENT') then
      raise exception 'hosted Supabase does not allow % on %.% (schema % belongs to the platform)',
        r.command_tag, r.schema_name, r.object_identity, r.schema_name;
    end if;
  end loop;
end
$$;
create event trigger referee_guard_platform_schemas on ddl_command_end
  execute function referee.guard_platform_schemas();
revoke all on function referee.guard_platform_schemas() from public;
