-- =============================================================================
-- Home in the same words (issue 35, item 4): the slot block's Net and "Most Won
-- Casino" / "Most Won Slot" use a slot session's RESULT (R4 of
-- 20260101003700_one_night: coins out - coins in + its linked jackpots), so a
-- hand-paid jackpot night counts. Coin In / Coin Out stay coins.
--   stats.slot_months.net                        sum of result
--   stats.slot_casino_wins / slot_machine_wins   sum of result of sessions with result > 0
-- The rollup trigger now follows result (a W2G saved against a slot session
-- moves its result, which updates the rollups); the existing rows are rebuilt.
-- =============================================================================

create or replace function stats.gambling_sessions_rollup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
     and (old.user_id, old.session_date, old.casino_id, old.slot_machine_id, old.coins_in, old.coins_out,
          old.result, old.include_in_daily_totals)
         is not distinct from
         (new.user_id, new.session_date, new.casino_id, new.slot_machine_id, new.coins_in, new.coins_out,
          new.result, new.include_in_daily_totals) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    if old.include_in_daily_totals is not false then
      perform stats.apply_slot_session(old.user_id, old.session_date, old.casino_id, old.slot_machine_id,
                                       old.coins_in, old.coins_out, old.result, -1);
    end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    if new.include_in_daily_totals is not false then
      perform stats.apply_slot_session(new.user_id, new.session_date, new.casino_id, new.slot_machine_id,
                                       new.coins_in, new.coins_out, new.result, 1);
    end if;
  end if;
  return null;
end;
$$;

comment on table stats.slot_months is
  'Per player and month of session_date: count, coins_in and coins_out sums and the sum of result (R4: coins + linked jackpots) of slot sessions with include_in_daily_totals (trigger-maintained).';
comment on table stats.slot_casino_wins is
  'Per player, month or year (grain, period = its first day) and casino: sum of result (R4) of included slot sessions with result > 0 (trigger-maintained).';
comment on table stats.slot_machine_wins is
  'Per player, month or year (grain, period = its first day) and slot machine: sum of result (R4) of included slot sessions with result > 0 (trigger-maintained).';

-- Rebuild the slot rollups from the sessions by result.
delete from stats.slot_months;
delete from stats.slot_casino_wins;
delete from stats.slot_machine_wins;

insert into stats.slot_months (user_id, month, sessions, coins_in, coins_out, net)
select user_id, date_trunc('month', session_date)::date, count(*), sum(coins_in), sum(coins_out), sum(result)
from public.gambling_sessions
where include_in_daily_totals is not false
group by 1, 2;

insert into stats.slot_casino_wins (user_id, grain, period, casino_id, won)
select g.user_id, gr.grain, date_trunc(gr.grain, g.session_date)::date, g.casino_id, sum(g.result)
from public.gambling_sessions g
cross join (values ('month'), ('year')) as gr (grain)
where g.include_in_daily_totals is not false and g.result > 0 and g.casino_id is not null
group by 1, 2, 3, 4;

insert into stats.slot_machine_wins (user_id, grain, period, slot_machine_id, won)
select g.user_id, gr.grain, date_trunc(gr.grain, g.session_date)::date, g.slot_machine_id, sum(g.result)
from public.gambling_sessions g
cross join (values ('month'), ('year')) as gr (grain)
where g.include_in_daily_totals is not false and g.result > 0 and g.slot_machine_id is not null
group by 1, 2, 3, 4;

-- get_play_stats: the same as in 20260101001600_play_stats_rollups, with today's slot Net and most-won read
-- from result (R4) instead of net_result.
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
    select g.coins_in, g.coins_out, g.result, g.casino_id, g.slot_machine_id
    from public.gambling_sessions g
    where g.user_id = v_uid and g.session_date = p_today and g.include_in_daily_totals is not false
  ),
  slot_totals as (
    select 'today' as k, count(*) as sessions, sum(coins_in) as coins_in, sum(coins_out) as coins_out,
           sum(result) as net
    from today
    union all
    select p.k, sum(s.sessions), sum(s.coins_in), sum(s.coins_out), sum(s.net)
    from periods p
    join stats.slot_months s on s.user_id = v_uid and s.month between p.lo and p.hi
    where p.k <> 'today'
    group by p.k
  ),
  casino_won as (
    select 'today' as k, casino_id, sum(result) as won
    from today where result > 0 and casino_id is not null
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
    select 'today' as k, slot_machine_id, sum(result) as won
    from today where result > 0 and slot_machine_id is not null
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
