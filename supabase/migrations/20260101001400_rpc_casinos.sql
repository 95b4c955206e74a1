-- =============================================================================
-- nearby_casinos(lat, lng, radius_miles): casinos within radius_miles.
-- A bounding box of radius/69 degrees (1 degree = 69 miles) on non-null
-- coordinates narrows the rows, then the haversine distance with an earth
-- radius of 3959 miles filters (<= radius) and orders them, nearest first.
-- Security invoker: casinos are readable by signed-in users.
-- =============================================================================

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
  where c.latitude is not null and c.longitude is not null
    and c.latitude between lat - radius_miles / 69 and lat + radius_miles / 69
    and c.longitude between lng - radius_miles / 69 and lng + radius_miles / 69
    and d.miles <= radius_miles
  order by d.miles, c.name;
$$;

comment on function public.nearby_casinos(double precision, double precision, double precision) is
  'Casinos within radius_miles of (lat, lng): bounding box radius/69 degrees, then haversine (3959 mi), nearest first.';
revoke execute on function public.nearby_casinos(double precision, double precision, double precision) from public, anon;
grant execute on function public.nearby_casinos(double precision, double precision, double precision) to authenticated, service_role;
