-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function public.get_play_insights(p_group text, p_from date default null, p_to date default null)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_kind text := case when p_group = 'manufacturer' then 'game' else p_group end;
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
  spans as (
    -- A scope's whole months (full_lo .. full_hi) come from the rollup; a part month at either end, or a scope
    -- shorter than its months, from the sessions.
    select s.k, s.lo, s.hi,
           case when s.lo = date_trunc('month', s.lo)::date then s.lo
                else (date_trunc('month', s.lo) + interval '1 month')::date end as full_lo,
           case when s.hi = (date_trunc('month', s.hi) + interval '1 month - 1 day')::date then s.hi
                else (date_trunc('month', s.hi) - interval '1 day')::date end as full_hi
      from scopes s
  ),
  parts as (
    select sp.k, r.kind, r.key, r.sessions, r.timed_sessions, r.minutes, r.money_in, r.money_out, r.net, r.net_count,
           r.net_squares, r.winning_sessions, r.timed_net, r.timed_minutes, r.biggest_win, r.counted_sessions, r.bonuses,
           r.timed_bonuses, r.counted_minutes, r.bonus_timed_sessions
      from spans sp
      join stats.slot_insight_months r
        on r.user_id = v_uid
       and r.kind = case when sp.k = 'lifetime' then 'month' else v_kind end
       and (sp.lo is null or r.month between sp.full_lo and sp.full_hi)
    union all
    select sp.k, x.kind, x.key, x.sessions, x.timed_sessions, x.minutes, x.money_in, x.money_out, x.net, x.net_count,
           x.net_squares, x.winning_sessions, x.timed_net, x.timed_minutes, x.biggest_win, x.counted_sessions, x.bonuses,
           x.timed_bonuses, x.counted_minutes, x.bonus_timed_sessions
      from spans sp
     cross join lateral (
       select sp.lo as lo, sp.hi as hi where sp.full_lo > sp.full_hi
       union all
       select sp.lo, sp.full_lo - 1 where sp.full_lo <= sp.full_hi and sp.lo < sp.full_lo
       union all
       select sp.full_hi + 1, sp.hi where sp.full_lo <= sp.full_hi and sp.full_hi < sp.hi
     ) e
     cross join lateral stats.insight_sums(v_uid, e.lo, e.hi, v_kind) x
     where sp.lo is not null
  ),
  per_key as (
    -- the parts summed per scope and key first, so the manufacturer lookup and the grouping sets see one row a key
    select p.k, p.kind, p.key, sum(p.sessions) as sessions, sum(p.timed_sessions) as timed_sessions, sum(p.minutes) as minutes,
           sum(p.money_in) as money_in, sum(p.money_out) as money_out, sum(p.net) as net, sum(p.net_count) as net_count,
           sum(p.net_squares) as net_squares, sum(p.winning_sessions) as winning_sessions, sum(p.timed_net) as timed_net,
           sum(p.timed_minutes) as timed_minutes, max(p.biggest_win) as biggest_win, sum(p.counted_sessions) as counted_sessions,
           sum(p.bonuses) as bonuses, sum(p.timed_bonuses) as timed_bonuses, sum(p.counted_minutes) as counted_minutes,
           sum(p.bonus_timed_sessions) as bonus_timed_sessions
      from parts p
     group by p.k, p.kind, p.key
  ),
  keyed as (
    select p.*,
           case when p_group = 'manufacturer' and p.kind = 'game' then coalesce(nullif(btrim(m.manufacturer), ''), '')
                else p.key end as gkey
      from per_key p
      left join public.slot_machines m
        on m.id = case when p_group = 'manufacturer' and p.kind = 'game' and p.key <> '' then p.key::uuid end
  ),
  sums as (
    select p.k, p.gkey as key, grouping(p.gkey) = 1 as total,
           sum(p.sessions) as sessions, sum(p.timed_sessions) as timed_sessions, round(coalesce(sum(p.minutes), 0)) as minutes,
           sum(p.money_in) as money_in, sum(p.money_out) as money_out, sum(p.net) as net,
           sum(p.winning_sessions) as winning_sessions,
           sum(p.timed_net) as timed_net,
           sum(p.timed_minutes) as timed_minutes,
           max(p.biggest_win) as biggest_win,
           -- stddev_samp(result) from its sums: sqrt((n * sum(r^2) - sum(r)^2) / (n * (n - 1)))
           case when sum(p.net_count) > 1
                then sqrt(greatest(sum(p.net_count) * sum(p.net_squares) - sum(p.net) * sum(p.net), 0)
                          / (sum(p.net_count) * (sum(p.net_count) - 1))) end as net_sd,
           sum(p.counted_sessions) as counted_sessions,
           sum(p.bonuses) as bonuses,
           sum(p.timed_bonuses) as timed_bonuses,
           sum(p.counted_minutes) as counted_minutes,
           sum(p.bonus_timed_sessions) as bonus_timed_sessions
      from keyed p
     group by grouping sets ((p.k), (p.k, p.gkey))
    having grouping(p.gkey) = 1 or p.k <> 'lifetime'
  ),
  w2g as (
    -- The W2Gs the period and the year earlier count, each linked to one of the player's slot sessions on that
    -- session's date, start, casino and game (the session's result, in the row's net, holds the jackpot), an
    -- unlinked one on its own; jackpot_date is its own date (what is shown). Read from the small side: for a period
    -- with dates, its sessions and the W2Gs linked to them, then the W2Gs of its dates linked to none of the
    -- player's sessions; for all time, every W2G, each looking its session up. (All time's count needs no key.)
    select sp.k, j.id, j.amount, j.jackpot_date, g.session_date as on_date, g.session_time as at_time, g.casino_id,
           g.slot_machine_id
      from spans sp
      join public.gambling_sessions g on g.user_id = v_uid and g.session_date between sp.lo and sp.hi
      join public.w2g_jackpots j on j.session_id = g.id and j.user_id = v_uid
     where sp.k <> 'lifetime' and sp.lo is not null
    union all
    select sp.k, j.id, j.amount, j.jackpot_date, j.jackpot_date, j.jackpot_time, j.casino_id, j.slot_machine_id
      from spans sp
      join public.w2g_jackpots j on j.user_id = v_uid and j.jackpot_date between sp.lo and sp.hi
     where sp.k <> 'lifetime' and sp.lo is not null
       and (j.session_id is null
            or not exists (select 1 from public.gambling_sessions g where g.id = j.session_id and g.user_id = v_uid))
    union all
    select 'period', j.id, j.amount, j.jackpot_date, coalesce(g.session_date, j.jackpot_date),
           coalesce(g.session_time, j.jackpot_time), case when g.found then g.casino_id else j.casino_id end,
           case when g.found then g.slot_machine_id else j.slot_machine_id end
      from public.w2g_jackpots j
      -- one lookup by primary key per W2G (limit 1 keeps it so), not a read of every session of the player
      left join lateral (
        select true as found, g.session_date, g.session_time, g.casino_id, g.slot_machine_id
          from public.gambling_sessions g
         where g.id = j.session_id and g.user_id = v_uid
         limit 1) g on true
     where j.user_id = v_uid and p_from is null
  ),
  jackpot_keys as (
    select w.k,
           case p_group
             when 'casino' then coalesce(w.casino_id::text, '')
             when 'game' then coalesce(w.slot_machine_id::text, '')
             when 'manufacturer' then coalesce(nullif(btrim(m.manufacturer), ''), '')
             when 'weekday' then extract(isodow from w.on_date)::int::text
             when 'hour' then extract(hour from w.at_time)::int::text
             else to_char(w.on_date, 'YYYY-MM')
           end as key
      from w2g w
      left join public.slot_machines m on p_group = 'manufacturer' and m.id = w.slot_machine_id
  ),
  jackpots as (
    select x.k, grouping(x.key) = 1 as total, x.key, count(*) as w2g_count
      from jackpot_keys x
     group by grouping sets ((x.k), (x.k, x.key))
    union all
    select 'lifetime', true, null, count(*) from public.w2g_jackpots j where j.user_id = v_uid having count(*) > 0
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
             'w2g_count', coalesce(jp.w2g_count, 0),
             'counted_sessions', su.counted_sessions,
             'bonuses', su.bonuses,
             'bonuses_per_hour', case when su.counted_minutes > 0 then round(su.timed_bonuses * 60 / su.counted_minutes, 2) end,
             'bonus_timed_sessions', su.bonus_timed_sessions) as f
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
      -- A month row's year earlier is the same month of the year before (its key holds the year).
      left join figures prev on prev.k = 'previous' and not prev.total
                            and prev.key = case when p_group = 'month'
                                                then to_char(to_date(f.key, 'YYYY-MM') - interval '1 year', 'YYYY-MM')
                                                else f.key end
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
             -- in the period its session's date puts it in, at its session's casino; its own date
             select jsonb_build_object('amount', j.amount, 'jackpot_date', j.jackpot_date, 'casino', c.name)
               from (select w.amount, w.jackpot_date, w.casino_id
                       from w2g w
                      where w.k = 'period'
                      order by w.amount desc, w.jackpot_date, w.id
                      limit 1) j
               left join public.casinos c on c.id = j.casino_id))
    into v_result;

  return v_result;
end;
$$;
comment on function public.get_play_insights(p_group text, p_from date, p_to date) is 'Insights for the caller: figures of [p_from, p_to] (null, null = all time), the same dates a year earlier and all time, and one row per group played (p_group: casino, game, manufacturer, weekday, hour, month) with its own year earlier. Net = sum of gambling_sessions.result (R4); a W2G linked to a slot session is counted with that session.';
revoke execute on function public.get_play_insights(p_group text, p_from date, p_to date) from anon, public;

create or replace function stats.gambling_sessions_insight_stale()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into stats.slot_insight_stale (user_id, month)
    select distinct n.user_id, date_trunc('month', n.session_date)::date
      from new_rows n
     where n.include_in_daily_totals and not n.is_live
    on conflict do nothing;
  elsif tg_op = 'DELETE' then
    insert into stats.slot_insight_stale (user_id, month)
    select distinct o.user_id, date_trunc('month', o.session_date)::date
      from old_rows o
     where o.include_in_daily_totals and not o.is_live
    on conflict do nothing;
  else
    insert into stats.slot_insight_stale (user_id, month)
    select distinct m.user_id, m.month
      from old_rows o
      join new_rows n on n.id = o.id
     cross join lateral (values (o.user_id, date_trunc('month', o.session_date)::date, o.include_in_daily_totals and not o.is_live),
                                (n.user_id, date_trunc('month', n.session_date)::date, n.include_in_daily_totals and not n.is_live))
           as m (user_id, month, counted)
     where m.counted
       and (o.user_id, o.session_date, o.session_time, o.end_date, o.end_time, o.casino_id, o.slot_machine_id,
            o.coins_in, o.coins_out, o.free_play, o.jackpot_net, o.result, o.include_in_daily_totals, o.is_live, o.bonus_count)
           is distinct from
           (n.user_id, n.session_date, n.session_time, n.end_date, n.end_time, n.casino_id, n.slot_machine_id,
            n.coins_in, n.coins_out, n.free_play, n.jackpot_net, n.result, n.include_in_daily_totals, n.is_live, n.bonus_count)
    on conflict do nothing;
  end if;
  return null;
end;
$$;
revoke execute on function stats.gambling_sessions_insight_stale() from public;

create or replace function stats.insight_play(p_uid uuid, p_lo date, p_hi date)
returns table (
  session_date date, casino_key text, game_key text, weekday_key text, hour_key text, month_key text,
  money_in numeric, money_out numeric, result numeric, minutes numeric, bonus_count integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select g.session_date,
         coalesce(g.casino_id::text, ''),
         coalesce(g.slot_machine_id::text, ''),
         extract(isodow from g.session_date)::int::text,
         extract(hour from g.session_time)::int::text,
         to_char(g.session_date, 'YYYY-MM'),
         g.coins_in - g.free_play,
         g.coins_out + g.jackpot_net,
         g.result,
         case when g.end_date is not null and g.end_time is not null
              then extract(epoch from (g.end_date + g.end_time) - (g.session_date + g.session_time)) / 60 end,
         g.bonus_count
    from public.gambling_sessions g
   where g.user_id = p_uid and g.session_date between p_lo and p_hi
     and g.include_in_daily_totals and not g.is_live
$$;
comment on function stats.insight_play(p_uid uuid, p_lo date, p_hi date) is 'Insights: one row per slot session of p_uid dated p_lo..p_hi that statistics count (not live): its keys per kind and its figures (own money in, money out with linked jackpots, result, minutes played when both ends are known, bonuses counted).';
revoke execute on function stats.insight_play(p_uid uuid, p_lo date, p_hi date) from public;
grant execute on function stats.insight_play(p_uid uuid, p_lo date, p_hi date) to authenticated, service_role;

create or replace function stats.insight_sums(p_uid uuid, p_lo date, p_hi date, p_kind text default null)
returns table (
  kind text, key text, sessions bigint, timed_sessions bigint, minutes numeric, money_in numeric, money_out numeric,
  net numeric, net_count bigint, net_squares numeric, winning_sessions bigint, timed_net numeric, timed_minutes numeric,
  biggest_win numeric, counted_sessions bigint, bonuses bigint, timed_bonuses bigint, counted_minutes numeric,
  bonus_timed_sessions bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select k.kind, k.key,
         count(*), count(p.minutes), sum(p.minutes),
         sum(p.money_in), sum(p.money_out), sum(p.result), count(p.result), sum(p.result * p.result),
         count(*) filter (where p.result > 0),
         coalesce(sum(p.result) filter (where p.minutes is not null), 0),
         sum(p.minutes) filter (where p.minutes > 0),
         max(p.result) filter (where p.result > 0),
         count(p.bonus_count), coalesce(sum(p.bonus_count), 0),
         sum(p.bonus_count) filter (where p.minutes > 0),
         sum(p.minutes) filter (where p.minutes > 0 and p.bonus_count is not null),
         count(*) filter (where p.minutes > 0 and p.bonus_count is not null)
    from stats.insight_play(p_uid, p_lo, p_hi) p
   cross join lateral (values ('casino', p.casino_key), ('game', p.game_key), ('weekday', p.weekday_key),
                              ('hour', p.hour_key), ('month', p.month_key)) as k (kind, key)
   where p_kind is null or k.kind = p_kind
   group by k.kind, k.key
$$;
comment on function stats.insight_sums(p_uid uuid, p_lo date, p_hi date, p_kind text) is 'Insights: stats.insight_play of p_uid, p_lo..p_hi summed per kind and key (p_kind null: all five kinds), in sums that add up across months (net_squares and net_count give the spread; biggest_win is a max; bonus_timed_sessions counts the sessions bonuses_per_hour rests on).';
revoke execute on function stats.insight_sums(p_uid uuid, p_lo date, p_hi date, p_kind text) from public;
grant execute on function stats.insight_sums(p_uid uuid, p_lo date, p_hi date, p_kind text) to authenticated, service_role;

create or replace function stats.slot_insight_stale_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- One rebuild at a time per player: a concurrent commit waits, then reads what this one wrote.
  perform pg_advisory_xact_lock(hashtextextended('stats.slot_insight_months:' || new.user_id::text, 0));
  delete from stats.slot_insight_stale s where s.user_id = new.user_id and s.month = new.month;
  delete from stats.slot_insight_months r
   where r.user_id = new.user_id and r.kind = any (array['casino', 'game', 'weekday', 'hour', 'month']) and r.month = new.month;
  insert into stats.slot_insight_months (
    user_id, kind, month, key, sessions, timed_sessions, minutes, money_in, money_out, net, net_count, net_squares,
    winning_sessions, timed_net, timed_minutes, biggest_win, counted_sessions, bonuses, timed_bonuses, counted_minutes,
    bonus_timed_sessions)
  select new.user_id, s.kind, new.month, s.key, s.sessions, s.timed_sessions, s.minutes, s.money_in, s.money_out, s.net,
         s.net_count, s.net_squares, s.winning_sessions, s.timed_net, s.timed_minutes, s.biggest_win, s.counted_sessions,
         s.bonuses, s.timed_bonuses, s.counted_minutes, s.bonus_timed_sessions
    from stats.insight_sums(new.user_id, new.month, (new.month + interval '1 month - 1 day')::date) s;
  return null;
end;
$$;
revoke execute on function stats.slot_insight_stale_rebuild() from public;
