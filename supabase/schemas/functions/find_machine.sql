-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function private.current_month()
returns date
language sql
stable
set search_path = ''
as $$
  select date_trunc('month', now() at time zone 'utc')::date;
$$;
comment on function private.current_month() is 'The first day of the server''s current month (UTC): the clock of Find a machine''s window, in one place.';
revoke execute on function private.current_month() from public;

create or replace function private.machine_sightings(p_machines uuid[], p_casino uuid)
returns table (slot_machine_id uuid, casino_id uuid, last_month date)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_before date := private.current_month();
  v_from date := (v_before - interval '12 months')::date;
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_machines is null and p_casino is null then
    raise exception 'Name the games or the casino' using errcode = '22023';
  end if;
  return query
  select g.slot_machine_id, g.casino_id, date_trunc('month', max(g.session_date))::date
  from public.gambling_sessions g
  join public.slot_machines m on m.id = g.slot_machine_id and m.added_by is null
  left join public.profiles p on p.id = g.user_id
  where g.casino_id is not null
    and (p_machines is null or g.slot_machine_id = any (p_machines))
    and (p_casino is null or g.casino_id = p_casino)
    and g.session_date >= v_from
    and g.session_date < v_before
    and coalesce(p.share_machine_sightings, true)
  group by g.slot_machine_id, g.casino_id
  having count(distinct g.user_id) >= 5;
end;
$$;
comment on function private.machine_sightings(p_machines uuid[], p_casino uuid) is 'Find a machine''s "seen by players": (game, casino) pairs with >= 5 players (not opted out) in the 12 whole months before the server''s current month; the month of the latest session only.';
revoke execute on function private.machine_sightings(p_machines uuid[], p_casino uuid) from public;
grant execute on function private.machine_sightings(p_machines uuid[], p_casino uuid) to authenticated;

create or replace function public.get_casino_games(p_casino uuid)
returns table (
  slot_machine_id uuid,
  name text,
  slot_name text,
  manufacturer text,
  listed boolean,
  seen_month date,
  my_sessions integer,
  my_first_date date,
  my_last_date date
)
language sql
stable
security invoker
set search_path = ''
as $$
  with listed as (
    select l.slot_machine_id from public.casino_slot_machines l where l.casino_id = p_casino
  ), seen as (
    select s.slot_machine_id, s.last_month from private.machine_sightings(null, p_casino) s
  ), mine as (
    select g.slot_machine_id, count(*)::integer as sessions, min(g.session_date) as first_date, max(g.session_date) as last_date
      from public.gambling_sessions g
      join public.slot_machines m on m.id = g.slot_machine_id and m.added_by is null
     where g.user_id = (select auth.uid()) and g.casino_id = p_casino
     group by g.slot_machine_id
  ), found as (
    select l.slot_machine_id from listed l
    union
    select s.slot_machine_id from seen s
    union
    select mi.slot_machine_id from mine mi
  )
  select m.id, m.name, m.slot_name, m.manufacturer, l.slot_machine_id is not null, s.last_month, coalesce(mi.sessions, 0),
         mi.first_date, mi.last_date
  from found f
  join public.slot_machines m on m.id = f.slot_machine_id
  left join listed l on l.slot_machine_id = f.slot_machine_id
  left join seen s on s.slot_machine_id = f.slot_machine_id
  left join mine mi on mi.slot_machine_id = f.slot_machine_id
  order by m.name, m.id;
$$;
comment on function public.get_casino_games(p_casino uuid) is 'A casino''s games: its admin list, those >= 5 players logged there in the 12 whole months before the server''s current month, and those the caller played there (with their dates).';
revoke execute on function public.get_casino_games(p_casino uuid) from anon, public;

create or replace function public.get_machine_casinos(p_machines uuid[])
returns table (
  slot_machine_id uuid,
  casino_id uuid,
  name text,
  city text,
  state text,
  latitude double precision,
  longitude double precision,
  listed boolean,
  seen_month date,
  my_sessions integer,
  my_first_date date,
  my_last_date date
)
language sql
stable
security invoker
set search_path = ''
as $$
  with listed as (
    select l.slot_machine_id, l.casino_id from public.casino_slot_machines l where l.slot_machine_id = any (p_machines)
  ), seen as (
    select s.slot_machine_id, s.casino_id, s.last_month from private.machine_sightings(p_machines, null) s
  ), mine as (
    select g.slot_machine_id, g.casino_id, count(*)::integer as sessions, min(g.session_date) as first_date,
           max(g.session_date) as last_date
      from public.gambling_sessions g
      join public.slot_machines m on m.id = g.slot_machine_id and m.added_by is null
     where g.user_id = (select auth.uid()) and g.slot_machine_id = any (p_machines) and g.casino_id is not null
     group by g.slot_machine_id, g.casino_id
  ), found as (
    select l.slot_machine_id, l.casino_id from listed l
    union
    select s.slot_machine_id, s.casino_id from seen s
    union
    select mi.slot_machine_id, mi.casino_id from mine mi
  )
  select f.slot_machine_id, c.id, c.name, c.city, c.state, c.latitude::double precision, c.longitude::double precision,
         l.casino_id is not null, s.last_month, coalesce(mi.sessions, 0), mi.first_date, mi.last_date
  from found f
  join public.casinos c on c.id = f.casino_id and c.archived_at is null
  left join listed l on l.slot_machine_id = f.slot_machine_id and l.casino_id = f.casino_id
  left join seen s on s.slot_machine_id = f.slot_machine_id and s.casino_id = f.casino_id
  left join mine mi on mi.slot_machine_id = f.slot_machine_id and mi.casino_id = f.casino_id
  order by f.slot_machine_id, c.name, c.id;
$$;
comment on function public.get_machine_casinos(p_machines uuid[]) is 'Find a machine: the casinos that have each game (admin list, >= 5 players in the 12 whole months before the server''s current month: never who, never how much; and the caller''s own sessions with their dates).';
revoke execute on function public.get_machine_casinos(p_machines uuid[]) from anon, public;
