-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function private.play_day_losses(p_uid uuid, p_from date, p_to date, p_now timestamp)
returns table (day date, loss numeric, in_live_machine numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  select d.day, sum(d.loss), sum(d.in_live_machine)
    from (
      select v.day, v.loss, v.in_live_machine from private.play_visit_losses(p_uid, p_from, p_to, p_now) v
      union all
      select x.session_date, greatest(0, -x.result), least(greatest(0, -x.result), x.live_in)
        from (
          select sp.session_date, sum(sp.loss_result) as result, sum(sp.live_in) as live_in
            from private.slot_play(p_uid, p_from, p_to, p_now) sp
           where sp.casino_session_id is null and sp.active_casino_session_id is null
           group by sp.session_date
        ) x
    ) d
   group by d.day;
$$;
comment on function private.play_day_losses(p_uid uuid, p_from date, p_to date, p_now timestamp without time zone) is 'Loss per day of p_uid in [p_from, p_to]: casino sessions arriving that day (R5) plus slot play neither covered nor held (see 20260101003701), and how much of it is in a live machine.';
revoke execute on function private.play_day_losses(p_uid uuid, p_from date, p_to date, p_now timestamp without time zone) from public;
grant execute on function private.play_day_losses(p_uid uuid, p_from date, p_to date, p_now timestamp without time zone) to authenticated, service_role;

create or replace function private.play_limit_columns_written()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform set_config('private.play_limit_columns_written', tg_table_name, true);
  return null;
end;
$$;
comment on function private.play_limit_columns_written() is 'Statement trigger (after update of the columns a loss depends on): marks the statement for private.play_limit_crossings_after_write, which runs next.';
revoke execute on function private.play_limit_columns_written() from public;

create or replace function private.play_limit_crossings_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  if tg_op = 'UPDATE' then
    if current_setting('private.play_limit_columns_written', true) is distinct from tg_table_name then
      return null;
    end if;
    perform set_config('private.play_limit_columns_written', '', true);
  end if;
  if current_setting('private.restore_applying', true) = 'on' then
    return null;
  end if;
  select array_agg(n.id) into v_ids from new_rows n;
  if tg_table_name = 'casino_sessions' then
    perform private.record_play_limit_crossings(null, v_ids);
  else
    perform private.record_play_limit_crossings(v_ids, null);
  end if;
  return null;
end;
$$;
comment on function private.play_limit_crossings_after_write() is 'Statement trigger: after slot sessions or casino sessions are inserted, or updated through a column a loss depends on, records the crossings they brought (private.record_play_limit_crossings).';
revoke execute on function private.play_limit_crossings_after_write() from public;

create or replace function private.play_visit_losses(p_uid uuid, p_from date, p_to date, p_now timestamp)
returns table (visit_id uuid, day date, active boolean, loss numeric, minutes numeric, in_live_machine numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  with v as (
    select cs.id, cs.arrival_date, cs.final_cash is null as active, cs.net_result,
           cs.arrival_date + cs.arrival_time as arrived,
           case
             when cs.final_cash is null then p_now
             when cs.departure_date is not null and cs.departure_time is not null then cs.departure_date + cs.departure_time
           end as departed
      from public.casino_sessions cs
     where cs.user_id = p_uid and cs.arrival_date between p_from and p_to
  ),
  held as (
    select sp.active_casino_session_id as visit_id, sum(sp.loss_result) as result, sum(sp.live_in) as live_in
      from private.slot_play(p_uid, (select min(v.arrival_date) from v where v.active), greatest(p_to, p_now::date), p_now) sp
     where sp.active_casino_session_id is not null
     group by sp.active_casino_session_id
  ),
  l as (
    select v.*, h.live_in,
           case when v.active then greatest(0, -coalesce(h.result, 0)) else greatest(0, -v.net_result) end as loss
      from v left join held h on h.visit_id = v.id
  )
  select l.id, l.arrival_date, l.active, l.loss,
         round(extract(epoch from (l.departed - l.arrived)) / 60, 2),
         least(l.loss, coalesce(l.live_in, 0))
    from l;
$$;
comment on function private.play_visit_losses(p_uid uuid, p_from date, p_to date, p_now timestamp without time zone) is 'R5 per casino session of p_uid arriving in [p_from, p_to]: arrival day, active, loss so far at p_now, minutes, and how much of the loss is in a live machine (see 20260101003701).';
revoke execute on function private.play_visit_losses(p_uid uuid, p_from date, p_to date, p_now timestamp without time zone) from public;
grant execute on function private.play_visit_losses(p_uid uuid, p_from date, p_to date, p_now timestamp without time zone) to authenticated, service_role;

create or replace function private.record_play_limit_crossings(p_slot_sessions uuid[], p_casino_sessions uuid[])
returns uuid[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_far constant timestamp := timestamp '9999-12-31 23:59:59';
  v_player record;
  v_recorded uuid[] := '{}';
  v_ids uuid[];
begin
  for v_player in
    with written as (
      select g.user_id, g.id as slot_session_id, g.session_date, null::uuid as casino_session_id
        from unnest(coalesce(p_slot_sessions, '{}')) as i (id)
        join public.gambling_sessions g on g.id = i.id
       where g.casino_id is not null
      union all
      select cs.user_id, null, null, cs.id
        from unnest(coalesce(p_casino_sessions, '{}')) as i (id)
        join public.casino_sessions cs on cs.id = i.id
    )
    select w.user_id, pl.casino_session_loss_limit as loss_limit,
           array_agg(w.slot_session_id) filter (where w.slot_session_id is not null) as slot_sessions,
           min(w.session_date) as first_day, max(w.session_date) as last_day,
           array_agg(w.casino_session_id) filter (where w.casino_session_id is not null) as casino_sessions
      from written w
      join public.play_limits pl on pl.id = w.user_id
     where pl.casino_session_loss_limit is not null
     group by w.user_id, pl.casino_session_loss_limit
  loop
    -- A written casino session is its own; slot play moves only the active casino session holding it (a
    -- closed one's loss is its cash).
    with touched as (
      select sp.active_casino_session_id as id
        from private.slot_play(v_player.user_id, v_player.first_day, v_player.last_day, v_far) sp
        join unnest(coalesce(v_player.slot_sessions, '{}')) as s (id) on s.id = sp.slot_session_id
       where sp.active_casino_session_id is not null
      union
      select c.id from unnest(coalesce(v_player.casino_sessions, '{}')) as c (id)
    ),
    days as (
      select min(cs.arrival_date) as first_day, max(cs.arrival_date) as last_day
        from touched t join public.casino_sessions cs on cs.id = t.id
    ),
    recorded as (
      insert into public.play_limit_crossings (user_id, casino_session_id, loss, loss_limit)
      select v_player.user_id, v.visit_id, v.loss, v_player.loss_limit
        from days, private.play_visit_losses(v_player.user_id, days.first_day, days.last_day, v_far) v
        join touched t on t.id = v.visit_id
       where v.loss >= v_player.loss_limit
       order by v.visit_id
      on conflict (casino_session_id, kind) do nothing
      returning id
    )
    select array_agg(recorded.id) into v_ids from recorded;
    v_recorded := v_recorded || coalesce(v_ids, '{}');
  end loop;
  return v_recorded;
end;
$$;
comment on function private.record_play_limit_crossings(p_slot_sessions uuid[], p_casino_sessions uuid[]) is 'Records in play_limit_crossings every casino session among these (and the active ones holding these slot sessions) whose loss so far (R5) reached its player''s loss limit per casino session: one evaluation of the rows of a statement (or of a restore''s step); answers the crossings recorded.';
revoke execute on function private.record_play_limit_crossings(p_slot_sessions uuid[], p_casino_sessions uuid[]) from public;

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
comment on function public.get_play_limit_report(p_now timestamp without time zone) is 'How many days, casino sessions (loss or time at the current limit, or a recorded crossing) and months of this month and year (of p_now) reached the caller''s play limits.';
revoke execute on function public.get_play_limit_report(p_now timestamp without time zone) from anon, public;

create or replace function public.get_play_limit_status(p_now timestamp, p_casino_session_id uuid default null)
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
comment on function public.get_play_limit_status(p_now timestamp without time zone, p_casino_session_id uuid) is 'The caller''s play limits and usage at p_now (their wall clock): today''s, this month''s and one casino session''s loss so far (R5) with the part in a live machine, and the session''s minutes.';
revoke execute on function public.get_play_limit_status(p_now timestamp without time zone, p_casino_session_id uuid) from anon, public;

create or replace function public.pause_play(p_hours integer)
returns timestamptz
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_until timestamptz;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_hours is null or p_hours not in (24, 72, 168) then
    raise exception 'A pause lasts 24 hours, 72 hours or 7 days' using errcode = '22023';
  end if;
  insert into public.play_limits as pl (id, paused_until)
  values (v_uid, now() + make_interval(hours => p_hours))
  on conflict (id) do update
    set paused_until = greatest(coalesce(pl.paused_until, excluded.paused_until), excluded.paused_until)
  returning pl.paused_until into v_until;
  return v_until;
end;
$$;
comment on function public.pause_play(p_hours integer) is 'Starts a cool-off of p_hours (24, 72, 168) for the caller, keeping a longer one already running; returns its end.';
revoke execute on function public.pause_play(p_hours integer) from anon, public;
