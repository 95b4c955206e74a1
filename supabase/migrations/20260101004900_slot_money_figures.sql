-- =============================================================================
-- One vocabulary of money (issue 54, item 1), and "Most Won" and a machine's
-- name stated once (item 8).
--
-- A slot session's money, in the words every screen uses (README, glossary):
--   coin in       coins_in: all money put in, free play included (as a casino
--                 counts it; Home's spec label "Coin In", the form's "Money In")
--   free play     free_play: the casino's part of the coin in
--   own money in  coins_in - free_play
--   money out     coins_out: what the machine paid out (Home's "Coin Out")
--   hand pays     jackpot_net: what its linked W2Gs add (a hand pay's amount,
--                 or the tax withheld from a jackpot the machine paid)
--   net           result = money out - coin in + free play + hand pays (R4' of
--                 20260101004200_free_play), so the figures add up on a screen.
--
-- get_play_stats' slot block gains free_play and hand_pays beside coins_in,
-- coins_out and net, each period summed from the same rows: hand_pays is
-- net - (coins_out - coins_in + free_play), exactly, since every row's result is
-- that sum. stats.slot_months keeps the sum of free_play.
--
-- Most Won Casino / Most Won Slot: the casino (machine) whose slot sessions of
-- the period add up to the largest positive net. Summing only the winning
-- sessions (the rule until now) named a casino where the player lost overall:
-- three sessions of +$10, -$200 and -$300 made it "won $10". The win rollups
-- (stats.slot_casino_wins / slot_machine_wins) now hold each key's net (every
-- included session's result, in `won`) and how many sessions it sums
-- (`sessions`, so a row is dropped when its last session leaves, not when its
-- net passes 0); only a positive net is named.
--
-- A slot machine's name: private.slot_machine_name, the game's full name
-- ("Lightning Link - Happy Lantern"), else its alternative name, else
-- 'Unknown Slot'. The same rule as the app's slotMachineName
-- (src/lib/slot-machine-name.ts) and Insights' game rows; Home's Most Won Slot
-- and the trip report use it (they named the family "Lightning Link", which
-- seven catalog games share).
-- =============================================================================

create function private.slot_machine_name(p_name text, p_slot_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(nullif(btrim(p_name), ''), nullif(btrim(p_slot_name), ''), 'Unknown Slot');
$$;

comment on function private.slot_machine_name(text, text) is
  'A slot machine''s name on every screen: its full name, else its alternative name (slot_name), else Unknown Slot (src/lib/slot-machine-name.ts states the same).';
revoke execute on function private.slot_machine_name(text, text) from public, anon;
grant execute on function private.slot_machine_name(text, text) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- The rollups: free play per month; nets (and their session counts) per casino
-- and machine.
-- ----------------------------------------------------------------------------
alter table stats.slot_months add column free_play numeric not null default 0;
alter table stats.slot_casino_wins add column sessions bigint not null default 0;
alter table stats.slot_machine_wins add column sessions bigint not null default 0;

comment on table stats.slot_months is
  'Per player and month of session_date: count, coins_in, coins_out and free_play sums and the sum of result (R4'') of slot sessions with include_in_daily_totals (trigger-maintained).';
comment on table stats.slot_casino_wins is
  'Per player, month or year (grain, period = its first day) and casino: won = the net (sum of result, R4'') of the included slot sessions there, and how many (trigger-maintained; Most Won names the largest positive one).';
comment on table stats.slot_machine_wins is
  'Per player, month or year (grain, period = its first day) and slot machine: won = the net (sum of result, R4'') of the included slot sessions on it, and how many (trigger-maintained; Most Won names the largest positive one).';

-- The rollups are kept per statement (20260101004840_statement_triggers): each
-- statement's rows become deltas. A delta now carries the session's free play,
-- and the win rollups sum every included session's result with its count.
alter type stats.slot_delta add attribute free_play numeric;

-- Adds (sign 1) and takes away (sign -1) slot sessions counted in statistics: the month's sums (free play
-- included), and each casino's and machine's net with its session count; a row goes when its last session does.
-- (Each upsert is its own statement: a statement does not see what its own data-modifying CTEs wrote.)
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

revoke execute on function stats.apply_slot_deltas(stats.slot_delta[]) from public, anon, authenticated, service_role;

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

revoke execute on function stats.gambling_sessions_rollup_rows() from public, anon, authenticated;

-- private.rebuild_play_rollups (20260101004800_money_rule) counts the rollups again with these meanings.
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

revoke execute on function private.rebuild_play_rollups(uuid) from public, anon, authenticated;

-- Every player's rollups counted again with the new meanings.
select private.rebuild_play_rollups(null);

-- ----------------------------------------------------------------------------
-- get_play_stats(p_today): {"today": P, "month": P, "year": P, "all_time": P}
--   P = {"slot":   {sessions, coins_in, coins_out, free_play, hand_pays, net, most_won_casino, most_won_slot},
--        "casino": {visits, cash_in, cash_out, net}}
-- As in 20260101003702_stats_slot_result, with free_play and hand_pays (coins_out - coins_in + free_play +
-- hand_pays = net, exactly), Most Won by net and the one machine name rule.
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

comment on function public.get_play_stats(date) is
  'Home statistics for the caller: today / month / year / all_time in the caller''s local date p_today (month and longer read from the stats rollups). Slot: coins_out - coins_in + free_play + hand_pays = net; Most Won = the largest positive net per casino / machine.';
revoke execute on function public.get_play_stats(date) from public, anon;
grant execute on function public.get_play_stats(date) to authenticated, service_role;
