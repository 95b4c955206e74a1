-- =============================================================================
-- Play statistics rollups: per-month (and per-year) aggregates of each
-- player's sessions, kept exact by triggers, so get_play_stats reads a few
-- dozen small rows instead of every session the player ever logged.
--
-- The rollups live in schema stats, which the Data API does not expose.
-- Players can read their own rows (get_play_stats stays security invoker);
-- only the trigger functions (security definer) write them.
--   stats.slot_months        per (player, month): included slot sessions, coin sums
--   stats.casino_months      per (player, month): completed visits, cash sums
--   stats.slot_casino_wins   per (player, month | year, casino): winnings
--   stats.slot_machine_wins  per (player, month | year, machine): winnings
-- Periods of get_play_stats are whole months, whole years or everything (today
-- is read from the sessions directly), so months are the finest grain needed.
-- A row whose session count (or winnings) falls to zero is deleted.
-- =============================================================================

create schema if not exists stats;
comment on schema stats is
  'Derived statistics (rollups of public sessions) maintained by triggers; not exposed through the Data API.';
revoke all on schema stats from public;
grant usage on schema stats to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- Tables (the primary keys index (user_id, month) and (user_id, grain, period)).
-- ----------------------------------------------------------------------------
create table stats.slot_months (
  user_id uuid not null,
  month date not null check (month = date_trunc('month', month)::date),
  sessions bigint not null,
  coins_in numeric not null,
  coins_out numeric not null,
  net numeric not null,
  primary key (user_id, month)
);
alter table stats.slot_months enable row level security;
comment on table stats.slot_months is
  'Per player and month of session_date: count, coins_in, coins_out and net_result sums of slot sessions with include_in_daily_totals (trigger-maintained).';

create table stats.casino_months (
  user_id uuid not null,
  month date not null check (month = date_trunc('month', month)::date),
  sessions bigint not null,
  visits bigint not null,
  cash_in numeric not null,
  cash_out numeric not null,
  net numeric not null,
  primary key (user_id, month)
);
alter table stats.casino_months enable row level security;
comment on table stats.casino_months is
  'Per player and month of arrival_date, completed casino sessions only: their count, visits (distinct casino and arrival_date), total_cash_in, final_cash and net_result sums (trigger-maintained).';

create table stats.slot_casino_wins (
  user_id uuid not null,
  grain text not null check (grain in ('month', 'year')),
  period date not null check (period = date_trunc(grain, period)::date),
  casino_id uuid not null,
  won numeric not null,
  primary key (user_id, grain, period, casino_id)
);
alter table stats.slot_casino_wins enable row level security;
comment on table stats.slot_casino_wins is
  'Per player, month or year (grain, period = its first day) and casino: sum of net_result of included slot sessions with net_result > 0 (trigger-maintained).';

create table stats.slot_machine_wins (
  user_id uuid not null,
  grain text not null check (grain in ('month', 'year')),
  period date not null check (period = date_trunc(grain, period)::date),
  slot_machine_id uuid not null,
  won numeric not null,
  primary key (user_id, grain, period, slot_machine_id)
);
alter table stats.slot_machine_wins enable row level security;
comment on table stats.slot_machine_wins is
  'Per player, month or year (grain, period = its first day) and slot machine: sum of net_result of included slot sessions with net_result > 0 (trigger-maintained).';

grant select on stats.slot_months, stats.casino_months, stats.slot_casino_wins, stats.slot_machine_wins
  to authenticated, service_role;

create policy "Players can read their own monthly slot totals"
  on stats.slot_months for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Players can read their own monthly casino visit totals"
  on stats.casino_months for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Players can read their own winnings per casino"
  on stats.slot_casino_wins for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Players can read their own winnings per slot machine"
  on stats.slot_machine_wins for select to authenticated
  using ((select auth.uid()) = user_id);

-- ----------------------------------------------------------------------------
-- Backfill from the rows that exist now (the triggers below keep it exact).
-- ----------------------------------------------------------------------------
insert into stats.slot_months (user_id, month, sessions, coins_in, coins_out, net)
select user_id, date_trunc('month', session_date)::date, count(*), sum(coins_in), sum(coins_out),
       coalesce(sum(net_result), 0)
from public.gambling_sessions
where include_in_daily_totals is not false
group by 1, 2;

insert into stats.casino_months (user_id, month, sessions, visits, cash_in, cash_out, net)
select user_id, date_trunc('month', arrival_date)::date, count(*), count(distinct (casino_id, arrival_date)),
       sum(total_cash_in), sum(final_cash), coalesce(sum(net_result), 0)
from public.casino_sessions
where final_cash is not null
group by 1, 2;

insert into stats.slot_casino_wins (user_id, grain, period, casino_id, won)
select g.user_id, gr.grain, date_trunc(gr.grain, g.session_date)::date, g.casino_id, sum(g.net_result)
from public.gambling_sessions g
cross join (values ('month'), ('year')) as gr (grain)
where g.include_in_daily_totals is not false and g.net_result > 0 and g.casino_id is not null
group by 1, 2, 3, 4;

insert into stats.slot_machine_wins (user_id, grain, period, slot_machine_id, won)
select g.user_id, gr.grain, date_trunc(gr.grain, g.session_date)::date, g.slot_machine_id, sum(g.net_result)
from public.gambling_sessions g
cross join (values ('month'), ('year')) as gr (grain)
where g.include_in_daily_totals is not false and g.net_result > 0 and g.slot_machine_id is not null
group by 1, 2, 3, 4;

-- ----------------------------------------------------------------------------
-- Maintenance helpers: add (p_sign = 1) or remove (p_sign = -1) one session's
-- contribution. Not executable by API roles; run from the triggers below.
-- ----------------------------------------------------------------------------
create or replace function stats.apply_slot_session(
  p_user uuid, p_day date, p_casino uuid, p_machine uuid,
  p_coins_in numeric, p_coins_out numeric, p_net numeric, p_sign integer)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_month date := date_trunc('month', p_day)::date;
  v_year date := date_trunc('year', p_day)::date;
begin
  insert into stats.slot_months as t (user_id, month, sessions, coins_in, coins_out, net)
  values (p_user, v_month, p_sign, p_sign * p_coins_in, p_sign * p_coins_out, p_sign * coalesce(p_net, 0))
  on conflict (user_id, month) do update
    set sessions = t.sessions + excluded.sessions,
        coins_in = t.coins_in + excluded.coins_in,
        coins_out = t.coins_out + excluded.coins_out,
        net = t.net + excluded.net;
  if p_sign < 0 then
    delete from stats.slot_months where user_id = p_user and month = v_month and sessions = 0;
  end if;

  if p_net > 0 and p_casino is not null then
    insert into stats.slot_casino_wins as t (user_id, grain, period, casino_id, won)
    values (p_user, 'month', v_month, p_casino, p_sign * p_net), (p_user, 'year', v_year, p_casino, p_sign * p_net)
    on conflict (user_id, grain, period, casino_id) do update set won = t.won + excluded.won;
    if p_sign < 0 then
      delete from stats.slot_casino_wins
      where user_id = p_user and casino_id = p_casino and won = 0
        and ((grain = 'month' and period = v_month) or (grain = 'year' and period = v_year));
    end if;
  end if;

  if p_net > 0 and p_machine is not null then
    insert into stats.slot_machine_wins as t (user_id, grain, period, slot_machine_id, won)
    values (p_user, 'month', v_month, p_machine, p_sign * p_net), (p_user, 'year', v_year, p_machine, p_sign * p_net)
    on conflict (user_id, grain, period, slot_machine_id) do update set won = t.won + excluded.won;
    if p_sign < 0 then
      delete from stats.slot_machine_wins
      where user_id = p_user and slot_machine_id = p_machine and won = 0
        and ((grain = 'month' and period = v_month) or (grain = 'year' and period = v_year));
    end if;
  end if;
end;
$$;

create or replace function stats.apply_casino_session(
  p_user uuid, p_day date, p_cash_in numeric, p_cash_out numeric, p_net numeric, p_sign integer)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_month date := date_trunc('month', p_day)::date;
begin
  insert into stats.casino_months as t (user_id, month, sessions, visits, cash_in, cash_out, net)
  values (p_user, v_month, p_sign, 0, p_sign * p_cash_in, p_sign * p_cash_out, p_sign * coalesce(p_net, 0))
  on conflict (user_id, month) do update
    set sessions = t.sessions + excluded.sessions,
        cash_in = t.cash_in + excluded.cash_in,
        cash_out = t.cash_out + excluded.cash_out,
        net = t.net + excluded.net;
  -- Visits: recount the month from the sessions (index on user and arrival
  -- date). The row lock taken above orders concurrent writers of this month,
  -- and this statement's fresh snapshot sees what they committed.
  update stats.casino_months t
  set visits = (select count(distinct (cs.casino_id, cs.arrival_date))
                from public.casino_sessions cs
                where cs.user_id = p_user and cs.final_cash is not null
                  and cs.arrival_date >= v_month and cs.arrival_date < v_month + interval '1 month')
  where t.user_id = p_user and t.month = v_month;
  if p_sign < 0 then
    delete from stats.casino_months where user_id = p_user and month = v_month and sessions = 0;
  end if;
end;
$$;

revoke execute on function stats.apply_slot_session(uuid, date, uuid, uuid, numeric, numeric, numeric, integer)
  from public, anon, authenticated, service_role;
revoke execute on function stats.apply_casino_session(uuid, date, numeric, numeric, numeric, integer)
  from public, anon, authenticated, service_role;

-- ----------------------------------------------------------------------------
-- Triggers. An UPDATE removes the old row's contribution and adds the new
-- one's, so moving a session between days, players, casinos or machines, and
-- toggling include_in_daily_totals or final_cash, stay exact.
-- ----------------------------------------------------------------------------
create or replace function stats.gambling_sessions_rollup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
     and (old.user_id, old.session_date, old.casino_id, old.slot_machine_id, old.coins_in, old.coins_out,
          old.net_result, old.include_in_daily_totals)
         is not distinct from
         (new.user_id, new.session_date, new.casino_id, new.slot_machine_id, new.coins_in, new.coins_out,
          new.net_result, new.include_in_daily_totals) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    if old.include_in_daily_totals is not false then
      perform stats.apply_slot_session(old.user_id, old.session_date, old.casino_id, old.slot_machine_id,
                                       old.coins_in, old.coins_out, old.net_result, -1);
    end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    if new.include_in_daily_totals is not false then
      perform stats.apply_slot_session(new.user_id, new.session_date, new.casino_id, new.slot_machine_id,
                                       new.coins_in, new.coins_out, new.net_result, 1);
    end if;
  end if;
  return null;
end;
$$;

create or replace function stats.casino_sessions_rollup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
     and (old.user_id, old.arrival_date, old.casino_id, old.total_cash_in, old.final_cash, old.net_result)
         is not distinct from
         (new.user_id, new.arrival_date, new.casino_id, new.total_cash_in, new.final_cash, new.net_result) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    if old.final_cash is not null then
      perform stats.apply_casino_session(old.user_id, old.arrival_date, old.total_cash_in, old.final_cash,
                                         old.net_result, -1);
    end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    if new.final_cash is not null then
      perform stats.apply_casino_session(new.user_id, new.arrival_date, new.total_cash_in, new.final_cash,
                                         new.net_result, 1);
    end if;
  end if;
  return null;
end;
$$;

-- TRUNCATE fires no row triggers: empty the matching rollups with it.
create or replace function stats.gambling_sessions_truncated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  truncate stats.slot_months, stats.slot_casino_wins, stats.slot_machine_wins;
  return null;
end;
$$;

create or replace function stats.casino_sessions_truncated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  truncate stats.casino_months;
  return null;
end;
$$;

revoke execute on function stats.gambling_sessions_rollup(), stats.casino_sessions_rollup(),
  stats.gambling_sessions_truncated(), stats.casino_sessions_truncated()
  from public, anon, authenticated, service_role;

create trigger gambling_sessions_rollup
  after insert or update or delete on public.gambling_sessions
  for each row execute function stats.gambling_sessions_rollup();

create trigger gambling_sessions_truncated
  after truncate on public.gambling_sessions
  for each statement execute function stats.gambling_sessions_truncated();

create trigger casino_sessions_rollup
  after insert or update or delete on public.casino_sessions
  for each row execute function stats.casino_sessions_rollup();

create trigger casino_sessions_truncated
  after truncate on public.casino_sessions
  for each statement execute function stats.casino_sessions_truncated();

-- ----------------------------------------------------------------------------
-- get_play_stats(p_today): same signature, rules and output as in
-- 20260101001300_rpc_stats.sql (see its header), now read from the rollups:
-- today from the caller's sessions of that one day (index on user and date);
-- month / year / all_time totals from the monthly rollups; "most won" from
-- the win rollups (month: that month's rows; year: that year's rows;
-- all_time: every year row). Ties: alphabetically first name, then smaller id.
-- plan_cache_mode: the statement's plan is the same for every caller and date
-- (index lookups by user), so plan it once per session instead of per call.
-- ----------------------------------------------------------------------------
create or replace function public.get_play_stats(p_today date default current_date)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  v_uid uuid := (select auth.uid());
  v_result jsonb;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_today is null then
    p_today := current_date;
  end if;

  with periods (k, lo, hi, grain) as (
    values
      ('today', p_today, p_today, null),
      ('month', date_trunc('month', p_today)::date,
                (date_trunc('month', p_today) + interval '1 month - 1 day')::date, 'month'),
      ('year', date_trunc('year', p_today)::date,
               (date_trunc('year', p_today) + interval '1 year - 1 day')::date, 'year'),
      ('all_time', '-infinity'::date, 'infinity'::date, 'year')
  ),
  today as (
    select g.coins_in, g.coins_out, g.net_result, g.casino_id, g.slot_machine_id
    from public.gambling_sessions g
    where g.user_id = v_uid and g.session_date = p_today and g.include_in_daily_totals is not false
  ),
  slot_totals as (
    select 'today' as k, count(*) as sessions, sum(coins_in) as coins_in, sum(coins_out) as coins_out,
           sum(net_result) as net
    from today
    union all
    select p.k, sum(s.sessions), sum(s.coins_in), sum(s.coins_out), sum(s.net)
    from periods p
    join stats.slot_months s on s.user_id = v_uid and s.month between p.lo and p.hi
    where p.k <> 'today'
    group by p.k
  ),
  casino_won as (
    select 'today' as k, casino_id, sum(net_result) as won
    from today where net_result > 0 and casino_id is not null
    group by casino_id
    union all
    select p.k, w.casino_id, sum(w.won)
    from periods p
    join stats.slot_casino_wins w on w.user_id = v_uid and w.grain = p.grain and w.period between p.lo and p.hi
    group by p.k, w.casino_id
  ),
  casino_wins as (
    select distinct on (w.k) w.k, c.name
    from casino_won w
    join public.casinos c on c.id = w.casino_id
    order by w.k, w.won desc, c.name, c.id
  ),
  machine_won as (
    select 'today' as k, slot_machine_id, sum(net_result) as won
    from today where net_result > 0 and slot_machine_id is not null
    group by slot_machine_id
    union all
    select p.k, w.slot_machine_id, sum(w.won)
    from periods p
    join stats.slot_machine_wins w on w.user_id = v_uid and w.grain = p.grain and w.period between p.lo and p.hi
    group by p.k, w.slot_machine_id
  ),
  machine_wins as (
    select distinct on (w.k) w.k, coalesce(nullif(btrim(m.slot_name), ''), m.name) as name
    from machine_won w
    join public.slot_machines m on m.id = w.slot_machine_id
    order by w.k, w.won desc, coalesce(nullif(btrim(m.slot_name), ''), m.name), m.id
  ),
  visits as (
    select 'today' as k, count(distinct (cs.casino_id, cs.arrival_date)) as visits,
           sum(cs.total_cash_in) as cash_in, sum(cs.final_cash) as cash_out, sum(cs.net_result) as net
    from public.casino_sessions cs
    where cs.user_id = v_uid and cs.arrival_date = p_today and cs.final_cash is not null
    union all
    select p.k, sum(c.visits), sum(c.cash_in), sum(c.cash_out), sum(c.net)
    from periods p
    join stats.casino_months c on c.user_id = v_uid and c.month between p.lo and p.hi
    where p.k <> 'today'
    group by p.k
  )
  select jsonb_object_agg(p.k, jsonb_build_object(
           'slot', jsonb_build_object(
             'sessions', coalesce(st.sessions, 0),
             'coins_in', coalesce(st.coins_in, 0),
             'coins_out', coalesce(st.coins_out, 0),
             'net', coalesce(st.net, 0),
             'most_won_casino', cw.name,
             'most_won_slot', mw.name),
           'casino', jsonb_build_object(
             'visits', coalesce(v.visits, 0),
             'cash_in', coalesce(v.cash_in, 0),
             'cash_out', coalesce(v.cash_out, 0),
             'net', coalesce(v.net, 0))))
  into v_result
  from periods p
  left join slot_totals st on st.k = p.k
  left join casino_wins cw on cw.k = p.k
  left join machine_wins mw on mw.k = p.k
  left join visits v on v.k = p.k;

  return v_result;
end;
$$;

comment on function public.get_play_stats(date) is
  'Home statistics for the caller: today / month / year / all_time in the caller''s local date p_today (month and longer read from the stats rollups).';
revoke execute on function public.get_play_stats(date) from public, anon;
grant execute on function public.get_play_stats(date) to authenticated, service_role;
