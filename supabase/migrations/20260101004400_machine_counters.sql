-- =============================================================================
-- Counters at the machine (issue 38, item 3): on a live machine the player may
-- tap "Bonus" and "Jackpot" each time one hits, and keep a running note
-- ("max bet", "denomination 1¢"), saved with the slot session.
--
-- gambling_sessions gains:
--   bonus_count    bonuses hit; null = not counted (no counter was tapped)
--   jackpot_count  jackpots hit; null = not counted
--   counter_taps   the client-made ids of the taps ([{id, counter, at}]), so an
--                  outbox replay of the same tap counts nothing
-- The first tap of either counter starts both at 0 (a session whose counters
-- were used and showed no bonus counted 0 bonuses, not "not counted").
-- The note is the session's own notes column (shown on Sessions, exported and
-- restored with it).
--
-- Both are columns of the slot session, so Download my data (select *),
-- Restore my data (restore_my_data writes every column the archive has) and
-- account deletion (the row goes) carry them without a change.
--
-- Writes are RPCs, security invoker (the caller's RLS), one statement each: no
-- read-modify-write in the client. Each returns {…, updated_before, updated_at}
-- as the other live-machine writes do (20260101003640_writes_return_versions).
-- A tap is counted on a session that has ended too (a tap queued on a device
-- offline while another device cashed out is still a bonus the player saw).
--
-- Insights: get_play_insights' figures gain the bonus frequency of the sessions
-- where bonuses were counted: counted_sessions, bonuses and bonuses_per_hour
-- (bonuses per hour played, over the counted sessions that have start and end
-- times).
-- =============================================================================

alter table public.gambling_sessions
  add column bonus_count integer check (bonus_count >= 0),
  add column jackpot_count integer check (jackpot_count >= 0),
  add column counter_taps jsonb not null default '[]'::jsonb
    check (jsonb_typeof(counter_taps) = 'array');

comment on column public.gambling_sessions.bonus_count is
  'Bonuses hit, tapped at the machine; null when not counted.';
comment on column public.gambling_sessions.jackpot_count is
  'Jackpots hit, tapped at the machine; null when not counted.';
comment on column public.gambling_sessions.counter_taps is
  'The counter taps: [{id, counter, at}] (the id makes a replay count nothing).';

-- ----------------------------------------------------------------------------
-- tap_machine_counter: one "Bonus" or "Jackpot" tap, once per tap id.
-- ----------------------------------------------------------------------------
create function public.tap_machine_counter(p_session_id uuid, p_tap_id uuid, p_counter text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_before timestamptz;
  v_after timestamptz;
  v_bonus integer;
  v_jackpot integer;
  v_done boolean;
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_counter is null or p_counter not in ('bonus', 'jackpot') then
    raise exception 'Unknown counter: %', coalesce(p_counter, 'null') using errcode = '22023';
  end if;
  if p_tap_id is null then
    raise exception 'A tap needs its id' using errcode = '22023';
  end if;

  -- The version before, under the row lock the update takes anyway (rows the caller may not update are not found).
  select g.updated_at into v_before
    from public.gambling_sessions g
   where g.id = p_session_id
     for update;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;

  update public.gambling_sessions
     set bonus_count = coalesce(bonus_count, 0) + (p_counter = 'bonus')::int,
         jackpot_count = coalesce(jackpot_count, 0) + (p_counter = 'jackpot')::int,
         counter_taps = counter_taps || jsonb_build_array(jsonb_build_object(
           'id', p_tap_id,
           'counter', p_counter,
           'at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
   where id = p_session_id
     and not counter_taps @> jsonb_build_array(jsonb_build_object('id', p_tap_id))
  returning bonus_count, jackpot_count, updated_at into v_bonus, v_jackpot, v_after;
  if found then
    return jsonb_build_object('bonus_count', v_bonus, 'jackpot_count', v_jackpot, 'updated_before', v_before, 'updated_at', v_after);
  end if;

  -- Nothing counted: a repeat of this tap (its success), else the row is not the caller's to change.
  select g.bonus_count, g.jackpot_count, g.updated_at, g.counter_taps @> jsonb_build_array(jsonb_build_object('id', p_tap_id))
    into v_bonus, v_jackpot, v_after, v_done
    from public.gambling_sessions g
   where g.id = p_session_id;
  if not coalesce(v_done, false) then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;
  return jsonb_build_object('bonus_count', v_bonus, 'jackpot_count', v_jackpot, 'updated_before', v_after, 'updated_at', v_after);
end;
$$;

comment on function public.tap_machine_counter(uuid, uuid, text) is
  'Counts one Bonus or Jackpot tap (p_counter bonus | jackpot) on the caller''s slot session in one statement; a repeated tap id counts nothing. Returns {bonus_count, jackpot_count, updated_before, updated_at}.';

revoke all on function public.tap_machine_counter(uuid, uuid, text) from public, anon;
grant execute on function public.tap_machine_counter(uuid, uuid, text) to authenticated;

-- ----------------------------------------------------------------------------
-- set_machine_note: the running note of the session (the whole text the player
-- typed; saving it again with the same text writes the same).
-- ----------------------------------------------------------------------------
create function public.set_machine_note(p_session_id uuid, p_note text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_before timestamptz;
  v_after timestamptz;
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if char_length(v_note) > 2000 then
    raise exception 'A note can be at most 2000 characters' using errcode = '22023';
  end if;

  select g.updated_at into v_before
    from public.gambling_sessions g
   where g.id = p_session_id
     for update;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;

  update public.gambling_sessions
     set notes = v_note
   where id = p_session_id
  returning updated_at into v_after;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;
  return jsonb_build_object('notes', v_note, 'updated_before', v_before, 'updated_at', v_after);
end;
$$;

comment on function public.set_machine_note(uuid, text) is
  'Sets the running note (notes) of the caller''s slot session; blank clears it. Returns {notes, updated_before, updated_at}.';

revoke all on function public.set_machine_note(uuid, text) from public, anon;
grant execute on function public.set_machine_note(uuid, text) to authenticated;

-- ----------------------------------------------------------------------------
-- Insights read the bonus counts from the index too (and free play, 20260101004205).
-- ----------------------------------------------------------------------------
drop index public.gambling_sessions_insights_idx;
create index gambling_sessions_insights_idx on public.gambling_sessions (user_id, session_date)
  include (session_time, end_date, end_time, casino_id, slot_machine_id, coins_in, coins_out, free_play, jackpot_net, result,
           include_in_daily_totals, is_live, bonus_count);

-- ----------------------------------------------------------------------------
-- get_play_insights (20260101003810, with 20260101004205's own money in: coins in less free play) with the bonus frequency in its figures:
--   counted_sessions  sessions whose counters were used
--   bonuses           bonuses counted in them
--   bonuses_per_hour  bonuses per hour played, over the counted sessions with start and end times, 2 decimals
--                     (null without such a session)
-- ----------------------------------------------------------------------------
create or replace function public.get_play_insights(p_group text, p_from date default null, p_to date default null)
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
           sum(p.minutes) filter (where p.minutes > 0 and p.bonus_count is not null) as counted_minutes
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
             'w2g_count', coalesce(jp.w2g_count, 0),
             'counted_sessions', su.counted_sessions,
             'bonuses', su.bonuses,
             'bonuses_per_hour', case when su.counted_minutes > 0 then round(su.timed_bonuses * 60 / su.counted_minutes, 2) end) as f
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
