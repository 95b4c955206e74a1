-- =============================================================================
-- Casino directory: casinos and the data-quality score that rates each row.
-- Readable by every signed-in user; written only by admins.
-- =============================================================================

-- ----------------------------------------------------------------------------
-- casinos
-- ----------------------------------------------------------------------------
create table public.casinos (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  location text,
  street_address text,
  city text,
  state text,
  zip_code text,
  phone text,
  website text,
  email text,
  description text,
  image_url text,
  casino_type text check (casino_type in (
    'Resort Casino', 'Tribal Casino', 'Riverboat Casino', 'Racetrack Casino',
    'Commercial Casino', 'Online Casino', 'Other')),
  gaming_machine_class text check (gaming_machine_class in ('Class II', 'Class III', 'Both')),
  age_requirement integer not null default 21 check (age_requirement between 18 and 25),
  slot_machine_count integer check (slot_machine_count >= 0),
  has_table_games boolean not null default false,
  hotel_attached boolean not null default false,
  has_parking boolean not null default false,
  rewards_program text,
  -- Hours as {"general": "24/7"} or per short weekday {"mon": "8:00 AM - 2:00 AM", ...}; empty means the UI's default text '24/7'.
  operating_hours jsonb not null default '{}'::jsonb check (jsonb_typeof(operating_hours) = 'object'),
  amenities text[] not null default '{}',
  dining_options text[] not null default '{}',
  special_features text[] not null default '{}',
  smoking_policy text,
  dress_code text,
  parking_info text,
  latitude numeric(9, 6) check (latitude between -90 and 90),
  longitude numeric(9, 6) check (longitude between -180 and 180),
  -- Admin validation queue (Validation tab: Pending Validation, Flagged Issues, Validated).
  validation_status text not null default 'pending' check (validation_status in ('pending', 'flagged', 'validated', 'duplicate')),
  verification_notes text,
  is_verified boolean not null default false,
  last_verified_at timestamptz,
  data_source text,
  data_quality_score integer not null default 0 check (data_quality_score between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.casinos enable row level security;
comment on table public.casinos is
  'US casino directory. Readable by signed-in users, written by admins. data_quality_score is derived (see casino_quality_score).';

create index casinos_name_idx on public.casinos (name);
create index casinos_state_idx on public.casinos (state);
create index casinos_lat_lng_idx on public.casinos (latitude, longitude);

-- ----------------------------------------------------------------------------
-- Data-quality score rule (0..100): ten equally weighted checks, 10 points each.
--   1 phone            non-blank
--   2 website          non-blank
--   3 address          street_address, city, state and zip_code all non-blank
--   4 coordinates      latitude and longitude both present
--   5 casino_type      present
--   6 operating_hours  at least one day listed
--   7 rewards_program  non-blank
--   8 amenities        at least one
--   9 image_url        non-blank
--  10 gaming_machine_class     present
-- (1-6 are the fields the Data Quality tab lists as "missing".)
-- ----------------------------------------------------------------------------
create or replace function public.casino_quality_score(c public.casinos)
returns integer
language sql
immutable
set search_path = ''
as $$
  select (
      (coalesce(btrim(c.phone), '') <> '')::int
    + (coalesce(btrim(c.website), '') <> '')::int
    + (coalesce(btrim(c.street_address), '') <> '' and coalesce(btrim(c.city), '') <> ''
       and coalesce(btrim(c.state), '') <> '' and coalesce(btrim(c.zip_code), '') <> '')::int
    + (c.latitude is not null and c.longitude is not null)::int
    + (c.casino_type is not null)::int
    + (c.operating_hours is not null and c.operating_hours <> '{}'::jsonb)::int
    + (coalesce(btrim(c.rewards_program), '') <> '')::int
    + (coalesce(cardinality(c.amenities), 0) > 0)::int
    + (coalesce(btrim(c.image_url), '') <> '')::int
    + (c.gaming_machine_class is not null)::int
  ) * 10;
$$;

comment on function public.casino_quality_score(public.casinos) is
  'Data-quality score of one casino row: 10 points for each of phone, website, full address, coordinates, casino_type, operating_hours, rewards_program, amenities, image_url, gaming_machine_class.';

-- Keep the score current on every write; also turn out-of-range coordinates
-- into SQLSTATE 22003 so the admin form shows its "Numeric value out of range" text.
create or replace function public.casinos_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.latitude is not null and (new.latitude < -90 or new.latitude > 90) then
    raise exception 'latitude % is out of range (-90 to 90)', new.latitude using errcode = '22003';
  end if;
  if new.longitude is not null and (new.longitude < -180 or new.longitude > 180) then
    raise exception 'longitude % is out of range (-180 to 180)', new.longitude using errcode = '22003';
  end if;
  new.data_quality_score := public.casino_quality_score(new);
  return new;
end;
$$;

create trigger casinos_before_write
  before insert or update on public.casinos
  for each row execute function public.casinos_before_write();

create trigger casinos_set_updated_at
  before update on public.casinos
  for each row execute function public.set_updated_at();

-- ----------------------------------------------------------------------------
-- Policies
-- ----------------------------------------------------------------------------
create policy "Signed-in users can read casinos"
  on public.casinos for select to authenticated
  using (true);

create policy "Admins can add casinos"
  on public.casinos for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins can update casinos"
  on public.casinos for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can delete casinos"
  on public.casinos for delete to authenticated
  using ((select public.is_admin()));
