-- =============================================================================
-- A player's home casinos never make a trip suggestion.
--
-- get_trip_suggestions (20260101004202) counted as usual only the casinos played
-- in 3+ different months (and those within 50 miles of one): a new player in
-- Reno whose favourite is Peppermill was offered a "Reno trip" for three days at
-- Peppermill and one at Atlantis. Home is now also every favourite casino and
-- the casino nearest to where the player is, when the device shares its place
-- (p_lat, p_lng; within 50 miles): those, and the casinos within 50 miles of
-- any of them, are never "away". Restated whole with the two optional
-- arguments (the call without them answers as before, favourites included).
-- =============================================================================

drop function public.get_trip_suggestions();

create function public.get_trip_suggestions(p_lat double precision default null, p_lng double precision default null)
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

comment on function public.get_trip_suggestions(double precision, double precision) is
  'Runs of 2+ consecutive days with play away from the caller''s home casinos (played in 3+ months, favourites, the one nearest to (p_lat, p_lng) when given) and those within 50 miles of one, touching no trip and no dismissed suggestion; newest first.';
revoke execute on function public.get_trip_suggestions(double precision, double precision) from public, anon;
grant execute on function public.get_trip_suggestions(double precision, double precision) to authenticated, service_role;
