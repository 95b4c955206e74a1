-- =============================================================================
-- Play limits in one meaning (issue 35, item 5): the losses of
-- 20260101003600_play_limits re-defined on the rules of 20260101003700_one_night
-- (R1 covering, R2 active holding, R4 result, R5 loss so far), and every
-- crossing of a casino session's loss limit recorded when it happens, so that
-- Reports counts the casino session the player saw reach its limit even when it
-- ended under it (money still in a live machine came back at cash out).
--
--   visit loss       R5: closed -> max(0, -net_result); active -> max(0, -sum of the result of the slot
--                    sessions it holds (R2), a live machine's coins out counted as 0)
--   in_live_machine  how much of a loss is money still in a live machine: least(loss, money in of the
--                    live machines counted)
--   loose slot play  the slot sessions of a day neither covered (R1) nor held (R2): max(0, -sum(result))
--   day loss         losses of the visits arriving that day + that day's loose slot play
--   month loss       sum of its days' losses
--   visit minutes    active: p_now - arrival; closed: departure (date and time) - arrival; null when the
--                    departure date or time is unknown
--   crossing         a row in play_limit_crossings, written in the same transaction as the slot session,
--                    W2G (through its slot session's result) or casino session write that brought the
--                    visit's loss so far to its player's visit loss limit or over. The server does not know
--                    the player's clock: an active visit is counted with every slot session from its
--                    arrival on (R2 without an upper bound).
-- =============================================================================

-- ----------------------------------------------------------------------------
-- play_limit_crossings
-- ----------------------------------------------------------------------------
create table public.play_limit_crossings (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  casino_session_id uuid not null references public.casino_sessions (id) on delete cascade,
  kind text not null default 'visit-loss' check (kind in ('visit-loss')),
  loss numeric(12, 2) not null,
  loss_limit numeric(12, 2) not null,
  crossed_at timestamptz not null default now(),
  unique (casino_session_id, kind)
);
alter table public.play_limit_crossings enable row level security;
comment on table public.play_limit_crossings is
  'A casino session whose loss so far reached its player''s loss limit per casino session (the loss and limit then). Written only by a trigger; the owner reads.';
create index play_limit_crossings_user_idx on public.play_limit_crossings (user_id);

create policy "Players can read their own play limit crossings"
  on public.play_limit_crossings for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Enrolled players need aal2 to read play limit crossings"
  on public.play_limit_crossings as restrictive for select to authenticated
  using ((select private.require_aal()));

grant select on public.play_limit_crossings to authenticated;
revoke insert, update, delete, truncate on public.play_limit_crossings from authenticated, anon;

-- ----------------------------------------------------------------------------
-- Losses (the result types change: dropped and created again)
-- ----------------------------------------------------------------------------
drop function private.play_day_losses(uuid, date, date, timestamp);
drop function private.play_visit_losses(uuid, date, date, timestamp);

create function private.play_visit_losses(p_uid uuid, p_from date, p_to date, p_now timestamp)
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

comment on function private.play_visit_losses(uuid, date, date, timestamp) is
  'R5 per casino session of p_uid arriving in [p_from, p_to]: arrival day, active, loss so far at p_now, minutes, and how much of the loss is in a live machine (see 20260101003701).';
revoke execute on function private.play_visit_losses(uuid, date, date, timestamp) from public, anon;
grant execute on function private.play_visit_losses(uuid, date, date, timestamp) to authenticated, service_role;

create function private.play_day_losses(p_uid uuid, p_from date, p_to date, p_now timestamp)
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

comment on function private.play_day_losses(uuid, date, date, timestamp) is
  'Loss per day of p_uid in [p_from, p_to]: casino sessions arriving that day (R5) plus slot play neither covered nor held (see 20260101003701), and how much of it is in a live machine.';
revoke execute on function private.play_day_losses(uuid, date, date, timestamp) from public, anon;
grant execute on function private.play_day_losses(uuid, date, date, timestamp) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- get_play_limit_status(p_now, p_visit_id): as before, plus how much of each
-- loss is money still in a live machine:
--   {limits, day_loss, day_in_live_machine, month_loss, month_in_live_machine,
--    visit: {id, active, loss, in_live_machine, minutes}}
-- ----------------------------------------------------------------------------
create or replace function public.get_play_limit_status(p_now timestamp, p_visit_id uuid default null)
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
  v_visit_id uuid := p_visit_id;
  v_visit_day date;
  v_visit jsonb;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_now is null then
    raise exception 'p_now is required' using errcode = '22004';
  end if;

  select jsonb_build_object(
           'visit_loss_limit', pl.visit_loss_limit, 'day_loss_limit', pl.day_loss_limit,
           'month_loss_limit', pl.month_loss_limit, 'visit_time_limit_minutes', pl.visit_time_limit_minutes,
           'paused_until', pl.paused_until, 'updated_at', pl.updated_at)
    into v_limits
    from public.play_limits pl
   where pl.id = v_uid;

  select coalesce(sum(d.loss) filter (where d.day = p_now::date), 0),
         coalesce(sum(d.in_live_machine) filter (where d.day = p_now::date), 0),
         coalesce(sum(d.loss), 0), coalesce(sum(d.in_live_machine), 0)
    into v_day, v_day_live, v_month_loss, v_month_live
    from private.play_day_losses(v_uid, v_month, (v_month + interval '1 month')::date - 1, p_now) d;

  if v_visit_id is null then
    select cs.id into v_visit_id
      from public.casino_sessions cs
     where cs.user_id = v_uid and cs.final_cash is null
     order by cs.arrival_date desc, cs.arrival_time desc, cs.id
     limit 1;
  end if;
  select cs.arrival_date into v_visit_day
    from public.casino_sessions cs
   where cs.id = v_visit_id and cs.user_id = v_uid;
  if v_visit_day is not null then
    select jsonb_build_object('id', v.visit_id, 'active', v.active, 'loss', v.loss,
                              'in_live_machine', v.in_live_machine, 'minutes', v.minutes)
      into v_visit
      from private.play_visit_losses(v_uid, v_visit_day, v_visit_day, p_now) v
     where v.visit_id = v_visit_id;
  end if;

  return jsonb_build_object('limits', v_limits, 'day_loss', v_day, 'day_in_live_machine', v_day_live,
                            'month_loss', v_month_loss, 'month_in_live_machine', v_month_live, 'visit', v_visit);
end;
$$;

comment on function public.get_play_limit_status(timestamp, uuid) is
  'The caller''s play limits and usage at p_now (their wall clock): today''s, this month''s and one casino session''s loss so far (R5) with the part in a live machine, and the session''s minutes.';

-- ----------------------------------------------------------------------------
-- get_play_limit_report(p_now): as before; a casino session counts as over a
-- session limit when its loss (R5) reaches the current limit, its time the
-- time limit, or a crossing of its loss limit was recorded while it ran.
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
  v_visits_m bigint; v_visits_y bigint;
  v_months_m bigint; v_months_y bigint;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_now is null then
    raise exception 'p_now is required' using errcode = '22004';
  end if;
  select * into v_l from public.play_limits pl where pl.id = v_uid;
  if v_l.id is null or (v_l.visit_loss_limit is null and v_l.day_loss_limit is null
                        and v_l.month_loss_limit is null and v_l.visit_time_limit_minutes is null) then
    return jsonb_build_object('has_limits', false);
  end if;

  select count(*) filter (where d.day >= v_month), count(*)
    into v_days_m, v_days_y
    from private.play_day_losses(v_uid, v_year, (v_year + interval '1 year')::date - 1, p_now) d
   where d.loss >= v_l.day_loss_limit;

  select count(*) filter (where v.day >= v_month), count(*)
    into v_visits_m, v_visits_y
    from private.play_visit_losses(v_uid, v_year, (v_year + interval '1 year')::date - 1, p_now) v
   where v.loss >= v_l.visit_loss_limit or v.minutes >= v_l.visit_time_limit_minutes
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
      'visits', case when v_l.visit_loss_limit is null and v_l.visit_time_limit_minutes is null then null else v_visits_m end,
      'months', case when v_l.month_loss_limit is null then null else v_months_m end),
    'year', jsonb_build_object(
      'days', case when v_l.day_loss_limit is null then null else v_days_y end,
      'visits', case when v_l.visit_loss_limit is null and v_l.visit_time_limit_minutes is null then null else v_visits_y end,
      'months', case when v_l.month_loss_limit is null then null else v_months_y end));
end;
$$;

comment on function public.get_play_limit_report(timestamp) is
  'How many days, casino sessions (loss or time at the current limit, or a recorded crossing) and months of this month and year (of p_now) reached the caller''s play limits.';

-- ----------------------------------------------------------------------------
-- Recording a crossing: after a slot session or casino session write. Security
-- definer (players cannot write play_limit_crossings); it reads only the
-- written row's player.
-- ----------------------------------------------------------------------------
create function private.record_play_limit_crossing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_limit numeric;
  v_visit uuid;
  v_day date;
  v_loss numeric;
  v_far constant timestamp := timestamp '9999-12-31 23:59:59';
begin
  select pl.visit_loss_limit into v_limit from public.play_limits pl where pl.id = new.user_id;
  if v_limit is null then
    return null;
  end if;
  if tg_table_name = 'casino_sessions' then
    v_visit := new.id;
  elsif new.casino_id is not null then
    -- Slot play moves only an active casino session's loss (a closed one's is its cash).
    select sp.active_casino_session_id into v_visit
      from private.slot_play(new.user_id, new.session_date, new.session_date, v_far) sp
     where sp.slot_session_id = new.id;
  end if;
  if v_visit is null then
    return null;
  end if;
  select cs.arrival_date into v_day from public.casino_sessions cs where cs.id = v_visit;
  select v.loss into v_loss
    from private.play_visit_losses(new.user_id, v_day, v_day, v_far) v
   where v.visit_id = v_visit;
  if v_loss >= v_limit then
    insert into public.play_limit_crossings (user_id, casino_session_id, loss, loss_limit)
    values (new.user_id, v_visit, v_loss, v_limit)
    on conflict (casino_session_id, kind) do nothing;
  end if;
  return null;
end;
$$;

comment on function private.record_play_limit_crossing() is
  'Trigger: after a slot session or casino session write, records in play_limit_crossings the casino session whose loss so far (R5) reached its player''s visit loss limit.';
revoke execute on function private.record_play_limit_crossing() from public, anon, authenticated;

create trigger gambling_sessions_play_limit_crossing
  after insert or update of coins_in, coins_out, is_live, jackpot_net, casino_id, session_date, session_time
  on public.gambling_sessions
  for each row execute function private.record_play_limit_crossing();

create trigger casino_sessions_play_limit_crossing
  after insert or update of final_cash, starting_cash, additional_cash, casino_id, arrival_date, arrival_time,
    departure_date, departure_time
  on public.casino_sessions
  for each row execute function private.record_play_limit_crossing();
