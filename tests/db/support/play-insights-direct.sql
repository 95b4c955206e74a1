-- Insights as a definition that reads every session (no rollup): what get_play_insights must answer, over the
-- same records, for every grouping and period (tests/db/play-insights-rollup.test.ts installs it beside it).
-- The function of migration 20260101004400, as deployed, with three rules since:
--   * a W2G linked to the player's own slot session is counted with it: the session's date, start, casino and game
--     (and the biggest W2G's period and casino follow); an unlinked W2G keeps its own;
--   * a month row's "a year earlier" is the same month of the year before;
--   * bonus_timed_sessions: the sessions bonuses_per_hour rests on (bonuses counted, minutes > 0).
-- Written apart from the migration's restatement on purpose (make_date, coalesce, joins of its own), so that the
-- two agreeing is evidence, not an echo.
create function public.play_insights_direct(p_group text, p_from date default null, p_to date default null)
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
    select g.session_date, g.coins_in - g.free_play as coins_in, g.coins_out + g.jackpot_net as money_out, g.result, g.bonus_count,
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
           stddev_samp(p.result) as net_sd,
           count(p.bonus_count) as counted_sessions,
           coalesce(sum(p.bonus_count), 0) as bonuses,
           sum(p.bonus_count) filter (where p.minutes > 0) as timed_bonuses,
           sum(p.minutes) filter (where p.minutes > 0 and p.bonus_count is not null) as counted_minutes,
           count(*) filter (where p.minutes > 0 and p.bonus_count is not null) as bonus_timed_sessions
      from play p
      join scopes s on (s.lo is null or p.session_date between s.lo and s.hi)
     group by grouping sets ((s.k), (s.k, p.key))
    having grouping(p.key) = 1 or s.k <> 'lifetime'
  ),
  jackpots as (
    select s.k, grouping(x.key) = 1 as total, x.key, count(*) as w2g_count
      from (
        select coalesce(g.session_date, j.jackpot_date) as jackpot_date,
               case p_group
                 when 'casino' then coalesce((case when g.id is null then j.casino_id else g.casino_id end)::text, '')
                 when 'game' then coalesce((case when g.id is null then j.slot_machine_id else g.slot_machine_id end)::text, '')
                 when 'manufacturer' then coalesce(nullif(btrim(m.manufacturer), ''), '')
                 when 'weekday' then extract(isodow from coalesce(g.session_date, j.jackpot_date))::int::text
                 when 'hour' then extract(hour from coalesce(g.session_time, j.jackpot_time))::int::text
                 else to_char(coalesce(g.session_date, j.jackpot_date), 'YYYY-MM')
               end as key
          from public.w2g_jackpots j
          left join public.gambling_sessions g on g.id = j.session_id and g.user_id = v_uid
          left join public.slot_machines m
            on p_group = 'manufacturer' and m.id = case when g.id is null then j.slot_machine_id else g.slot_machine_id end
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
      left join figures prev on prev.k = 'previous' and not prev.total
                            and prev.key = case when p_group = 'month'
                                                then to_char(make_date(split_part(f.key, '-', 1)::int - 1, split_part(f.key, '-', 2)::int, 1), 'YYYY-MM')
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
             select jsonb_build_object('amount', j.amount, 'jackpot_date', j.jackpot_date, 'casino', c.name)
               from public.w2g_jackpots j
               left join public.gambling_sessions g on g.id = j.session_id and g.user_id = v_uid
               left join public.casinos c on c.id = case when g.id is null then j.casino_id else g.casino_id end
              where j.user_id = v_uid and (p_from is null or coalesce(g.session_date, j.jackpot_date) between p_from and p_to)
              order by j.amount desc, j.jackpot_date, j.id
              limit 1))
    into v_result;

  return v_result;
end;
$$;

