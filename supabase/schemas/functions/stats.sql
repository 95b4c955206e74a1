-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function public.get_add_cash_transactions(p_start date default null, p_end date default null)
returns table (
  session_id uuid,
  casino_id uuid,
  casino_name text,
  amount numeric,
  "timestamp" timestamptz,
  note text
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  return query
    select cs.id, cs.casino_id, c.name, (e.entry ->> 'amount')::numeric,
           (e.entry ->> 'timestamp')::timestamptz, e.entry ->> 'note'
    from public.casino_sessions cs
    cross join lateral jsonb_array_elements(cs.additional_cash) with ordinality as e(entry, ord)
    left join public.casinos c on c.id = cs.casino_id
    where cs.user_id = (select auth.uid())
      and (p_start is null or cs.arrival_date >= p_start)
      and (p_end is null or cs.arrival_date <= p_end)
    order by (e.entry ->> 'timestamp')::timestamptz desc nulls last, cs.arrival_date desc, cs.id, e.ord desc;
end;
$$;
comment on function public.get_add_cash_transactions(p_start date, p_end date) is 'Added-cash entries of the caller''s casino sessions arriving between p_start and p_end, newest first.';
revoke execute on function public.get_add_cash_transactions(p_start date, p_end date) from anon, public;

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
    select g.coins_in, g.coins_out, g.free_play, g.result, g.casino_id, g.slot_machine_id
    from public.gambling_sessions g
    where g.user_id = v_uid and g.session_date = p_today and g.include_in_daily_totals is not false
  ),
  slot_totals as (
    select 'today' as k, count(*) as sessions, sum(coins_in) as coins_in, sum(coins_out) as coins_out,
           sum(free_play) as free_play, sum(result) as net
    from today
    union all
    select p.k, sum(s.sessions), sum(s.coins_in), sum(s.coins_out), sum(s.free_play), sum(s.net)
    from periods p
    join stats.slot_months s on s.user_id = v_uid and s.month between p.lo and p.hi
    where p.k <> 'today'
    group by p.k
  ),
  casino_net as (
    select 'today' as k, casino_id, sum(result) as net
    from today where casino_id is not null
    group by casino_id
    union all
    select p.k, w.casino_id, sum(w.won)
    from periods p
    join stats.slot_casino_wins w on w.user_id = v_uid and w.grain = p.grain and w.period between p.lo and p.hi
    group by p.k, w.casino_id
  ),
  casino_wins as (
    select distinct on (w.k) w.k, c.name
    from casino_net w
    join public.casinos c on c.id = w.casino_id
    where w.net > 0
    order by w.k, w.net desc, c.name, c.id
  ),
  machine_net as (
    select 'today' as k, slot_machine_id, sum(result) as net
    from today where slot_machine_id is not null
    group by slot_machine_id
    union all
    select p.k, w.slot_machine_id, sum(w.won)
    from periods p
    join stats.slot_machine_wins w on w.user_id = v_uid and w.grain = p.grain and w.period between p.lo and p.hi
    group by p.k, w.slot_machine_id
  ),
  machine_wins as (
    select distinct on (w.k) w.k, private.slot_machine_name(m.name, m.slot_name) as name
    from machine_net w
    join public.slot_machines m on m.id = w.slot_machine_id
    where w.net > 0
    order by w.k, w.net desc, private.slot_machine_name(m.name, m.slot_name), m.id
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
             'free_play', coalesce(st.free_play, 0),
             'hand_pays', coalesce(st.net - (st.coins_out - st.coins_in + st.free_play), 0),
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
comment on function public.get_play_stats(p_today date) is 'Home statistics for the caller: today / month / year / all_time in the caller''s local date p_today (month and longer read from the stats rollups). Slot: coins_out - coins_in + free_play + hand_pays = net; Most Won = the largest positive net per casino / machine.';
revoke execute on function public.get_play_stats(p_today date) from anon, public;

create or replace function public.get_w2g_summary(p_start date default null, p_end date default null)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_result jsonb;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;

  with j as (
    select amount, tax_withheld, jackpot_date
    from public.w2g_jackpots
    where user_id = v_uid
      and (p_start is null or jackpot_date >= p_start)
      and (p_end is null or jackpot_date <= p_end)
  ),
  months as (
    select to_char(jackpot_date, 'YYYY-MM') as month, count(*) as count, sum(amount) as amount
    from j group by 1
  )
  select jsonb_build_object(
    'count', (select count(*) from j),
    'total_amount', (select coalesce(sum(amount), 0) from j),
    'total_tax_withheld', (select coalesce(sum(tax_withheld), 0) from j),
    'net', (select coalesce(sum(amount - tax_withheld), 0) from j),
    'by_month', coalesce((select jsonb_agg(jsonb_build_object('month', month, 'count', count, 'amount', amount)
                                           order by month) from months), '[]'::jsonb))
  into v_result;
  return v_result;
end;
$$;
comment on function public.get_w2g_summary(p_start date, p_end date) is 'W2G report totals for the caller between p_start and p_end (inclusive), with a per-month breakdown.';
revoke execute on function public.get_w2g_summary(p_start date, p_end date) from anon, public;
