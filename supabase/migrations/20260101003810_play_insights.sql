-- =============================================================================
-- Insights (issue 38, items 1 and 4): what a period of play taught the player,
-- by casino, game, manufacturer, day of the week, hour of the day and month,
-- beside the same period a year earlier and all-time totals.
--
-- One definition of a session's result: every net here is the sum of
-- gambling_sessions.result (R4 of 20260101003700_one_night: coins out - coins in
-- + the linked W2Gs' hand pay / withholding), the figure Home, Sessions,
-- get_play_ledger and the tax engine use. Money out is coins_out + jackpot_net,
-- so money out - money in = result, and return % = money out / money in.
--
-- Which sessions: those Home's statistics count (include_in_daily_totals) and
-- that have ended (not is_live: a machine still running has no money out yet).
--
-- Time zone: dates and times are the player's wall clock (no zone), as in every
-- other RPC: the period is p_from..p_to in local dates (the app computes them in
-- the player's zone, as for get_play_stats' p_today); the day of the week and
-- the hour are those of the session's START (session_date + session_time), so a
-- session from Friday 23:30 to Saturday 01:00 is Friday, hour 23, and its time
-- played is 90 minutes. Time played needs an end date and time; a session
-- without them counts in everything except the time-based figures.
-- =============================================================================

-- ----------------------------------------------------------------------------
-- The weekday of a slot session's start (ISO: 1 Monday .. 7 Sunday), stored so
-- that the Sessions list can filter by it through the REST API (Insights' rows
-- open the list filtered to them).
-- ----------------------------------------------------------------------------
alter table public.gambling_sessions
  add column session_weekday smallint generated always as (extract(isodow from session_date)::smallint) stored;

comment on column public.gambling_sessions.session_weekday is
  'ISO day of the week of session_date (1 Monday .. 7 Sunday), generated; the Sessions list filters by it.';

-- What get_play_insights reads, in the order it filters (the player, then the dates), with the figures it
-- sums alongside, so that a decade of play is read from the index alone.
create index gambling_sessions_insights_idx on public.gambling_sessions (user_id, session_date)
  include (session_time, end_date, end_time, casino_id, slot_machine_id, coins_in, coins_out, jackpot_net, result,
           include_in_daily_totals, is_live);

-- ----------------------------------------------------------------------------
-- get_play_insights(p_group, p_from, p_to)
--   p_from, p_to  the period (local dates, inclusive); both null = all time
--   p_group       'casino' | 'game' | 'manufacturer' | 'weekday' | 'hour' | 'month'
-- Returns {
--   period:   figures of the period,
--   previous: figures of the same dates a year earlier (null for all time),
--   lifetime: figures of all time,
--   rows:     [{key, label, family, manufacturer, ...figures, previous: figures | null}]
--             one per group played in the period (a group never played has no row),
--   biggest_w2g: {amount, jackpot_date, casino} of the period or null
-- }
-- figures = {sessions, timed_sessions, minutes, money_in, money_out, net, return_pct, winning_sessions,
--            win_share_pct, avg_net, timed_net, net_per_hour, biggest_win, net_sd, w2g_count}
--   return_pct    money_out / money_in x 100, 1 decimal (null without money in)
--   net_per_hour  timed_net / (minutes / 60), 2 decimals: sessions with times only (null without them)
--   net_sd        sample standard deviation of the sessions' results (the noise of a comparison)
--   w2g_count     the W2Gs of the group by the W2G's own casino, machine, date and time
-- Security invoker: the caller's RLS decides which rows exist.
-- ----------------------------------------------------------------------------
create function public.get_play_insights(p_group text, p_from date default null, p_to date default null)
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
  if p_group is null or p_group not in ('casino', 'game', 'manufacturer', 'weekday', 'hour', 'month') then
    raise exception 'Unknown grouping: %', coalesce(p_group, 'null') using errcode = '22023';
  end if;
  if (p_from is null) <> (p_to is null) then
    raise exception 'A period needs both dates, or neither for all time' using errcode = '22023';
  end if;
  if p_from > p_to then
    raise exception 'The period ends before it starts' using errcode = '22023';
  end if;

  with scopes (k, lo, hi) as (
    select 'period', p_from, p_to
    union all
    select 'previous', (p_from - interval '1 year')::date, (p_to - interval '1 year')::date where p_from is not null
    union all
    select 'lifetime', null::date, null::date
  ),
  play as (
    select g.session_date, g.coins_in, g.coins_out + g.jackpot_net as money_out, g.result,
           case when g.end_date is not null and g.end_time is not null
                then extract(epoch from (g.end_date + g.end_time) - (g.session_date + g.session_time)) / 60 end as minutes,
           case p_group
             when 'casino' then coalesce(g.casino_id::text, '')
             when 'game' then coalesce(g.slot_machine_id::text, '')
             when 'manufacturer' then coalesce(nullif(btrim(m.manufacturer), ''), '')
             when 'weekday' then extract(isodow from g.session_date)::int::text
             when 'hour' then extract(hour from g.session_time)::int::text
             else to_char(g.session_date, 'YYYY-MM')
           end as key
      from public.gambling_sessions g
      left join public.slot_machines m on p_group = 'manufacturer' and m.id = g.slot_machine_id
     where g.user_id = v_uid and g.include_in_daily_totals and not g.is_live
  ),
  sums as (
    select s.k, p.key, grouping(p.key) = 1 as total,
           count(*) as sessions, count(p.minutes) as timed_sessions, round(coalesce(sum(p.minutes), 0)) as minutes,
           sum(p.coins_in) as money_in, sum(p.money_out) as money_out, sum(p.result) as net,
           count(*) filter (where p.result > 0) as winning_sessions,
           coalesce(sum(p.result) filter (where p.minutes is not null), 0) as timed_net,
           sum(p.minutes) filter (where p.minutes > 0) as timed_minutes,
           max(p.result) filter (where p.result > 0) as biggest_win,
           stddev_samp(p.result) as net_sd
      from play p
      join scopes s on (s.lo is null or p.session_date between s.lo and s.hi)
     group by grouping sets ((s.k), (s.k, p.key))
    having grouping(p.key) = 1 or s.k <> 'lifetime'
  ),
  jackpots as (
    select s.k, grouping(x.key) = 1 as total, x.key, count(*) as w2g_count
      from (
        select j.jackpot_date,
               case p_group
                 when 'casino' then coalesce(j.casino_id::text, '')
                 when 'game' then coalesce(j.slot_machine_id::text, '')
                 when 'manufacturer' then coalesce(nullif(btrim(m.manufacturer), ''), '')
                 when 'weekday' then extract(isodow from j.jackpot_date)::int::text
                 when 'hour' then extract(hour from j.jackpot_time)::int::text
                 else to_char(j.jackpot_date, 'YYYY-MM')
               end as key
          from public.w2g_jackpots j
          left join public.slot_machines m on p_group = 'manufacturer' and m.id = j.slot_machine_id
         where j.user_id = v_uid
      ) x
      join scopes s on (s.lo is null or x.jackpot_date between s.lo and s.hi)
     group by grouping sets ((s.k), (s.k, x.key))
  ),
  figures as (
    select su.k, su.key, su.total, jsonb_build_object(
             'sessions', su.sessions,
             'timed_sessions', su.timed_sessions,
             'minutes', su.minutes,
             'money_in', su.money_in,
             'money_out', su.money_out,
             'net', su.net,
             'return_pct', case when su.money_in > 0 then round(su.money_out * 100 / su.money_in, 1) end,
             'winning_sessions', su.winning_sessions,
             'win_share_pct', round(su.winning_sessions * 100.0 / su.sessions, 1),
             'avg_net', round(su.net / su.sessions, 2),
             'timed_net', su.timed_net,
             'net_per_hour', case when su.timed_minutes > 0 then round(su.timed_net * 60 / su.timed_minutes, 2) end,
             'biggest_win', su.biggest_win,
             'net_sd', round(su.net_sd, 2),
             'w2g_count', coalesce(jp.w2g_count, 0)) as f
      from sums su
      left join jackpots jp on jp.k = su.k and jp.total = su.total and jp.key is not distinct from su.key
  ),
  labelled as (
    select f.key, f.f, prev.f as prev_f,
           case p_group
             when 'casino' then coalesce(c.name, 'No casino')
             when 'game' then coalesce(nullif(btrim(m.name), ''), nullif(btrim(m.slot_name), ''), 'Unknown Slot')
             when 'manufacturer' then coalesce(nullif(f.key, ''), 'Unknown manufacturer')
             else f.key
           end as label,
           case when p_group = 'game' then nullif(btrim(m.slot_name), '') end as family,
           case when p_group = 'game' then nullif(btrim(m.manufacturer), '') end as manufacturer
      from figures f
      left join figures prev on prev.k = 'previous' and not prev.total and prev.key = f.key
      left join public.casinos c on c.id = case when p_group = 'casino' and f.key <> '' then f.key::uuid end
      left join public.slot_machines m on m.id = case when p_group = 'game' and f.key <> '' then f.key::uuid end
     where f.k = 'period' and not f.total
  )
  select jsonb_build_object(
           'period', (select f.f from figures f where f.k = 'period' and f.total),
           'previous', (select f.f from figures f where f.k = 'previous' and f.total),
           'lifetime', (select f.f from figures f where f.k = 'lifetime' and f.total),
           'rows', coalesce((
             select jsonb_agg(l.f || jsonb_build_object(
                      'key', l.key, 'label', l.label, 'family', l.family, 'manufacturer', l.manufacturer, 'previous', l.prev_f)
                      order by l.key)
               from labelled l), '[]'::jsonb),
           'biggest_w2g', (
             select jsonb_build_object('amount', j.amount, 'jackpot_date', j.jackpot_date, 'casino', c.name)
               from public.w2g_jackpots j
               left join public.casinos c on c.id = j.casino_id
              where j.user_id = v_uid and (p_from is null or j.jackpot_date between p_from and p_to)
              order by j.amount desc, j.jackpot_date, j.id
              limit 1))
    into v_result;

  return v_result;
end;
$$;

comment on function public.get_play_insights(text, date, date) is
  'Insights for the caller: figures of [p_from, p_to] (null, null = all time), the same dates a year earlier and all time, and one row per group played (p_group: casino, game, manufacturer, weekday, hour, month). Net = sum of gambling_sessions.result (R4).';
revoke execute on function public.get_play_insights(text, date, date) from public, anon;
grant execute on function public.get_play_insights(text, date, date) to authenticated, service_role;
