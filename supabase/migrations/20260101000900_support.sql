-- =============================================================================
-- Support tickets. Status is forced to 'open' on creation and user_display_id is
-- derived from the user id; players read and create their own, admins manage all.
-- =============================================================================

create table public.support_tickets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  user_display_id text,
  subject text not null check (btrim(subject) <> '' and char_length(subject) <= 200),
  category text not null default 'technical'
    check (category in ('technical', 'account', 'billing', 'feature', 'data', 'other')),
  priority text not null default 'medium' check (priority in ('low', 'medium', 'high', 'urgent')),
  description text not null check (btrim(description) <> '' and char_length(description) <= 2000),
  status text not null default 'open' check (status in ('open', 'in_progress', 'resolved', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.support_tickets enable row level security;
comment on table public.support_tickets is
  'Player support tickets. status starts as open; user_display_id = support_display_id(user_id).';

create index support_tickets_user_created_idx on public.support_tickets (user_id, created_at desc);

-- ----------------------------------------------------------------------------
-- support_display_id(uid): 'User-' + 8 digits.
-- Rule (mirrored by the app): take the first 8 hex characters of the user id,
-- parse them as a hexadecimal number, take that value mod 100000000 and
-- left-pad it with zeros to 8 digits.
--   e.g. 'ffffffff-…' -> 4294967295 mod 100000000 = 94967295 -> 'User-94967295'
--        '0000002a-…' -> 42 -> 'User-00000042'
-- ----------------------------------------------------------------------------
create or replace function public.support_display_id(uid uuid)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'User-' || lpad(((('x' || substr(uid::text, 1, 8))::bit(32)::bigint) % 100000000)::text, 8, '0');
$$;

comment on function public.support_display_id(uuid) is
  'User-NNNNNNNN: first 8 hex chars of the id parsed as hex, mod 100000000, zero-padded to 8 digits.';

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

create trigger support_tickets_before_insert
  before insert on public.support_tickets
  for each row execute function public.support_tickets_before_insert();

create trigger support_tickets_set_updated_at
  before update on public.support_tickets
  for each row execute function public.set_updated_at();

create policy "Players can read their own tickets; admins can read all"
  on public.support_tickets for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Players can create their own tickets"
  on public.support_tickets for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Admins can update tickets"
  on public.support_tickets for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can delete tickets"
  on public.support_tickets for delete to authenticated
  using ((select public.is_admin()));
