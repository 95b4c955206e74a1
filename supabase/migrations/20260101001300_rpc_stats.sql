-- =============================================================================
-- Player statistics RPCs (security invoker: RLS plus an explicit user filter).
--   get_play_stats(p_today)                 home card, all four periods at once
--   get_w2g_summary(p_start, p_end)         W2G report totals and by month
--   get_add_cash_transactions(p_start, p_end) flattened added cash, newest first
-- =============================================================================

-- ----------------------------------------------------------------------------
-- get_play_stats(p_today): {"today": P, "month": P, "year": P, "all_time": P}
--   P = {"slot":   {sessions, coins_in, coins_out, net, most_won_casino, most_won_slot},
--        "casino": {visits, cash_in, cash_out, net}}
-- Periods in the caller's local date p_today: today = p_today; month = the
-- calendar month containing p_today (first to last day); year = its calendar
-- year; all_time = everything.
-- Rules:
--   * slot sessions count only when include_in_daily_totals is not false;
--   * most won casino / slot: sessions with net_result > 0 only, net summed per
--     casino / per machine, largest sum wins; ties go to the alphabetically
--     first name (then the smaller id). The slot's name is slot_name if present,
--     else name. null when there is no winning session;
--   * casino figures use COMPLETED casino sessions only (final_cash not null),
--     by arrival_date: visits = distinct (casino_id, arrival_date);
--     cash_in = starting_cash + added cash; cash_out = final_cash; net = sum(net_result).
-- ----------------------------------------------------------------------------
create or replace function public.get_play_stats(p_today date default current_date)
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
  if p_today is null then
    p_today := current_date;
  end if;

  with periods (k, lo, hi) as (
    values
      ('today', p_today, p_today),
      ('month', date_trunc('month', p_today)::date,
                (date_trunc('month', p_today) + interval '1 month - 1 day')::date),
      ('year', date_trunc('year', p_today)::date,
               (date_trunc('year', p_today) + interval '1 year - 1 day')::date),
      ('all_time', '-infinity'::date, 'infinity'::date)
  ),
  slot as (
    select p.k, g.coins_in, g.coins_out, g.net_result, g.casino_id, g.slot_machine_id
    from public.gambling_sessions g
    join periods p on g.session_date between p.lo and p.hi
    where g.user_id = v_uid and g.include_in_daily_totals is not false
  ),
  slot_totals as (
    select k, count(*) as sessions, sum(coins_in) as coins_in, sum(coins_out) as coins_out,
           sum(net_result) as net
    from slot group by k
  ),
  casino_wins as (
    select distinct on (w.k) w.k, c.name
    from (select k, casino_id, sum(net_result) as won from slot
          where net_result > 0 and casino_id is not null group by k, casino_id) w
    join public.casinos c on c.id = w.casino_id
    order by w.k, w.won desc, c.name, c.id
  ),
  machine_wins as (
    select distinct on (w.k) w.k, coalesce(nullif(btrim(m.slot_name), ''), m.name) as name
    from (select k, slot_machine_id, sum(net_result) as won from slot
          where net_result > 0 and slot_machine_id is not null group by k, slot_machine_id) w
    join public.slot_machines m on m.id = w.slot_machine_id
    order by w.k, w.won desc, coalesce(nullif(btrim(m.slot_name), ''), m.name), m.id
  ),
  visits as (
    select p.k,
           count(distinct (cs.casino_id, cs.arrival_date)) as visits,
           sum(cs.total_cash_in) as cash_in,
           sum(cs.final_cash) as cash_out,
           sum(cs.net_result) as net
    from public.casino_sessions cs
    join periods p on cs.arrival_date between p.lo and p.hi
    where cs.user_id = v_uid and cs.final_cash is not null
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
  'Home statistics for the caller: today / month / year / all_time in the caller''s local date p_today.';
revoke execute on function public.get_play_stats(date) from public, anon;
grant execute on function public.get_play_stats(date) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- get_w2g_summary(p_start, p_end): the caller's jackpots with jackpot_date in
-- [p_start, p_end] (a null bound is open):
-- {count, total_amount, total_tax_withheld, net (= amount - tax),
--  by_month: [{month: 'YYYY-MM', count, amount}] in month order}
-- ----------------------------------------------------------------------------
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

comment on function public.get_w2g_summary(date, date) is
  'W2G report totals for the caller between p_start and p_end (inclusive), with a per-month breakdown.';
revoke execute on function public.get_w2g_summary(date, date) from public, anon;
grant execute on function public.get_w2g_summary(date, date) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- get_add_cash_transactions(p_start, p_end): every additional_cash entry of the
-- caller's casino sessions whose arrival_date is in [p_start, p_end] (the
-- visit's local date; a null bound is open), newest first.
-- ----------------------------------------------------------------------------
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
    select cs.id, cs.casino_id, c.name, (e ->> 'amount')::numeric,
           (e ->> 'timestamp')::timestamptz, e ->> 'note'
    from public.casino_sessions cs
    cross join lateral jsonb_array_elements(cs.additional_cash) as e
    left join public.casinos c on c.id = cs.casino_id
    where cs.user_id = (select auth.uid())
      and (p_start is null or cs.arrival_date >= p_start)
      and (p_end is null or cs.arrival_date <= p_end)
    order by (e ->> 'timestamp')::timestamptz desc nulls last, cs.arrival_date desc, cs.id;
end;
$$;

comment on function public.get_add_cash_transactions(date, date) is
  'Added-cash entries of the caller''s casino sessions arriving between p_start and p_end, newest first.';
revoke execute on function public.get_add_cash_transactions(date, date) from public, anon;
grant execute on function public.get_add_cash_transactions(date, date) to authenticated, service_role;
