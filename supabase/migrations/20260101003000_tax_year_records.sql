-- =============================================================================
-- Tax figures a preparer can sign (issue 24):
-- 1. Casinos are archived, not deleted: records keep their establishment (name and address). Archived
--    casinos are hidden from the directory, lists and pickers (clients filter archived_at is null;
--    nearby_casinos skips them) but stay readable, so every record that names one still shows it.
-- 2. W-2G state fields (boxes 13-15: state, state winnings, state income tax withheld) and hand_pay: a
--    jackpot linked to a slot session that was paid by hand, i.e. NOT in that session's coins out.
-- 3. casino_win_loss_statements: the casino's own win/loss statement figure per year, owner-only.
-- 4. Bad input is refused with a clear message before anything is saved (errcode 23514): a departure
--    before the arrival, a negative amount, a W-2G dated in the future, withholding above the jackpot.
-- =============================================================================

-- 1. Archive ------------------------------------------------------------------
alter table public.casinos add column archived_at timestamptz;
comment on column public.casinos.archived_at is
  'Set when an admin removes the casino from the directory: hidden from lists and pickers, kept on every record that names it.';

create or replace function public.nearby_casinos(
  lat double precision,
  lng double precision,
  radius_miles double precision default 50
)
returns table (
  id uuid,
  name text,
  location text,
  street_address text,
  city text,
  state text,
  zip_code text,
  phone text,
  website text,
  image_url text,
  casino_type text,
  gaming_machine_class text,
  age_requirement integer,
  slot_machine_count integer,
  has_table_games boolean,
  hotel_attached boolean,
  has_parking boolean,
  rewards_program text,
  operating_hours jsonb,
  amenities text[],
  dining_options text[],
  special_features text[],
  latitude numeric,
  longitude numeric,
  data_quality_score integer,
  distance_miles double precision
)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.id, c.name, c.location, c.street_address, c.city, c.state, c.zip_code, c.phone, c.website,
         c.image_url, c.casino_type, c.gaming_machine_class, c.age_requirement, c.slot_machine_count, c.has_table_games,
         c.hotel_attached, c.has_parking, c.rewards_program, c.operating_hours, c.amenities, c.dining_options,
         c.special_features, c.latitude, c.longitude, c.data_quality_score, d.miles
  from public.casinos c
  cross join lateral (
    select 2 * 3959 * asin(least(1, sqrt(
             power(sin(radians(c.latitude::double precision - lat) / 2), 2)
             + cos(radians(lat)) * cos(radians(c.latitude::double precision))
               * power(sin(radians(c.longitude::double precision - lng) / 2), 2)))) as miles
  ) d
  where c.archived_at is null
    and c.latitude is not null and c.longitude is not null
    and c.latitude between lat - radius_miles / 69 and lat + radius_miles / 69
    and c.longitude between lng - radius_miles / 69 and lng + radius_miles / 69
    and d.miles <= radius_miles
  order by d.miles, c.name;
$$;

-- 2. W-2G state fields and hand pay ------------------------------------------
alter table public.w2g_jackpots
  add column state text check (state is null or state ~ '^[A-Z]{2}$'),
  add column state_winnings numeric(12, 2) check (state_winnings is null or state_winnings >= 0),
  add column state_tax_withheld numeric(12, 2) check (state_tax_withheld is null or state_tax_withheld >= 0),
  add column hand_pay boolean not null default false;
comment on column public.w2g_jackpots.state is 'W-2G box 13: the state (two-letter code).';
comment on column public.w2g_jackpots.state_winnings is 'W-2G box 14: state winnings.';
comment on column public.w2g_jackpots.state_tax_withheld is 'W-2G box 15: state income tax withheld.';
comment on column public.w2g_jackpots.hand_pay is
  'True when the jackpot was paid by hand and is not in the coins out of the slot session it is linked to.';

-- 3. Casino win/loss statements ------------------------------------------------
create table public.casino_win_loss_statements (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  casino_id uuid not null references public.casinos (id) on delete cascade,
  tax_year integer not null check (tax_year between 1990 and 2200),
  -- The statement's net figure for the year: positive = the player won, negative = lost.
  net_win_loss numeric(12, 2) not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, casino_id, tax_year)
);
alter table public.casino_win_loss_statements enable row level security;
comment on table public.casino_win_loss_statements is
  'The net win/loss figure of a casino''s own win/loss statement for one tax year, as the player entered it. Owner-only.';
create index casino_win_loss_statements_casino_idx on public.casino_win_loss_statements (casino_id);

create trigger casino_win_loss_statements_set_updated_at
  before update on public.casino_win_loss_statements
  for each row execute function public.set_updated_at();

create policy "Players can read their own win/loss statements"
  on public.casino_win_loss_statements for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Players can add their own win/loss statements"
  on public.casino_win_loss_statements for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Players can update their own win/loss statements"
  on public.casino_win_loss_statements for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Players can delete their own win/loss statements"
  on public.casino_win_loss_statements for delete to authenticated
  using (user_id = (select auth.uid()));


-- 4. Bad input, refused with a clear message ----------------------------------
create or replace function public.w2g_jackpots_check_input()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.amount < 0 or new.tax_withheld < 0 or coalesce(new.state_winnings, 0) < 0 or coalesce(new.state_tax_withheld, 0) < 0 then
    raise exception 'Amounts cannot be negative' using errcode = '23514';
  end if;
  -- One day of grace: the server's day (UTC) can be behind a player's day.
  if new.jackpot_date > current_date + 1
     and (tg_op = 'INSERT' or new.jackpot_date is distinct from old.jackpot_date) then
    raise exception 'A W-2G cannot be dated in the future' using errcode = '23514';
  end if;
  if new.tax_withheld + coalesce(new.state_tax_withheld, 0) > new.amount then
    raise exception 'Tax withheld cannot be more than the jackpot' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger w2g_jackpots_check_input
  before insert or update on public.w2g_jackpots
  for each row execute function public.w2g_jackpots_check_input();

create or replace function public.casino_sessions_check_input()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.starting_cash < 0 or coalesce(new.final_cash, 0) < 0 then
    raise exception 'Amounts cannot be negative' using errcode = '23514';
  end if;
  if new.departure_date is not null
     and (new.departure_date < new.arrival_date
          or (new.departure_date = new.arrival_date and new.departure_time is not null and new.departure_time < new.arrival_time)) then
    raise exception 'Departure cannot be before arrival' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger casino_sessions_check_input
  before insert or update on public.casino_sessions
  for each row execute function public.casino_sessions_check_input();

create or replace function public.gambling_sessions_check_input()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.coins_in < 0 or new.coins_out < 0 then
    raise exception 'Amounts cannot be negative' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger gambling_sessions_check_input
  before insert or update on public.gambling_sessions
  for each row execute function public.gambling_sessions_check_input();
