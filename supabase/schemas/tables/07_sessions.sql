create table public.casino_sessions (
  id uuid default gen_random_uuid() primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  casino_id uuid references public.casinos(id) on delete restrict,
  arrival_date date default current_date not null,
  arrival_time time without time zone default LOCALTIME(0) not null,
  departure_date date,
  departure_time time without time zone,
  starting_cash numeric(12,2) default 0 not null,
  additional_cash jsonb default '[]'::jsonb not null check ((jsonb_typeof(additional_cash) = 'array'::text)),
  total_cash_in numeric(12,2) default 0 not null,
  final_cash numeric(12,2),
  net_result numeric(12,2),
  notes text check (((notes is null) or (char_length(notes) <= 2000))),
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  people_present text check (((people_present is null) or (char_length(people_present) <= 200))),
  constraint casino_sessions_final_cash_money check (((final_cash <> 'NaN'::numeric) and (final_cash >= (0)::numeric) and (final_cash <= 999999999.99))),
  constraint casino_sessions_net_result_money_signed check (((net_result <> 'NaN'::numeric) and (net_result >= '-999999999.99'::numeric) and (net_result <= 999999999.99))),
  constraint casino_sessions_starting_cash_money check (((starting_cash <> 'NaN'::numeric) and (starting_cash >= (0)::numeric) and (starting_cash <= 999999999.99))),
  constraint casino_sessions_total_cash_in_money_signed check (((total_cash_in <> 'NaN'::numeric) and (total_cash_in >= '-999999999.99'::numeric) and (total_cash_in <= 999999999.99)))
);
comment on table public.casino_sessions is 'Casino visits. Active while final_cash is null; net_result = final_cash - (starting_cash + added cash), null while active.';
comment on column public.casino_sessions.people_present is 'Who was present (the gambling diary''s "people present"); optional free text.';
create index casino_sessions_casino_idx on public.casino_sessions (casino_id);
create index casino_sessions_user_arrival_idx on public.casino_sessions (user_id, arrival_date desc);
alter table public.casino_sessions enable row level security;

create table public.gambling_sessions (
  id uuid default gen_random_uuid() primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  casino_id uuid references public.casinos(id) on delete restrict,
  slot_machine_id uuid references public.slot_machines(id) on delete set null,
  session_date date default current_date not null,
  session_time time without time zone default LOCALTIME(0) not null,
  coins_in numeric(12,2) default 0 not null,
  coins_out numeric(12,2) default 0 not null,
  net_result numeric(12,2),
  include_in_daily_totals boolean default true not null,
  notes text check (((notes is null) or (char_length(notes) <= 2000))),
  casino_slot_machine_id text check (((casino_slot_machine_id is null) or (char_length(casino_slot_machine_id) <= 100))),
  additional_cash jsonb default '[]'::jsonb not null check ((jsonb_typeof(additional_cash) = 'array'::text)),
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  people_present text check (((people_present is null) or (char_length(people_present) <= 200))),
  import_key text check (((import_key is null) or (char_length(import_key) <= 100))),
  is_live boolean default false not null,
  end_date date,
  end_time time without time zone,
  money_in_entries jsonb default '[]'::jsonb not null check ((jsonb_typeof(money_in_entries) = 'array'::text)),
  cash_out_id uuid,
  jackpot_net numeric(12,2) default 0 not null,
  result numeric(12,2) default 0 not null,
  session_weekday smallint generated always as ((EXTRACT(isodow FROM session_date))::smallint) stored,
  free_play numeric(12,2) default 0 not null,
  bonus_count integer check ((bonus_count >= 0)),
  jackpot_count integer check ((jackpot_count >= 0)),
  counter_taps jsonb default '[]'::jsonb not null check ((jsonb_typeof(counter_taps) = 'array'::text)),
  constraint gambling_sessions_user_import_key_key unique (user_id, import_key),
  constraint gambling_sessions_coins_in_money check (((coins_in <> 'NaN'::numeric) and (coins_in >= (0)::numeric) and (coins_in <= 999999999.99))),
  constraint gambling_sessions_coins_out_money check (((coins_out <> 'NaN'::numeric) and (coins_out >= (0)::numeric) and (coins_out <= 999999999.99))),
  constraint gambling_sessions_free_play_money check (((free_play <> 'NaN'::numeric) and (free_play >= (0)::numeric) and (free_play <= 999999999.99))),
  constraint gambling_sessions_free_play_within_money_in check (((free_play >= (0)::numeric) and (free_play <= coins_in))),
  constraint gambling_sessions_jackpot_net_money_signed check (((jackpot_net <> 'NaN'::numeric) and (jackpot_net >= '-999999999.99'::numeric) and (jackpot_net <= 999999999.99))),
  constraint gambling_sessions_net_result_money_signed check (((net_result <> 'NaN'::numeric) and (net_result >= '-999999999.99'::numeric) and (net_result <= 999999999.99))),
  constraint gambling_sessions_result_money_signed check (((result <> 'NaN'::numeric) and (result >= '-999999999.99'::numeric) and (result <= 999999999.99)))
);
comment on table public.gambling_sessions is 'Slot play sessions. net_result = coins_out - coins_in (trigger). include_in_daily_totals false keeps a session out of statistics.';
comment on column public.gambling_sessions.people_present is 'Who was present (the gambling diary''s "people present"); optional free text.';
comment on column public.gambling_sessions.import_key is 'Set by the CSV import (hash of the row); unique per player so a re-import adds nothing.';
comment on column public.gambling_sessions.is_live is 'True while the session runs at the machine (started, not cashed out). At most one per player.';
comment on column public.gambling_sessions.end_date is 'The day the session ended (Cash out sets it); optional.';
comment on column public.gambling_sessions.end_time is 'The time the session ended (Cash out sets it); optional.';
comment on column public.gambling_sessions.money_in_entries is 'Money put in while live: [{id, amount, at}] (the id makes a replay add nothing).';
comment on column public.gambling_sessions.cash_out_id is 'The client-made id of the Cash out that ended the live session (a replay of it is the same success).';
comment on column public.gambling_sessions.jackpot_net is 'Sum over the W2Gs linked to this session (same player): the amount of a hand pay, else the federal + state tax withheld. Trigger-maintained.';
comment on column public.gambling_sessions.result is 'The session''s result (R4'' of 20260101004200_free_play): coins_out - (coins_in - free_play) + jackpot_net. Trigger-maintained.';
comment on column public.gambling_sessions.session_weekday is 'ISO day of the week of session_date (1 Monday .. 7 Sunday), generated; the Sessions list filters by it.';
comment on column public.gambling_sessions.free_play is 'How much of coins_in was the casino''s free play (0 <= free_play <= coins_in). Not the player''s own money: result = coins_out - (coins_in - free_play) + jackpot_net.';
comment on column public.gambling_sessions.bonus_count is 'Bonuses hit, tapped at the machine; null when not counted.';
comment on column public.gambling_sessions.jackpot_count is 'Jackpots hit, tapped at the machine; null when not counted.';
comment on column public.gambling_sessions.counter_taps is 'The counter taps: [{id, counter, at}] (the id makes a replay count nothing).';
create index gambling_sessions_casino_idx on public.gambling_sessions (casino_id);
create index gambling_sessions_insights_idx on public.gambling_sessions (user_id, session_date) include (session_time, end_date, end_time, casino_id, slot_machine_id, coins_in, coins_out, free_play, jackpot_net, result, include_in_daily_totals, is_live, bonus_count);
create unique index gambling_sessions_one_live_per_user on public.gambling_sessions (user_id) where is_live;
create index gambling_sessions_sightings_casino_idx on public.gambling_sessions (casino_id, session_date) include (slot_machine_id, user_id);
create index gambling_sessions_sightings_game_idx on public.gambling_sessions (slot_machine_id, session_date) include (casino_id, user_id);
create index gambling_sessions_slot_machine_idx on public.gambling_sessions (slot_machine_id);
create index gambling_sessions_user_date_idx on public.gambling_sessions (user_id, session_date desc);
alter table public.gambling_sessions enable row level security;
