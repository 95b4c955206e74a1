-- =============================================================================
-- Play limits the player sets (Account -> Play limits): loss limits per visit,
-- per day and per month, a time limit per visit, and a cool-off pause.
-- Private to the player: only the owner reads or writes the row; no admin read.
--
--   play_limits                          one row per player (id = auth.users.id)
--   pause_play(p_hours)                  starts / lengthens a cool-off (never shortens it)
--   get_play_limit_status(p_now, p_visit_id)  today's, this month's and one visit's loss and time
--   get_play_limit_report(p_now)         days / visits / months that reached a limit, this month and year
--
-- Loss definitions (mirrored by src/lib/play-limits/usage.ts, the unit-tested reference):
--   a visit's window      [arrival, departure]; an active visit [arrival, p_now]; an ended visit
--                         without a departure: [arrival, end of its arrival day]
--   loss of an ended visit       max(0, -net_result)
--   loss so far of an active one max(0, sum(coins_in - coins_out)) of the slot sessions at its casino
--                                starting within its window
--   loose slot play of a day     max(0, sum(coins_in - coins_out)) of that day's slot sessions inside no
--                                visit's window (same casino)
--   day loss   = losses of the visits arriving that day + that day's loose slot play
--   month loss = sum of its days' losses
--   visit time = departure (or p_now while active) - arrival; unknown for an ended visit without departure
-- Dates and times are the player's wall clock (session_date/time, arrival_date/time), so "now" comes from
-- the client as a timestamp without time zone. "Reached" means at or over the limit (>= 100 %).
-- =============================================================================

-- ----------------------------------------------------------------------------
-- play_limits
-- ----------------------------------------------------------------------------
create table public.play_limits (
  id uuid primary key references auth.users (id) on delete cascade,
  visit_loss_limit numeric(12, 2) check (visit_loss_limit is null or visit_loss_limit > 0),
  day_loss_limit numeric(12, 2) check (day_loss_limit is null or day_loss_limit > 0),
  month_loss_limit numeric(12, 2) check (month_loss_limit is null or month_loss_limit > 0),
  visit_time_limit_minutes integer check (visit_time_limit_minutes is null or visit_time_limit_minutes between 1 and 2880),
  paused_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.play_limits enable row level security;
comment on table public.play_limits is
  'Limits a player sets for their own play (null = off) and a cool-off pause (paused_until). Private: owner only.';

create trigger play_limits_set_updated_at
  before update on public.play_limits
  for each row execute function public.set_updated_at();

create policy "Players can read their own play limits"
  on public.play_limits for select to authenticated
  using (id = (select auth.uid()));

create policy "Players can add their own play limits"
  on public.play_limits for insert to authenticated
  with check (id = (select auth.uid()));

create policy "Players can update their own play limits"
  on public.play_limits for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

grant select, insert, update on public.play_limits to authenticated;
revoke delete on public.play_limits from authenticated, anon;

-- ----------------------------------------------------------------------------
-- pause_play(p_hours): a cool-off of 24, 72 or 168 hours from now. An earlier
-- pause that ends later is kept (one press never shortens a pause). Returns
-- the pause's end.
-- ----------------------------------------------------------------------------
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

comment on function public.pause_play(integer) is
  'Starts a cool-off of p_hours (24, 72, 168) for the caller, keeping a longer one already running; returns its end.';
revoke execute on function public.pause_play(integer) from public, anon;
grant execute on function public.pause_play(integer) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- private.play_visit_losses(uid, from, to, now): each of the player's visits
-- arriving in [from, to]: its arrival day, whether active, its loss and its
-- minutes (null when unknown). Security invoker: RLS applies as well.
-- ----------------------------------------------------------------------------
create function private.play_visit_losses(p_uid uuid, p_from date, p_to date, p_now timestamp)
returns table (visit_id uuid, day date, active boolean, loss numeric, minutes numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  with v as (
    select cs.id, cs.casino_id, cs.arrival_date, cs.final_cash is null as active, cs.net_result,
           cs.arrival_date + cs.arrival_time as arrived,
           case
             when cs.final_cash is null then p_now
             when cs.departure_date is not null then cs.departure_date + coalesce(cs.departure_time, time '00:00')
           end as departed
      from public.casino_sessions cs
     where cs.user_id = p_uid and cs.arrival_date between p_from and p_to
  )
  select v.id, v.arrival_date, v.active,
         case
           when v.active then greatest(0, coalesce((
             select sum(s.coins_in - s.coins_out)
               from public.gambling_sessions s
              where s.user_id = p_uid and s.casino_id = v.casino_id
                and s.session_date + s.session_time between v.arrived and v.departed), 0))
           else greatest(0, -v.net_result)
         end,
         round(extract(epoch from (v.departed - v.arrived)) / 60, 2)
    from v;
$$;

comment on function private.play_visit_losses(uuid, date, date, timestamp) is
  'Per visit arriving in [p_from, p_to]: arrival day, active, loss (see 20260101003600_play_limits) and minutes.';
revoke execute on function private.play_visit_losses(uuid, date, date, timestamp) from public, anon;
grant execute on function private.play_visit_losses(uuid, date, date, timestamp) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- private.play_day_losses(uid, from, to, now): the loss of each day in
-- [from, to] that has one: its visits' losses plus its loose slot play.
-- ----------------------------------------------------------------------------
create function private.play_day_losses(p_uid uuid, p_from date, p_to date, p_now timestamp)
returns table (day date, loss numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  select d.day, sum(d.loss)
    from (
      select v.day, v.loss from private.play_visit_losses(p_uid, p_from, p_to, p_now) v
      union all
      select s.session_date, greatest(0, sum(s.coins_in - s.coins_out))
        from public.gambling_sessions s
       where s.user_id = p_uid and s.session_date between p_from and p_to
         and not exists (
           select 1 from public.casino_sessions cs
            where cs.user_id = p_uid and cs.casino_id = s.casino_id
              and s.session_date + s.session_time >= cs.arrival_date + cs.arrival_time
              and s.session_date + s.session_time <= case
                    when cs.final_cash is null then p_now
                    when cs.departure_date is not null then cs.departure_date + coalesce(cs.departure_time, time '00:00')
                    else (cs.arrival_date + 1)::timestamp
                  end)
       group by s.session_date
    ) d
   group by d.day;
$$;

comment on function private.play_day_losses(uuid, date, date, timestamp) is
  'Loss per day in [p_from, p_to]: visits arriving that day plus slot play outside any visit (see 20260101003600_play_limits).';
revoke execute on function private.play_day_losses(uuid, date, date, timestamp) from public, anon;
grant execute on function private.play_day_losses(uuid, date, date, timestamp) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- get_play_limit_status(p_now, p_visit_id): the caller's limits and what they
-- have used: {limits, day_loss, month_loss, visit: {id, active, loss, minutes}}.
-- The visit is p_visit_id, or without it the latest active visit (null if none).
-- limits is null when the player has no row.
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
  v_month_loss numeric;
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

  select coalesce(sum(d.loss) filter (where d.day = p_now::date), 0), coalesce(sum(d.loss), 0)
    into v_day, v_month_loss
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
    select jsonb_build_object('id', v.visit_id, 'active', v.active, 'loss', v.loss, 'minutes', v.minutes)
      into v_visit
      from private.play_visit_losses(v_uid, v_visit_day, v_visit_day, p_now) v
     where v.visit_id = v_visit_id;
  end if;

  return jsonb_build_object('limits', v_limits, 'day_loss', v_day, 'month_loss', v_month_loss, 'visit', v_visit);
end;
$$;

comment on function public.get_play_limit_status(timestamp, uuid) is
  'The caller''s play limits and usage at p_now (their wall clock): today''s and this month''s loss and one visit''s loss and minutes.';
revoke execute on function public.get_play_limit_status(timestamp, uuid) from public, anon;
grant execute on function public.get_play_limit_status(timestamp, uuid) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- get_play_limit_report(p_now): how often the caller's current limits were
-- reached, this month and this year (of p_now):
--   {has_limits, limits, month: {days, visits, months}, year: {days, visits, months}}
-- days: days whose loss reached the day limit; visits: visits whose loss reached
-- the visit loss limit or whose time reached the time limit; months: months
-- whose loss reached the month limit. A count is null when its limit is off.
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
   where v.loss >= v_l.visit_loss_limit or v.minutes >= v_l.visit_time_limit_minutes;

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
  'How many days, visits and months of this month and year (of p_now) reached the caller''s current play limits.';
revoke execute on function public.get_play_limit_report(timestamp) from public, anon;
grant execute on function public.get_play_limit_report(timestamp) to authenticated, service_role;
