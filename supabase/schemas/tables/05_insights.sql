create table stats.slot_insight_months (
  user_id uuid not null,
  kind text not null check ((kind = any (array['casino'::text, 'game'::text, 'weekday'::text, 'hour'::text, 'month'::text]))),
  month date not null check ((month = (date_trunc('month'::text, (month)::timestamptz))::date)),
  key text not null,
  sessions bigint not null,
  timed_sessions bigint not null,
  minutes numeric,
  money_in numeric,
  money_out numeric,
  net numeric,
  net_count bigint not null,
  net_squares numeric,
  winning_sessions bigint not null,
  timed_net numeric not null,
  timed_minutes numeric,
  biggest_win numeric,
  counted_sessions bigint not null,
  bonuses bigint not null,
  timed_bonuses bigint,
  counted_minutes numeric,
  bonus_timed_sessions bigint not null,
  constraint slot_insight_months_pkey primary key (user_id, kind, month, key)
);
comment on table stats.slot_insight_months is 'Per player, kind (casino, game, weekday, hour, month), month of session_date and key: the sums get_play_insights adds up (stats.insight_sums of that month), for slot sessions counted in statistics and not live. A month is rebuilt when a transaction that changed it commits (stats.slot_insight_stale).';
alter table stats.slot_insight_months enable row level security;
grant select on stats.slot_insight_months to authenticated, service_role;

create table stats.slot_insight_stale (
  user_id uuid not null,
  month date not null check ((month = (date_trunc('month'::text, (month)::timestamptz))::date)),
  constraint slot_insight_stale_pkey primary key (user_id, month)
);
comment on table stats.slot_insight_stale is 'Months of a player whose counted slot sessions changed since stats.slot_insight_months was built for them (marked by a statement trigger, cleared when they are rebuilt, at commit). No policy: only the definer functions read it.';
alter table stats.slot_insight_stale enable row level security;
