-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function private.rebuild_play_rollups(p_user uuid default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from stats.slot_months where p_user is null or user_id = p_user;
  delete from stats.casino_months where p_user is null or user_id = p_user;
  delete from stats.slot_casino_wins where p_user is null or user_id = p_user;
  delete from stats.slot_machine_wins where p_user is null or user_id = p_user;

  insert into stats.slot_months (user_id, month, sessions, coins_in, coins_out, free_play, net)
  select user_id, date_trunc('month', session_date)::date, count(*), sum(coins_in), sum(coins_out), sum(free_play),
         sum(result)
    from public.gambling_sessions
   where include_in_daily_totals is not false and (p_user is null or user_id = p_user)
   group by 1, 2;

  insert into stats.casino_months (user_id, month, sessions, visits, cash_in, cash_out, net)
  select user_id, date_trunc('month', arrival_date)::date, count(*), count(distinct (casino_id, arrival_date)),
         sum(total_cash_in), sum(final_cash), coalesce(sum(net_result), 0)
    from public.casino_sessions
   where final_cash is not null and (p_user is null or user_id = p_user)
   group by 1, 2;

  insert into stats.slot_casino_wins (user_id, grain, period, casino_id, won, sessions)
  select g.user_id, gr.grain, date_trunc(gr.grain, g.session_date)::date, g.casino_id, coalesce(sum(g.result), 0), count(*)
    from public.gambling_sessions g
   cross join (values ('month'), ('year')) as gr (grain)
   where g.include_in_daily_totals is not false and g.casino_id is not null
     and (p_user is null or g.user_id = p_user)
   group by 1, 2, 3, 4;

  insert into stats.slot_machine_wins (user_id, grain, period, slot_machine_id, won, sessions)
  select g.user_id, gr.grain, date_trunc(gr.grain, g.session_date)::date, g.slot_machine_id, coalesce(sum(g.result), 0),
         count(*)
    from public.gambling_sessions g
   cross join (values ('month'), ('year')) as gr (grain)
   where g.include_in_daily_totals is not false and g.slot_machine_id is not null
     and (p_user is null or g.user_id = p_user)
   group by 1, 2, 3, 4;

  insert into stats.slot_insight_stale (user_id, month)
  select g.user_id, date_trunc('month', g.session_date)::date
    from public.gambling_sessions g
   where p_user is null or g.user_id = p_user
  union
  select m.user_id, m.month
    from stats.slot_insight_months m
   where p_user is null or m.user_id = p_user
  on conflict do nothing;
end;
$$;
comment on function private.rebuild_play_rollups(p_user uuid) is 'Counts Home''s rollups of one player (null: everyone) again from the sessions and marks their Insights months stale (rebuilt at commit). For mending sums after stored rows are corrected.';
revoke execute on function private.rebuild_play_rollups(p_user uuid) from public;

create or replace function stats.apply_casino_deltas(p_deltas stats.casino_delta[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into stats.casino_months as t (user_id, month, sessions, visits, cash_in, cash_out, net)
  select d.user_id, date_trunc('month', d.arrival_date)::date, sum(d.sign), 0, sum(d.sign * d.cash_in),
         sum(d.sign * d.cash_out), sum(d.sign * coalesce(d.net, 0))
    from unnest(p_deltas) d
   group by 1, 2
  on conflict (user_id, month) do update
    set sessions = t.sessions + excluded.sessions,
        cash_in = t.cash_in + excluded.cash_in,
        cash_out = t.cash_out + excluded.cash_out,
        net = t.net + excluded.net;
  update stats.casino_months t
     set visits = (select count(distinct (cs.casino_id, cs.arrival_date))
                     from public.casino_sessions cs
                    where cs.user_id = t.user_id and cs.final_cash is not null
                      and cs.arrival_date >= t.month and cs.arrival_date < t.month + interval '1 month')
    from (select distinct d.user_id, date_trunc('month', d.arrival_date)::date as month from unnest(p_deltas) d) k
   where t.user_id = k.user_id and t.month = k.month;
  delete from stats.casino_months t
   using (select distinct d.user_id, date_trunc('month', d.arrival_date)::date as month from unnest(p_deltas) d) k
   where t.user_id = k.user_id and t.month = k.month and t.sessions = 0;
end;
$$;
revoke execute on function stats.apply_casino_deltas(p_deltas stats.casino_delta[]) from public;

create or replace function stats.apply_slot_deltas(p_deltas stats.slot_delta[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into stats.slot_months as t (user_id, month, sessions, coins_in, coins_out, free_play, net)
  select d.user_id, date_trunc('month', d.session_date)::date, sum(d.sign), sum(d.sign * d.coins_in),
         sum(d.sign * d.coins_out), sum(d.sign * coalesce(d.free_play, 0)), sum(d.sign * coalesce(d.result, 0))
    from unnest(p_deltas) d
   group by 1, 2
  on conflict (user_id, month) do update
    set sessions = t.sessions + excluded.sessions,
        coins_in = t.coins_in + excluded.coins_in,
        coins_out = t.coins_out + excluded.coins_out,
        free_play = t.free_play + excluded.free_play,
        net = t.net + excluded.net;
  delete from stats.slot_months t
   using (select distinct d.user_id, date_trunc('month', d.session_date)::date as month from unnest(p_deltas) d) k
   where t.user_id = k.user_id and t.month = k.month and t.sessions = 0;

  insert into stats.slot_casino_wins as t (user_id, grain, period, casino_id, won, sessions)
  select d.user_id, g.grain, date_trunc(g.grain, d.session_date)::date, d.casino_id,
         sum(d.sign * coalesce(d.result, 0)), sum(d.sign)
    from unnest(p_deltas) d cross join (values ('month'), ('year')) as g (grain)
   where d.casino_id is not null
   group by 1, 2, 3, 4
  on conflict (user_id, grain, period, casino_id) do update
    set won = t.won + excluded.won, sessions = t.sessions + excluded.sessions;
  delete from stats.slot_casino_wins t
   using (select distinct d.user_id, d.casino_id, date_trunc('month', d.session_date)::date as month,
                 date_trunc('year', d.session_date)::date as year
            from unnest(p_deltas) d where d.casino_id is not null) k
   where t.user_id = k.user_id and t.casino_id = k.casino_id and t.sessions = 0
     and ((t.grain = 'month' and t.period = k.month) or (t.grain = 'year' and t.period = k.year));

  insert into stats.slot_machine_wins as t (user_id, grain, period, slot_machine_id, won, sessions)
  select d.user_id, g.grain, date_trunc(g.grain, d.session_date)::date, d.slot_machine_id,
         sum(d.sign * coalesce(d.result, 0)), sum(d.sign)
    from unnest(p_deltas) d cross join (values ('month'), ('year')) as g (grain)
   where d.slot_machine_id is not null
   group by 1, 2, 3, 4
  on conflict (user_id, grain, period, slot_machine_id) do update
    set won = t.won + excluded.won, sessions = t.sessions + excluded.sessions;
  delete from stats.slot_machine_wins t
   using (select distinct d.user_id, d.slot_machine_id, date_trunc('month', d.session_date)::date as month,
                 date_trunc('year', d.session_date)::date as year
            from unnest(p_deltas) d where d.slot_machine_id is not null) k
   where t.user_id = k.user_id and t.slot_machine_id = k.slot_machine_id and t.sessions = 0
     and ((t.grain = 'month' and t.period = k.month) or (t.grain = 'year' and t.period = k.year));
end;
$$;
revoke execute on function stats.apply_slot_deltas(p_deltas stats.slot_delta[]) from public;

create or replace function stats.casino_sessions_rollup_rows()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_deltas stats.casino_delta[];
begin
  if tg_op = 'INSERT' then
    select array_agg(row(n.user_id, n.arrival_date, n.total_cash_in, n.final_cash, n.net_result, 1)::stats.casino_delta)
      into v_deltas
      from new_rows n
     where n.final_cash is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(row(o.user_id, o.arrival_date, o.total_cash_in, o.final_cash, o.net_result, -1)::stats.casino_delta)
      into v_deltas
      from old_rows o
     where o.final_cash is not null;
  else
    with changed as (
      select o, n
        from old_rows o
        full join new_rows n on n.id = o.id
       where (o.user_id, o.arrival_date, o.casino_id, o.total_cash_in, o.final_cash, o.net_result)
             is distinct from
             (n.user_id, n.arrival_date, n.casino_id, n.total_cash_in, n.final_cash, n.net_result)
    )
    select array_agg(x.d) into v_deltas
      from (
        select row((c.o).user_id, (c.o).arrival_date, (c.o).total_cash_in, (c.o).final_cash, (c.o).net_result, -1)::stats.casino_delta as d
          from changed c where (c.o).id is not null and (c.o).final_cash is not null
        union all
        select row((c.n).user_id, (c.n).arrival_date, (c.n).total_cash_in, (c.n).final_cash, (c.n).net_result, 1)::stats.casino_delta
          from changed c where (c.n).id is not null and (c.n).final_cash is not null
      ) x;
  end if;
  if v_deltas is not null then
    perform stats.apply_casino_deltas(v_deltas);
  end if;
  return null;
end;
$$;
revoke execute on function stats.casino_sessions_rollup_rows() from public;

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
revoke execute on function stats.casino_sessions_truncated() from public;

create or replace function stats.gambling_sessions_rollup_rows()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_deltas stats.slot_delta[];
begin
  if tg_op = 'INSERT' then
    select array_agg(row(n.user_id, n.session_date, n.casino_id, n.slot_machine_id, n.coins_in, n.coins_out, n.result, 1,
                         n.free_play)::stats.slot_delta)
      into v_deltas
      from new_rows n
     where n.include_in_daily_totals is not false;
  elsif tg_op = 'DELETE' then
    select array_agg(row(o.user_id, o.session_date, o.casino_id, o.slot_machine_id, o.coins_in, o.coins_out, o.result, -1,
                         o.free_play)::stats.slot_delta)
      into v_deltas
      from old_rows o
     where o.include_in_daily_totals is not false;
  else
    -- The old row's part out and the new one's in, for the rows whose counted figures changed.
    with changed as (
      select o, n
        from old_rows o
        full join new_rows n on n.id = o.id
       where (o.user_id, o.session_date, o.casino_id, o.slot_machine_id, o.coins_in, o.coins_out, o.free_play, o.result,
              o.include_in_daily_totals)
             is distinct from
             (n.user_id, n.session_date, n.casino_id, n.slot_machine_id, n.coins_in, n.coins_out, n.free_play, n.result,
              n.include_in_daily_totals)
    )
    select array_agg(x.d) into v_deltas
      from (
        select row((c.o).user_id, (c.o).session_date, (c.o).casino_id, (c.o).slot_machine_id, (c.o).coins_in,
                   (c.o).coins_out, (c.o).result, -1, (c.o).free_play)::stats.slot_delta as d
          from changed c where (c.o).id is not null and (c.o).include_in_daily_totals is not false
        union all
        select row((c.n).user_id, (c.n).session_date, (c.n).casino_id, (c.n).slot_machine_id, (c.n).coins_in,
                   (c.n).coins_out, (c.n).result, 1, (c.n).free_play)::stats.slot_delta
          from changed c where (c.n).id is not null and (c.n).include_in_daily_totals is not false
      ) x;
  end if;
  if v_deltas is not null then
    perform stats.apply_slot_deltas(v_deltas);
  end if;
  return null;
end;
$$;
revoke execute on function stats.gambling_sessions_rollup_rows() from public;

create or replace function stats.gambling_sessions_truncated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  truncate stats.slot_months, stats.slot_casino_wins, stats.slot_machine_wins,
           stats.slot_insight_months, stats.slot_insight_stale;
  return null;
end;
$$;
revoke execute on function stats.gambling_sessions_truncated() from public;
