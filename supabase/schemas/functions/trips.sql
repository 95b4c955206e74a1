-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function private.trip_money_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_amount numeric := case tg_table_name when 'trip_costs' then (to_jsonb(new) ->> 'amount')::numeric
                                          else (to_jsonb(new) ->> 'value')::numeric end;
begin
  if v_amount is null or (v_amount <> 'NaN'::numeric and v_amount <= 0) then
    raise exception 'The amount must be more than 0' using errcode = '23514';
  end if;
  if num_nonnulls(new.trip_id, new.casino_session_id) <> 1 then
    raise exception 'Put it on one trip or one casino session' using errcode = '23514';
  end if;
  if new.trip_id is not null
     and not exists (select 1 from public.trips t where t.id = new.trip_id and t.user_id = new.user_id) then
    raise exception 'This trip is not yours' using errcode = '42501', hint = 'not_yours';
  end if;
  if new.casino_session_id is not null
     and not exists (select 1 from public.casino_sessions cs where cs.id = new.casino_session_id and cs.user_id = new.user_id) then
    raise exception 'This casino session is not yours' using errcode = '42501', hint = 'not_yours';
  end if;
  return new;
end;
$$;
comment on function private.trip_money_check() is 'Trigger of trip_costs / trip_comps: an amount above 0, on exactly one trip or casino session, and that one owned by the row''s user_id (42501, hint not_yours, otherwise).';
revoke execute on function private.trip_money_check() from public;

create or replace function private.trips_check()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_other record;
begin
  new.name := btrim(new.name);
  if new.name = '' then
    raise exception 'A trip needs a name' using errcode = '23514';
  end if;
  if new.end_date < new.start_date then
    raise exception 'A trip cannot end before it starts' using errcode = '23514';
  end if;
  if new.end_date - new.start_date > 365 then
    raise exception 'A trip can last at most a year' using errcode = '23514';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('trips/' || new.user_id::text, 0));
  select t.name, t.start_date, t.end_date into v_other
    from public.trips t
   where t.user_id = new.user_id and t.id <> new.id
     and t.start_date <= new.end_date and t.end_date >= new.start_date
   order by t.start_date
   limit 1;
  if found then
    raise exception 'This trip shares days with your trip "%" (% to %): change its dates first', v_other.name,
      to_char(v_other.start_date, 'Mon FMDD, YYYY'), to_char(v_other.end_date, 'Mon FMDD, YYYY')
      using errcode = '23P01', hint = 'overlap';
  end if;
  return new;
end;
$$;
comment on function private.trips_check() is 'Trigger: a trip''s name is not blank, it ends on or after its start and within a year, and shares no day with another trip of its player (23P01, hint overlap).';
revoke execute on function private.trips_check() from public;

create or replace function public.get_trip_suggestions(p_lat double precision default null, p_lng double precision default null)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  return (
    with
    play as (
      select g.session_date as day, g.casino_id from public.gambling_sessions g where g.user_id = v_uid and g.casino_id is not null
      union
      select cs.arrival_date, cs.casino_id from public.casino_sessions cs where cs.user_id = v_uid and cs.casino_id is not null
    ),
    regular as (
      select p.casino_id from play p group by p.casino_id having count(distinct date_trunc('month', p.day)) >= 3
    ),
    -- Home: the casinos played in 3+ months, the player's favourites, and the casino nearest to where the player is
    -- (when the device shares it, within 50 miles).
    home as (
      select r.casino_id from regular r
      union
      select f.casino_id from public.user_casino_preferences f where f.user_id = v_uid and f.is_favorite
      union
      (select n.id from public.nearby_casinos(p_lat, p_lng, 50) n
        where p_lat is not null and p_lng is not null and p_lat between -90 and 90 and p_lng between -180 and 180
        order by n.distance_miles, n.id limit 1)
    ),
    usual as (
      select h.casino_id from home h
      union
      select c.id
        from public.casinos c
        join public.casinos u on u.id in (select h.casino_id from home h)
       where c.id in (select p.casino_id from play p)
         and c.latitude is not null and c.longitude is not null and u.latitude is not null and u.longitude is not null
         and 2 * 3959 * asin(least(1, sqrt(
               power(sin(radians((c.latitude - u.latitude)::double precision) / 2), 2)
               + cos(radians(u.latitude::double precision)) * cos(radians(c.latitude::double precision))
                 * power(sin(radians((c.longitude - u.longitude)::double precision) / 2), 2)))) <= 50
    ),
    away as (select distinct p.day from play p where p.casino_id not in (select u.casino_id from usual u)),
    runs as (select a.day, a.day - (row_number() over (order by a.day))::int as grp from away a),
    islands as (
      select min(r.day) as start_date, max(r.day) as end_date from runs r group by r.grp having count(*) >= 2
    ),
    free_runs as (
      select i.* from islands i
       where not exists (select 1 from public.trips t
                          where t.user_id = v_uid and t.start_date <= i.end_date and t.end_date >= i.start_date)
         and not exists (select 1 from public.trip_suggestion_dismissals d
                          where d.user_id = v_uid and d.start_date <= i.end_date and d.end_date >= i.start_date)
    ),
    played as (
      select o.start_date, c.id, c.name, c.city, count(*) as n
        from free_runs o
        join play p on p.day between o.start_date and o.end_date
        join public.casinos c on c.id = p.casino_id
       where p.casino_id not in (select u.casino_id from usual u)
       group by o.start_date, c.id, c.name, c.city
    )
    select coalesce(jsonb_agg(jsonb_build_object(
             'start_date', o.start_date, 'end_date', o.end_date,
             'name', (select coalesce(nullif(btrim(pl.city), ''), pl.name) || ' trip' from played pl
                       where pl.start_date = o.start_date order by pl.n desc, pl.name, pl.id limit 1),
             'casinos', (select jsonb_agg(jsonb_build_object('id', pl.id, 'name', pl.name) order by pl.name, pl.id)
                           from played pl where pl.start_date = o.start_date))
             order by o.start_date desc), '[]'::jsonb)
      from free_runs o);
end;
$$;
comment on function public.get_trip_suggestions(p_lat double precision, p_lng double precision) is 'Runs of 2+ consecutive days with play away from the caller''s home casinos (played in 3+ months, favourites, the one nearest to (p_lat, p_lng) when given) and those within 50 miles of one, touching no trip and no dismissed suggestion; newest first.';
revoke execute on function public.get_trip_suggestions(p_lat double precision, p_lng double precision) from anon, public;

create or replace function public.get_trips()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  return (
    with r as (
      select t.id, t.name, t.start_date, t.end_date, t.casino_ids, t.notes, t.updated_at,
             private.trip_report(v_uid, t.id) as report
        from public.trips t
       where t.user_id = v_uid
    ),
    y as (
      select extract(year from r.start_date)::int as year, count(*) as trips,
             sum((r.report -> 'totals' ->> 'gambling_net')::numeric) as gambling_net,
             sum((r.report -> 'totals' ->> 'costs')::numeric) as costs,
             sum((r.report -> 'totals' ->> 'comps')::numeric) as comps,
             sum((r.report -> 'totals' ->> 'whole_result')::numeric) as whole_result
        from r
       group by 1
    )
    select jsonb_build_object(
      'trips', coalesce((select jsonb_agg(jsonb_build_object(
                 'id', r.id, 'name', r.name, 'start_date', r.start_date, 'end_date', r.end_date,
                 'casino_ids', to_jsonb(r.casino_ids), 'notes', r.notes, 'updated_at', r.updated_at,
                 'casinos', jsonb_array_length(r.report -> 'casinos'), 'totals', r.report -> 'totals')
                 order by r.start_date desc, r.id) from r), '[]'::jsonb),
      'years', coalesce((select jsonb_agg(jsonb_build_object('year', y.year, 'trips', y.trips, 'gambling_net', y.gambling_net,
                 'costs', y.costs, 'comps', y.comps, 'whole_result', y.whole_result) order by y.year desc) from y), '[]'::jsonb)));
end;
$$;
comment on function public.get_trips() is 'The caller''s trips (newest first) with their totals (gambling net, costs, comps, whole result, W2Gs), and the totals per year of their first day.';
revoke execute on function public.get_trips() from anon, public;
