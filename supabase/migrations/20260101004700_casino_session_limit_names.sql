-- =============================================================================
-- One word per thing (issue 36, item 3): the play limits per casino session are
-- named for it. play_limits.visit_loss_limit and visit_time_limit_minutes
-- (20260101003600_play_limits) become casino_session_loss_limit and
-- casino_session_time_limit_minutes; their checks are renamed with them.
--
-- Every function that reads them by name is made again on the new names (the
-- body of a plpgsql function is only checked when it runs):
--   get_play_limit_status   its parameter p_visit_id becomes p_casino_session_id
--                           (a parameter's name cannot change in place: dropped
--                           and created again, with its grants), and its answer
--                           says casino_session where it said visit, and the
--                           limits by their new names
--   get_play_limit_report   casino_sessions where it said visits
--   private.record_play_limit_crossing  (the trigger's function; its triggers stay)
-- Otherwise as in 20260101003701_play_limits_one_loss.
--
-- restore_my_data (last made in 20260101004204_restore_trips) writes the
-- archive's columns by name: a "Download my data" ZIP written before this
-- migration names the two limits visit_loss_limit / visit_time_limit_minutes,
-- and those are read as the new names (a row that has a new name keeps it).
--
-- Kept as they were (not this migration's columns): private.play_visit_losses
-- and its visit_id column, play_limit_crossings.kind 'visit-loss' (stored rows,
-- and in the archives), get_play_stats' casino "visits" (the spec's Home count).
-- =============================================================================

alter table public.play_limits rename column visit_loss_limit to casino_session_loss_limit;
alter table public.play_limits rename column visit_time_limit_minutes to casino_session_time_limit_minutes;
alter table public.play_limits rename constraint play_limits_visit_loss_limit_check to play_limits_casino_session_loss_limit_check;
alter table public.play_limits rename constraint play_limits_visit_time_limit_minutes_check to play_limits_casino_session_time_limit_minutes_check;

-- ----------------------------------------------------------------------------
-- get_play_limit_status(p_now, p_casino_session_id):
--   {limits, day_loss, day_in_live_machine, month_loss, month_in_live_machine,
--    casino_session: {id, active, loss, in_live_machine, minutes}}
-- The casino session is p_casino_session_id, or without it the latest active
-- one (null if none).
-- ----------------------------------------------------------------------------
drop function public.get_play_limit_status(timestamp, uuid);

create function public.get_play_limit_status(p_now timestamp, p_casino_session_id uuid default null)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_month date := date_trunc('month', p_now)::date;
  v_limits jsonb;
  v_day numeric;
  v_day_live numeric;
  v_month_loss numeric;
  v_month_live numeric;
  v_session_id uuid := p_casino_session_id;
  v_session_day date;
  v_session jsonb;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_now is null then
    raise exception 'p_now is required' using errcode = '22004';
  end if;

  select jsonb_build_object(
           'casino_session_loss_limit', pl.casino_session_loss_limit, 'day_loss_limit', pl.day_loss_limit,
           'month_loss_limit', pl.month_loss_limit,
           'casino_session_time_limit_minutes', pl.casino_session_time_limit_minutes,
           'paused_until', pl.paused_until, 'updated_at', pl.updated_at)
    into v_limits
    from public.play_limits pl
   where pl.id = v_uid;

  select coalesce(sum(d.loss) filter (where d.day = p_now::date), 0),
         coalesce(sum(d.in_live_machine) filter (where d.day = p_now::date), 0),
         coalesce(sum(d.loss), 0), coalesce(sum(d.in_live_machine), 0)
    into v_day, v_day_live, v_month_loss, v_month_live
    from private.play_day_losses(v_uid, v_month, (v_month + interval '1 month')::date - 1, p_now) d;

  if v_session_id is null then
    select cs.id into v_session_id
      from public.casino_sessions cs
     where cs.user_id = v_uid and cs.final_cash is null
     order by cs.arrival_date desc, cs.arrival_time desc, cs.id
     limit 1;
  end if;
  select cs.arrival_date into v_session_day
    from public.casino_sessions cs
   where cs.id = v_session_id and cs.user_id = v_uid;
  if v_session_day is not null then
    select jsonb_build_object('id', v.visit_id, 'active', v.active, 'loss', v.loss,
                              'in_live_machine', v.in_live_machine, 'minutes', v.minutes)
      into v_session
      from private.play_visit_losses(v_uid, v_session_day, v_session_day, p_now) v
     where v.visit_id = v_session_id;
  end if;

  return jsonb_build_object('limits', v_limits, 'day_loss', v_day, 'day_in_live_machine', v_day_live,
                            'month_loss', v_month_loss, 'month_in_live_machine', v_month_live,
                            'casino_session', v_session);
end;
$$;

comment on function public.get_play_limit_status(timestamp, uuid) is
  'The caller''s play limits and usage at p_now (their wall clock): today''s, this month''s and one casino session''s loss so far (R5) with the part in a live machine, and the session''s minutes.';
revoke execute on function public.get_play_limit_status(timestamp, uuid) from public, anon;
grant execute on function public.get_play_limit_status(timestamp, uuid) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- get_play_limit_report(p_now):
--   {has_limits, month: {days, casino_sessions, months}, year: {...}}
-- A casino session counts as over a session limit when its loss (R5) reaches
-- the current limit, its time the time limit, or a crossing of its loss limit
-- was recorded while it ran.
-- ----------------------------------------------------------------------------
create or replace function public.get_play_limit_report(p_now timestamp)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_year date := date_trunc('year', p_now)::date;
  v_month date := date_trunc('month', p_now)::date;
  v_l public.play_limits;
  v_days_m bigint; v_days_y bigint;
  v_sessions_m bigint; v_sessions_y bigint;
  v_months_m bigint; v_months_y bigint;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_now is null then
    raise exception 'p_now is required' using errcode = '22004';
  end if;
  select * into v_l from public.play_limits pl where pl.id = v_uid;
  if v_l.id is null or (v_l.casino_session_loss_limit is null and v_l.day_loss_limit is null
                        and v_l.month_loss_limit is null and v_l.casino_session_time_limit_minutes is null) then
    return jsonb_build_object('has_limits', false);
  end if;

  select count(*) filter (where d.day >= v_month), count(*)
    into v_days_m, v_days_y
    from private.play_day_losses(v_uid, v_year, (v_year + interval '1 year')::date - 1, p_now) d
   where d.loss >= v_l.day_loss_limit;

  select count(*) filter (where v.day >= v_month), count(*)
    into v_sessions_m, v_sessions_y
    from private.play_visit_losses(v_uid, v_year, (v_year + interval '1 year')::date - 1, p_now) v
   where v.loss >= v_l.casino_session_loss_limit or v.minutes >= v_l.casino_session_time_limit_minutes
      or exists (select 1 from public.play_limit_crossings c where c.casino_session_id = v.visit_id and c.user_id = v_uid);

  select count(*) filter (where m.month = v_month), count(*)
    into v_months_m, v_months_y
    from (
      select date_trunc('month', d.day)::date as month, sum(d.loss) as loss
        from private.play_day_losses(v_uid, v_year, (v_year + interval '1 year')::date - 1, p_now) d
       group by 1
    ) m
   where m.loss >= v_l.month_loss_limit;

  return jsonb_build_object(
    'has_limits', true,
    'month', jsonb_build_object(
      'days', case when v_l.day_loss_limit is null then null else v_days_m end,
      'casino_sessions', case when v_l.casino_session_loss_limit is null and v_l.casino_session_time_limit_minutes is null
                              then null else v_sessions_m end,
      'months', case when v_l.month_loss_limit is null then null else v_months_m end),
    'year', jsonb_build_object(
      'days', case when v_l.day_loss_limit is null then null else v_days_y end,
      'casino_sessions', case when v_l.casino_session_loss_limit is null and v_l.casino_session_time_limit_minutes is null
                              then null else v_sessions_y end,
      'months', case when v_l.month_loss_limit is null then null else v_months_y end));
end;
$$;

comment on function public.get_play_limit_report(timestamp) is
  'How many days, casino sessions (loss or time at the current limit, or a recorded crossing) and months of this month and year (of p_now) reached the caller''s play limits.';

-- ----------------------------------------------------------------------------
-- Recording a crossing (the trigger's function of 20260101003701, on the new
-- column's name; the triggers that run it are unchanged).
-- ----------------------------------------------------------------------------
create or replace function private.record_play_limit_crossing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_limit numeric;
  v_session uuid;
  v_day date;
  v_loss numeric;
  v_far constant timestamp := timestamp '9999-12-31 23:59:59';
begin
  select pl.casino_session_loss_limit into v_limit from public.play_limits pl where pl.id = new.user_id;
  if v_limit is null then
    return null;
  end if;
  if tg_table_name = 'casino_sessions' then
    v_session := new.id;
  elsif new.casino_id is not null then
    -- Slot play moves only an active casino session's loss (a closed one's is its cash).
    select sp.active_casino_session_id into v_session
      from private.slot_play(new.user_id, new.session_date, new.session_date, v_far) sp
     where sp.slot_session_id = new.id;
  end if;
  if v_session is null then
    return null;
  end if;
  select cs.arrival_date into v_day from public.casino_sessions cs where cs.id = v_session;
  select v.loss into v_loss
    from private.play_visit_losses(new.user_id, v_day, v_day, v_far) v
   where v.visit_id = v_session;
  if v_loss >= v_limit then
    insert into public.play_limit_crossings (user_id, casino_session_id, loss, loss_limit)
    values (new.user_id, v_session, v_loss, v_limit)
    on conflict (casino_session_id, kind) do nothing;
  end if;
  return null;
end;
$$;

comment on function private.record_play_limit_crossing() is
  'Trigger: after a slot session or casino session write, records in play_limit_crossings the casino session whose loss so far (R5) reached its player''s loss limit per casino session.';
revoke execute on function private.record_play_limit_crossing() from public, anon, authenticated;

-- ----------------------------------------------------------------------------
-- restore_my_data: as in 20260101004204_restore_trips, and a play limits row of
-- an older ZIP (visit_loss_limit, visit_time_limit_minutes) is read on the new
-- names before its columns are matched.
-- ----------------------------------------------------------------------------
create or replace function public.restore_my_data(p_data jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_tables jsonb := coalesce(p_data -> 'tables', '{}'::jsonb);
  v_casinos jsonb := coalesce(p_data -> 'casino_map', '{}'::jsonb);
  v_machines jsonb := coalesce(p_data -> 'machine_map', '{}'::jsonb);
  v_result jsonb := '{}'::jsonb;
  v_table text;
  v_owner text;
  v_rows jsonb;
  v_keys text[];
  v_fixed jsonb;
  v_defs text;
  v_list text;
  v_exprs text;
  v_where text;
  v_added bigint;
  v_skipped bigint;
  v_profile jsonb;
begin
  if v_uid is null then
    raise exception 'Sign in to restore your data' using errcode = '42501';
  end if;
  if jsonb_typeof(v_tables) <> 'object' or jsonb_typeof(v_casinos) <> 'object' or jsonb_typeof(v_machines) <> 'object' then
    raise exception 'The restore data is not in the expected shape' using errcode = '22023';
  end if;

  -- W-2G photos must be in the caller's own folder of w2g-images (the app uploads them there first).
  if exists (
    select 1
    from jsonb_array_elements(coalesce(v_tables -> 'w2g_jackpots', '[]'::jsonb)) j,
         jsonb_array_elements_text(coalesce(j -> 'images', '[]'::jsonb)) p
    where p not like v_uid::text || '/%'
  ) then
    raise exception 'A W2G photo must be restored into your own folder' using errcode = '42501';
  end if;

  -- Own machines before the sessions and W-2Gs that use them; slot sessions before the W-2Gs that point at them.
  foreach v_table in array array[
    'slot_machines', 'gambling_sessions', 'casino_sessions', 'w2g_jackpots',
    'casino_win_loss_statements', 'user_casino_preferences', 'play_limits',
    'trips', 'trip_costs', 'trip_comps', 'trip_suggestion_dismissals'
  ] loop
    v_rows := coalesce(v_tables -> v_table, '[]'::jsonb);
    if jsonb_typeof(v_rows) <> 'array' then
      raise exception 'The restore data for % is not a list', v_table using errcode = '22023';
    end if;
    v_owner := case v_table when 'slot_machines' then 'added_by' when 'play_limits' then 'id' else 'user_id' end;
    if jsonb_array_length(v_rows) = 0 then
      v_result := v_result || jsonb_build_object(v_table, jsonb_build_object('rows', 0, 'added', 0, 'skipped_casino', 0));
      continue;
    end if;
    if exists (select 1 from jsonb_array_elements(v_rows) e where jsonb_typeof(e) <> 'object') then
      raise exception 'The restore data for % holds something that is not a row', v_table using errcode = '22023';
    end if;
    -- Play limits of a ZIP written before 20260101004700: the limits per casino session by their names then.
    if v_table = 'play_limits' then
      select jsonb_agg(
               (e - 'visit_loss_limit' - 'visit_time_limit_minutes')
               || jsonb_strip_nulls(jsonb_build_object(
                    'casino_session_loss_limit', coalesce(e -> 'casino_session_loss_limit', e -> 'visit_loss_limit'),
                    'casino_session_time_limit_minutes',
                    coalesce(e -> 'casino_session_time_limit_minutes', e -> 'visit_time_limit_minutes')))
               order by n)
        into v_rows
        from jsonb_array_elements(v_rows) with ordinality as x(e, n);
    end if;
    select array_agg(distinct k) into v_keys from jsonb_array_elements(v_rows) e, jsonb_object_keys(e) k;

    -- What is written instead of the archive's value ($1 the caller, $3 the casino map, $4 the machine map).
    -- Lookups go by primary key only (the owner is checked on the row found): a condition on the owner lets the
    -- planner walk the player's index instead, once per row, which made a 30,000-row restore quadratic.
    v_fixed := jsonb_build_object(v_owner, '$1');
    if v_owner <> 'id' then
      v_fixed := v_fixed || jsonb_build_object('id', format(
        'coalesce((select case when x.%2$I = $1 then x.id end from public.%1$I x where x.id = r.id), md5($1::text || ''/'' || r.id::text)::uuid)',
        v_table, v_owner));
    end if;
    if 'casino_id' = any(v_keys) then
      v_fixed := v_fixed || jsonb_build_object('casino_id', '($3 ->> r.casino_id::text)::uuid');
    end if;
    if 'slot_machine_id' = any(v_keys) and v_table <> 'slot_machines' then
      v_fixed := v_fixed || jsonb_build_object('slot_machine_id',
        'coalesce(($4 ->> r.slot_machine_id::text)::uuid, (select max(case when m.added_by = $1 then m.id::text end)::uuid'
        || ' from public.slot_machines m where m.id in (r.slot_machine_id, md5($1::text || ''/'' || r.slot_machine_id::text)::uuid)))');
    end if;
    if v_table = 'w2g_jackpots' and 'session_id' = any(v_keys) then
      v_fixed := v_fixed || jsonb_build_object('session_id',
        '(select max(case when g.user_id = $1 then g.id::text end)::uuid from public.gambling_sessions g'
        || ' where g.id in (r.session_id, md5($1::text || ''/'' || r.session_id::text)::uuid))');
    end if;

    if v_table = 'trips' and 'casino_ids' = any(v_keys) then
      v_fixed := v_fixed || jsonb_build_object('casino_ids',
        'coalesce((select array_agg(($3 ->> c::text)::uuid) from unnest(r.casino_ids) c where $3 ? c::text), ''{}'')');
    end if;
    if v_table in ('trip_costs', 'trip_comps') and 'trip_id' = any(v_keys) then
      v_fixed := v_fixed || jsonb_build_object('trip_id',
        '(select max(case when t.user_id = $1 then t.id::text end)::uuid from public.trips t'
        || ' where t.id in (r.trip_id, md5($1::text || ''/'' || r.trip_id::text)::uuid))');
    end if;
    if v_table in ('trip_costs', 'trip_comps') and 'casino_session_id' = any(v_keys) then
      v_fixed := v_fixed || jsonb_build_object('casino_session_id',
        '(select max(case when cs.user_id = $1 then cs.id::text end)::uuid from public.casino_sessions cs'
        || ' where cs.id in (r.casino_session_id, md5($1::text || ''/'' || r.casino_session_id::text)::uuid))');
    end if;

    select string_agg(format('%I %s', a.attname, pg_catalog.format_type(a.atttypid, a.atttypmod)), ', ' order by a.attnum)
             filter (where a.attname = any(v_keys)),
           string_agg(format('%I', a.attname), ', ' order by a.attnum),
           string_agg(coalesce(v_fixed ->> a.attname, format('r.%I', a.attname)), ', ' order by a.attnum)
      into v_defs, v_list, v_exprs
    from pg_catalog.pg_attribute a
    where a.attrelid = format('public.%I', v_table)::regclass
      and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      and (a.attname = any(v_keys) or v_fixed ? a.attname::text);

    v_where := case when 'casino_id' = any(v_keys) then 'r.casino_id is null or $3 ? r.casino_id::text' else 'true' end;
    execute format('insert into public.%I (%s) select %s from jsonb_to_recordset($2) as r(%s) where %s on conflict do nothing',
                   v_table, v_list, v_exprs, v_defs, v_where)
      using v_uid, v_rows, v_casinos, v_machines;
    get diagnostics v_added = row_count;
    select count(*) into v_skipped
    from jsonb_array_elements(v_rows) e
    where e ->> 'casino_id' is not null and not v_casinos ? (e ->> 'casino_id');
    v_result := v_result || jsonb_build_object(v_table,
      jsonb_build_object('rows', jsonb_array_length(v_rows), 'added', v_added, 'skipped_casino', v_skipped));
  end loop;

  -- The profile: only the blanks are filled (a name the player has typed since is never overwritten).
  v_profile := v_tables -> 'profile';
  if jsonb_typeof(v_profile) = 'object' then
    update public.profiles p
       set first_name = coalesce(p.first_name, nullif(v_profile ->> 'first_name', '')),
           last_name = coalesce(p.last_name, nullif(v_profile ->> 'last_name', '')),
           phone = coalesce(p.phone, nullif(v_profile ->> 'phone', '')),
           nickname = coalesce(p.nickname, nullif(v_profile ->> 'nickname', ''))
     where p.id = v_uid
       and ((p.first_name is null and nullif(v_profile ->> 'first_name', '') is not null)
            or (p.last_name is null and nullif(v_profile ->> 'last_name', '') is not null)
            or (p.phone is null and nullif(v_profile ->> 'phone', '') is not null)
            or (p.nickname is null and nullif(v_profile ->> 'nickname', '') is not null));
  end if;

  return jsonb_build_object('tables', v_result);
end;
$$;

comment on function public.restore_my_data(jsonb) is
  'Restore my data: writes the rows of a Download my data archive as the caller, in one transaction; idempotent (kept or derived ids, on conflict do nothing).';

revoke all on function public.restore_my_data(jsonb) from public, anon;
grant execute on function public.restore_my_data(jsonb) to authenticated;
