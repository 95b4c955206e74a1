create table public.trips (
  id uuid default gen_random_uuid() primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  name text not null check (((char_length(btrim(name)) >= 1) and (char_length(btrim(name)) <= 100))),
  start_date date not null,
  end_date date not null,
  casino_ids uuid[] default '{}'::uuid[] not null,
  notes text check (((notes is null) or (char_length(notes) <= 2000))),
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint trips_at_most_a_year check (((end_date - start_date) <= 365)),
  constraint trips_end_after_start check ((end_date >= start_date))
);
comment on table public.trips is 'A player''s trip: name, first and last day, optional casinos (empty: any) and notes. Its days'' play at its casinos belongs to it; a player''s trips never overlap (trigger).';
comment on column public.trips.casino_ids is 'The casinos whose play belongs to the trip; empty: every casino.';
create index trips_user_start_idx on public.trips (user_id, start_date desc);
alter table public.trips enable row level security;
revoke all on public.trips from anon;

create table public.trip_comps (
  id uuid default gen_random_uuid() primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  trip_id uuid references public.trips(id) on delete cascade,
  casino_session_id uuid references public.casino_sessions(id) on delete cascade,
  kind text not null check ((kind = any (array['room'::text, 'food'::text, 'show'::text, 'other'::text]))),
  value numeric(12,2) not null,
  note text check (((note is null) or (char_length(note) <= 500))),
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint trip_comps_on_one_thing check ((num_nonnulls(trip_id, casino_session_id) = 1)),
  constraint trip_comps_value_money_above_zero check (((value <> 'NaN'::numeric) and (value > (0)::numeric) and (value <= 999999999.99)))
);
comment on table public.trip_comps is 'What a casino gave on a trip or a casino session (room, food, show, other) and its value. Shown apart: never added to a gambling or trip figure.';
comment on column public.trip_comps.updated_at is 'The version an edit is made on: moved by every update (set_updated_at).';
create index trip_comps_casino_session_idx on public.trip_comps (casino_session_id);
create index trip_comps_trip_idx on public.trip_comps (trip_id);
create index trip_comps_user_idx on public.trip_comps (user_id);
alter table public.trip_comps enable row level security;
revoke all on public.trip_comps from anon;

create table public.trip_costs (
  id uuid default gen_random_uuid() primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  trip_id uuid references public.trips(id) on delete cascade,
  casino_session_id uuid references public.casino_sessions(id) on delete cascade,
  kind text not null check ((kind = any (array['hotel'::text, 'travel'::text, 'food'::text, 'fee'::text, 'other'::text]))),
  amount numeric(12,2) not null,
  note text check (((note is null) or (char_length(note) <= 500))),
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint trip_costs_amount_money_above_zero check (((amount <> 'NaN'::numeric) and (amount > (0)::numeric) and (amount <= 999999999.99))),
  constraint trip_costs_on_one_thing check ((num_nonnulls(trip_id, casino_session_id) = 1))
);
comment on table public.trip_costs is 'What a trip or a casino session cost (hotel, travel, food, ATM/cash-advance fee, other). Never a gambling loss: only the trip''s whole result subtracts it.';
comment on column public.trip_costs.updated_at is 'The version an edit is made on: moved by every update (set_updated_at).';
create index trip_costs_casino_session_idx on public.trip_costs (casino_session_id);
create index trip_costs_trip_idx on public.trip_costs (trip_id);
create index trip_costs_user_idx on public.trip_costs (user_id);
alter table public.trip_costs enable row level security;
revoke all on public.trip_costs from anon;

create table public.trip_suggestion_dismissals (
  id uuid default gen_random_uuid() primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  start_date date not null,
  end_date date not null,
  created_at timestamptz default now() not null,
  constraint trip_suggestion_dismissals_dates check ((end_date >= start_date))
);
comment on table public.trip_suggestion_dismissals is 'The days of a trip suggestion the player dismissed: no suggestion touching them is made again.';
create index trip_suggestion_dismissals_user_idx on public.trip_suggestion_dismissals (user_id, start_date);
alter table public.trip_suggestion_dismissals enable row level security;
revoke all on public.trip_suggestion_dismissals from anon;
