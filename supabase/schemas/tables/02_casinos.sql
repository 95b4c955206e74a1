create table public.casinos (
  id uuid default gen_random_uuid() primary key,
  name text not null check ((btrim(name) <> ''::text)),
  location text,
  street_address text,
  city text,
  state text,
  zip_code text,
  phone text,
  website text,
  email text,
  description text,
  image_url text,
  casino_type text check ((casino_type = any (array['Resort Casino'::text, 'Tribal Casino'::text, 'Riverboat Casino'::text, 'Racetrack Casino'::text, 'Commercial Casino'::text, 'Online Casino'::text, 'Other'::text]))),
  gaming_machine_class text check ((gaming_machine_class = any (array['Class II'::text, 'Class III'::text, 'Both'::text]))),
  age_requirement integer default 21 not null check (((age_requirement >= 18) and (age_requirement <= 25))),
  slot_machine_count integer check ((slot_machine_count >= 0)),
  has_table_games boolean default false not null,
  hotel_attached boolean default false not null,
  has_parking boolean default false not null,
  rewards_program text,
  operating_hours jsonb default '{}'::jsonb not null check ((jsonb_typeof(operating_hours) = 'object'::text)),
  amenities text[] default '{}'::text[] not null,
  dining_options text[] default '{}'::text[] not null,
  special_features text[] default '{}'::text[] not null,
  smoking_policy text,
  dress_code text,
  parking_info text,
  latitude numeric(9,6) check (((latitude >= ('-90'::integer)::numeric) and (latitude <= (90)::numeric))),
  longitude numeric(9,6) check (((longitude >= ('-180'::integer)::numeric) and (longitude <= (180)::numeric))),
  validation_status text default 'pending'::text not null check ((validation_status = any (array['pending'::text, 'flagged'::text, 'validated'::text, 'duplicate'::text]))),
  verification_notes text,
  is_verified boolean default false not null,
  last_verified_at timestamptz,
  data_source text,
  data_quality_score integer default 0 not null check (((data_quality_score >= 0) and (data_quality_score <= 100))),
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  archived_at timestamptz,
  constraint casinos_image_url_http check (((image_url is null) or (image_url ~* '^https?://[^/?#[:space:][:cntrl:]\\]+([/?#][^[:space:][:cntrl:]]*)?$'::text))),
  constraint casinos_website_http check (((website is null) or (website ~* '^(https?://)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:[0-9]{1,5})?([/?#][^[:space:][:cntrl:]]*)?$'::text)))
);
comment on table public.casinos is 'US casino directory. Readable by signed-in users, written by admins. data_quality_score is derived (see casino_quality_score).';
comment on column public.casinos.archived_at is 'Set when an admin removes the casino from the directory: hidden from lists and pickers, kept on every record that names it.';
create index casinos_lat_lng_idx on public.casinos (latitude, longitude);
create index casinos_name_idx on public.casinos (name);
create index casinos_state_idx on public.casinos (state);
alter table public.casinos enable row level security;
