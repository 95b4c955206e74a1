-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function public.casino_quality_score(c public.casinos)
returns integer
language sql
immutable
set search_path = ''
as $$
  select (
      (coalesce(btrim(c.phone), '') <> '')::int
    + (coalesce(btrim(c.website), '') <> '')::int
    + (coalesce(btrim(c.street_address), '') <> '' and coalesce(btrim(c.city), '') <> ''
       and coalesce(btrim(c.state), '') <> '' and coalesce(btrim(c.zip_code), '') <> '')::int
    + (c.latitude is not null and c.longitude is not null)::int
    + (c.casino_type is not null)::int
    + (c.operating_hours is not null and c.operating_hours <> '{}'::jsonb)::int
    + (coalesce(btrim(c.rewards_program), '') <> '')::int
    + (coalesce(cardinality(c.amenities), 0) > 0)::int
    + (coalesce(btrim(c.image_url), '') <> '')::int
    + (c.gaming_machine_class is not null)::int
  ) * 10;
$$;
comment on function public.casino_quality_score(c public.casinos) is 'Data-quality score of one casino row: 10 points for each of phone, website, full address, coordinates, casino_type, operating_hours, rewards_program, amenities, image_url, gaming_machine_class.';

create or replace function public.casinos_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.latitude is not null and (new.latitude < -90 or new.latitude > 90) then
    raise exception 'latitude % is out of range (-90 to 90)', new.latitude using errcode = '22003';
  end if;
  if new.longitude is not null and (new.longitude < -180 or new.longitude > 180) then
    raise exception 'longitude % is out of range (-180 to 180)', new.longitude using errcode = '22003';
  end if;
  new.data_quality_score := public.casino_quality_score(new);
  return new;
end;
$$;

create or replace function public.nearby_casinos(
  lat double precision,
  lng double precision,
  radius_miles double precision default 50
)
returns table (
  id uuid,
  name text,
  location text,
  street_address text,
  city text,
  state text,
  zip_code text,
  phone text,
  website text,
  image_url text,
  casino_type text,
  gaming_machine_class text,
  age_requirement integer,
  slot_machine_count integer,
  has_table_games boolean,
  hotel_attached boolean,
  has_parking boolean,
  rewards_program text,
  operating_hours jsonb,
  amenities text[],
  dining_options text[],
  special_features text[],
  latitude numeric,
  longitude numeric,
  data_quality_score integer,
  distance_miles double precision
)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.id, c.name, c.location, c.street_address, c.city, c.state, c.zip_code, c.phone, c.website,
         c.image_url, c.casino_type, c.gaming_machine_class, c.age_requirement, c.slot_machine_count, c.has_table_games,
         c.hotel_attached, c.has_parking, c.rewards_program, c.operating_hours, c.amenities, c.dining_options,
         c.special_features, c.latitude, c.longitude, c.data_quality_score, d.miles
  from public.casinos c
  cross join lateral (
    select 2 * 3959 * asin(least(1, sqrt(
             power(sin(radians(c.latitude::double precision - lat) / 2), 2)
             + cos(radians(lat)) * cos(radians(c.latitude::double precision))
               * power(sin(radians(c.longitude::double precision - lng) / 2), 2)))) as miles
  ) d
  where c.archived_at is null
    and c.latitude is not null and c.longitude is not null
    and c.latitude between lat - radius_miles / 69 and lat + radius_miles / 69
    and c.longitude between lng - radius_miles / 69 and lng + radius_miles / 69
    and d.miles <= radius_miles
  order by d.miles, c.name;
$$;
comment on function public.nearby_casinos(lat double precision, lng double precision, radius_miles double precision) is 'Casinos within radius_miles of (lat, lng): bounding box radius/69 degrees, then haversine (3959 mi), nearest first.';
revoke execute on function public.nearby_casinos(lat double precision, lng double precision, radius_miles double precision) from anon, public;
