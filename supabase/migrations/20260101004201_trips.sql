-- =============================================================================
-- Trips, with what they really cost (issue 39, items 1 and 2).
--
--   trips                        a name, first and last day, optional notes and
--                                casinos (empty: every casino). The casino
--                                sessions, slot sessions and W2Gs of its days (at
--                                its casinos) belong to it. A player's trips never
--                                share a day: an overlapping trip is refused with
--                                the other trip's name and dates.
--   trip_costs                   hotel, travel, food & drink, ATM/cash-advance fee,
--                                other: on a trip or on a casino session (exactly
--                                one), an amount above 0 and a note.
--   trip_comps                   room, food, show, other: the same, with a value.
--   trip_suggestion_dismissals   the days of a suggested trip the player
--                                dismissed: a suggestion touching them is never
--                                made again.
--
-- Costs and comps are never part of a gambling gain or loss (no function of
-- 20260101003700_one_night or the tax engine reads them); the trip's whole
-- result (20260101004202_trip_report) is its gambling net minus its costs, with
-- the comps' value shown apart.
--
-- Every write carries a client-made id (offline outbox, exactly once); every row
-- is its owner's only, refused with a clear message by the checks below.
-- =============================================================================

-- ----------------------------------------------------------------------------
-- trips
-- ----------------------------------------------------------------------------
create table public.trips (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 100),
  start_date date not null,
  end_date date not null,
  casino_ids uuid[] not null default '{}',
  notes text check (notes is null or char_length(notes) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint trips_end_after_start check (end_date >= start_date),
  constraint trips_at_most_a_year check (end_date - start_date <= 365)
);
alter table public.trips enable row level security;
comment on table public.trips is
  'A player''s trip: name, first and last day, optional casinos (empty: any) and notes. Its days'' play at its casinos belongs to it; a player''s trips never overlap (trigger).';
comment on column public.trips.casino_ids is 'The casinos whose play belongs to the trip; empty: every casino.';

create index trips_user_start_idx on public.trips (user_id, start_date desc);

-- Checks with the player's words, then no two trips of a player share a day. The advisory lock (per player) makes
-- two trips saved at once from two devices wait for each other, so the second sees the first.
create function private.trips_check()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_other record;
begin
  new.name := btrim(new.name);
  if new.name = '' then
    raise exception 'A trip needs a name' using errcode = '23514';
  end if;
  if new.end_date < new.start_date then
    raise exception 'A trip cannot end before it starts' using errcode = '23514';
  end if;
  if new.end_date - new.start_date > 365 then
    raise exception 'A trip can last at most a year' using errcode = '23514';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('trips/' || new.user_id::text, 0));
  select t.name, t.start_date, t.end_date into v_other
    from public.trips t
   where t.user_id = new.user_id and t.id <> new.id
     and t.start_date <= new.end_date and t.end_date >= new.start_date
   order by t.start_date
   limit 1;
  if found then
    raise exception 'This trip shares days with your trip "%" (% to %): change its dates first', v_other.name,
      to_char(v_other.start_date, 'Mon FMDD, YYYY'), to_char(v_other.end_date, 'Mon FMDD, YYYY')
      using errcode = '23P01', hint = 'overlap';
  end if;
  return new;
end;
$$;

comment on function private.trips_check() is
  'Trigger: a trip''s name is not blank, it ends on or after its start and within a year, and shares no day with another trip of its player (23P01, hint overlap).';
revoke execute on function private.trips_check() from public, anon, authenticated;

create trigger trips_check
  before insert or update of name, start_date, end_date, user_id on public.trips
  for each row execute function private.trips_check();

create trigger trips_set_updated_at
  before update on public.trips
  for each row execute function public.set_updated_at();

-- ----------------------------------------------------------------------------
-- trip_costs and trip_comps
-- ----------------------------------------------------------------------------
create table public.trip_costs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  trip_id uuid references public.trips (id) on delete cascade,
  casino_session_id uuid references public.casino_sessions (id) on delete cascade,
  kind text not null check (kind in ('hotel', 'travel', 'food', 'fee', 'other')),
  amount numeric(12, 2) not null constraint trip_costs_amount_above_zero check (amount > 0),
  note text check (note is null or char_length(note) <= 500),
  created_at timestamptz not null default now(),
  constraint trip_costs_on_one_thing check (num_nonnulls(trip_id, casino_session_id) = 1)
);
alter table public.trip_costs enable row level security;
comment on table public.trip_costs is
  'What a trip or a casino session cost (hotel, travel, food, ATM/cash-advance fee, other). Never a gambling loss: only the trip''s whole result subtracts it.';

create index trip_costs_user_idx on public.trip_costs (user_id);
create index trip_costs_trip_idx on public.trip_costs (trip_id);
create index trip_costs_casino_session_idx on public.trip_costs (casino_session_id);

create table public.trip_comps (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  trip_id uuid references public.trips (id) on delete cascade,
  casino_session_id uuid references public.casino_sessions (id) on delete cascade,
  kind text not null check (kind in ('room', 'food', 'show', 'other')),
  value numeric(12, 2) not null constraint trip_comps_value_above_zero check (value > 0),
  note text check (note is null or char_length(note) <= 500),
  created_at timestamptz not null default now(),
  constraint trip_comps_on_one_thing check (num_nonnulls(trip_id, casino_session_id) = 1)
);
alter table public.trip_comps enable row level security;
comment on table public.trip_comps is
  'What a casino gave on a trip or a casino session (room, food, show, other) and its value. Shown apart: never added to a gambling or trip figure.';

create index trip_comps_user_idx on public.trip_comps (user_id);
create index trip_comps_trip_idx on public.trip_comps (trip_id);
create index trip_comps_casino_session_idx on public.trip_comps (casino_session_id);

-- A cost or comp goes only on the writer's own trip or casino session (a foreign key alone would accept another
-- player's id: its check does not see row level security). Security invoker: the caller's RLS hides the others'.
create function private.trip_money_check()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_amount numeric := case tg_table_name when 'trip_costs' then (to_jsonb(new) ->> 'amount')::numeric
                                          else (to_jsonb(new) ->> 'value')::numeric end;
begin
  if v_amount is null or v_amount <= 0 then
    raise exception 'The amount must be more than 0' using errcode = '23514';
  end if;
  if num_nonnulls(new.trip_id, new.casino_session_id) <> 1 then
    raise exception 'Put it on one trip or one casino session' using errcode = '23514';
  end if;
  if new.trip_id is not null
     and not exists (select 1 from public.trips t where t.id = new.trip_id and t.user_id = new.user_id) then
    raise exception 'This trip is not yours' using errcode = '42501';
  end if;
  if new.casino_session_id is not null
     and not exists (select 1 from public.casino_sessions cs where cs.id = new.casino_session_id and cs.user_id = new.user_id) then
    raise exception 'This casino session is not yours' using errcode = '42501';
  end if;
  return new;
end;
$$;

comment on function private.trip_money_check() is
  'Trigger of trip_costs / trip_comps: an amount above 0, on exactly one trip or casino session, and that one the writer''s own (42501 otherwise).';
revoke execute on function private.trip_money_check() from public, anon, authenticated;

create trigger trip_costs_check
  before insert or update on public.trip_costs
  for each row execute function private.trip_money_check();
create trigger trip_comps_check
  before insert or update on public.trip_comps
  for each row execute function private.trip_money_check();

-- ----------------------------------------------------------------------------
-- trip_suggestion_dismissals
-- ----------------------------------------------------------------------------
create table public.trip_suggestion_dismissals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  start_date date not null,
  end_date date not null,
  created_at timestamptz not null default now(),
  constraint trip_suggestion_dismissals_dates check (end_date >= start_date)
);
alter table public.trip_suggestion_dismissals enable row level security;
comment on table public.trip_suggestion_dismissals is
  'The days of a trip suggestion the player dismissed: no suggestion touching them is made again.';

create index trip_suggestion_dismissals_user_idx on public.trip_suggestion_dismissals (user_id, start_date);

-- ----------------------------------------------------------------------------
-- Policies: owner only, one per command; no one else (not even an admin) reads a player's trips.
-- ----------------------------------------------------------------------------
create policy "Players can read their own trips" on public.trips for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Players can add their own trips" on public.trips for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Players can update their own trips" on public.trips for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Players can delete their own trips" on public.trips for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can read their own trip costs" on public.trip_costs for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Players can add their own trip costs" on public.trip_costs for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Players can update their own trip costs" on public.trip_costs for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Players can delete their own trip costs" on public.trip_costs for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can read their own trip comps" on public.trip_comps for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Players can add their own trip comps" on public.trip_comps for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Players can update their own trip comps" on public.trip_comps for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Players can delete their own trip comps" on public.trip_comps for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can read their own dismissed trip suggestions" on public.trip_suggestion_dismissals
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Players can dismiss trip suggestions" on public.trip_suggestion_dismissals
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Players can delete their own dismissed trip suggestions" on public.trip_suggestion_dismissals
  for delete to authenticated using (user_id = (select auth.uid()));

-- A player with a verified second factor reads and writes trips, costs and comps from an aal2 session only (as
-- the play records they sit beside, 20260101003300_mfa_aal2).
do $$
declare
  t record;
  cmd text;
begin
  for t in select * from (values ('trips', 'trips'), ('trip_costs', 'trip costs'), ('trip_comps', 'trip comps')) as v (table_name, label)
  loop
    foreach cmd in array array['select', 'insert', 'update', 'delete'] loop
      execute format(
        'create policy %I on public.%I as restrictive for %s to authenticated %s %s',
        format('Enrolled players need aal2 to %s %s', cmd, t.label), t.table_name, cmd,
        case when cmd = 'insert' then '' else 'using ((select private.require_aal()))' end,
        case when cmd in ('insert', 'update') then 'with check ((select private.require_aal()))' else '' end);
    end loop;
  end loop;
end
$$;

grant select, insert, update, delete on public.trips, public.trip_costs, public.trip_comps to authenticated;
grant select, insert, delete on public.trip_suggestion_dismissals to authenticated;
revoke all on public.trips, public.trip_costs, public.trip_comps, public.trip_suggestion_dismissals from anon;
