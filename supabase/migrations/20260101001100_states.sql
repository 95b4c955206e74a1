-- =============================================================================
-- state_casino_management: the admin's state-by-state import programme.
-- Admin-only for every command.
-- =============================================================================

create table public.state_casino_management (
  id uuid primary key default gen_random_uuid(),
  state_name text not null unique check (btrim(state_name) <> ''),
  state_code text not null unique check (state_code ~ '^[A-Z]{2}$'),
  priority_level integer not null default 1 check (priority_level between 1 and 5),
  import_status text not null default 'pending'
    check (import_status in ('pending', 'in_progress', 'completed', 'needs_review')),
  total_casinos_count integer not null default 0 check (total_casinos_count >= 0),
  verified_casinos_count integer not null default 0 check (verified_casinos_count >= 0),
  last_import_date timestamptz,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.state_casino_management enable row level security;
comment on table public.state_casino_management is
  'Per-state casino import programme (priority 1-5, import status, counts). Admin only.';

create index state_casino_management_priority_idx on public.state_casino_management (priority_level, state_name);

create trigger state_casino_management_set_updated_at
  before update on public.state_casino_management
  for each row execute function public.set_updated_at();

create policy "Admins can read state management"
  on public.state_casino_management for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can add state management rows"
  on public.state_casino_management for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins can update state management rows"
  on public.state_casino_management for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can delete state management rows"
  on public.state_casino_management for delete to authenticated
  using ((select public.is_admin()));
