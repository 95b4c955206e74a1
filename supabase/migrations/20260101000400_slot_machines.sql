-- =============================================================================
-- Master slot machine catalog and its manufacturers.
-- Readable by every signed-in user; written only by admins.
-- =============================================================================

-- ----------------------------------------------------------------------------
-- slot_machine_manufacturers
-- ----------------------------------------------------------------------------
create table public.slot_machine_manufacturers (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (btrim(name) <> ''),
  website text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.slot_machine_manufacturers enable row level security;
comment on table public.slot_machine_manufacturers is
  'Slot machine manufacturers (for the catalog form''s manufacturer list).';

create trigger slot_machine_manufacturers_set_updated_at
  before update on public.slot_machine_manufacturers
  for each row execute function public.set_updated_at();

-- ----------------------------------------------------------------------------
-- slot_machines
-- ----------------------------------------------------------------------------
create table public.slot_machines (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  machine_number text,
  manufacturer text,
  slot_name text,
  denomination numeric(10, 4) check (denomination >= 0),
  model_year integer check (model_year between 1890 and 2100),
  game_theme text,
  reel_count integer check (reel_count >= 0),
  payline_count integer check (payline_count >= 0),
  min_bet numeric(12, 2) check (min_bet >= 0),
  max_bet numeric(12, 2) check (max_bet >= 0),
  jackpot_type text,
  cabinet_style text,
  screen_type text,
  image_url text,
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint slot_machines_bet_range check (min_bet is null or max_bet is null or min_bet <= max_bet)
);
alter table public.slot_machines enable row level security;
comment on table public.slot_machines is
  'Master slot machine catalog (name required; slot_name is the alternative name shown when present).';

create index slot_machines_name_idx on public.slot_machines (name);

create trigger slot_machines_set_updated_at
  before update on public.slot_machines
  for each row execute function public.set_updated_at();

-- ----------------------------------------------------------------------------
-- Policies
-- ----------------------------------------------------------------------------
create policy "Signed-in users can read manufacturers"
  on public.slot_machine_manufacturers for select to authenticated
  using (true);

create policy "Admins can add manufacturers"
  on public.slot_machine_manufacturers for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins can update manufacturers"
  on public.slot_machine_manufacturers for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can delete manufacturers"
  on public.slot_machine_manufacturers for delete to authenticated
  using ((select public.is_admin()));

create policy "Signed-in users can read slot machines"
  on public.slot_machines for select to authenticated
  using (true);

create policy "Admins can add slot machines"
  on public.slot_machines for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins can update slot machines"
  on public.slot_machines for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can delete slot machines"
  on public.slot_machines for delete to authenticated
  using ((select public.is_admin()));
