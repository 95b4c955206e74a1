-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function public.support_display_id(uid uuid)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'User-' || lpad(((('x' || substr(uid::text, 1, 8))::bit(32)::bigint) % 100000000)::text, 8, '0');
$$;
comment on function public.support_display_id(uid uuid) is 'User-NNNNNNNN: first 8 hex chars of the id parsed as hex, mod 100000000, zero-padded to 8 digits.';

create or replace function public.support_tickets_before_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.status := 'open';
  new.user_display_id := public.support_display_id(new.user_id);
  return new;
end;
$$;
