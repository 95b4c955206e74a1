create table stats.casino_months (
  user_id uuid not null,
  month date not null check ((month = (date_trunc('month'::text, (month)::timestamptz))::date)),
  sessions bigint not null,
  visits bigint not null,
  cash_in numeric not null,
  cash_out numeric not null,
  net numeric not null,
  constraint casino_months_pkey primary key (user_id, month)
);
comment on table stats.casino_months is 'Per player and month of arrival_date, completed casino sessions only: their count, visits (distinct casino and arrival_date), total_cash_in, final_cash and net_result sums (trigger-maintained).';
alter table stats.casino_months enable row level security;
grant select on stats.casino_months to authenticated, service_role;

create table stats.slot_casino_wins (
  user_id uuid not null,
  grain text not null check ((grain = any (array['month'::text, 'year'::text]))),
  period date not null,
  casino_id uuid not null,
  won numeric not null,
  sessions bigint default 0 not null,
  constraint slot_casino_wins_pkey primary key (user_id, grain, period, casino_id),
  constraint slot_casino_wins_check check ((period = (date_trunc(grain, (period)::timestamptz))::date))
);
comment on table stats.slot_casino_wins is 'Per player, month or year (grain, period = its first day) and casino: won = the net (sum of result, R4'') of the included slot sessions there, and how many (trigger-maintained; Most Won names the largest positive one).';
alter table stats.slot_casino_wins enable row level security;
grant select on stats.slot_casino_wins to authenticated, service_role;

create table stats.slot_machine_wins (
  user_id uuid not null,
  grain text not null check ((grain = any (array['month'::text, 'year'::text]))),
  period date not null,
  slot_machine_id uuid not null,
  won numeric not null,
  sessions bigint default 0 not null,
  constraint slot_machine_wins_pkey primary key (user_id, grain, period, slot_machine_id),
  constraint slot_machine_wins_check check ((period = (date_trunc(grain, (period)::timestamptz))::date))
);
comment on table stats.slot_machine_wins is 'Per player, month or year (grain, period = its first day) and slot machine: won = the net (sum of result, R4'') of the included slot sessions on it, and how many (trigger-maintained; Most Won names the largest positive one).';
alter table stats.slot_machine_wins enable row level security;
grant select on stats.slot_machine_wins to authenticated, service_role;

create table stats.slot_months (
  user_id uuid not null,
  month date not null check ((month = (date_trunc('month'::text, (month)::timestamptz))::date)),
  sessions bigint not null,
  coins_in numeric not null,
  coins_out numeric not null,
  net numeric not null,
  free_play numeric default 0 not null,
  constraint slot_months_pkey primary key (user_id, month)
);
comment on table stats.slot_months is 'Per player and month of session_date: count, coins_in, coins_out and free_play sums and the sum of result (R4'') of slot sessions with include_in_daily_totals (trigger-maintained).';
alter table stats.slot_months enable row level security;
grant select on stats.slot_months to authenticated, service_role;
