create table public.slot_machines (
  id uuid default gen_random_uuid() primary key,
  name text not null check ((btrim(name) <> ''::text)),
  machine_number text,
  manufacturer text,
  slot_name text,
  denomination numeric(10,4),
  model_year integer check (((model_year >= 1890) and (model_year <= 2100))),
  game_theme text,
  reel_count integer check ((reel_count >= 0)),
  payline_count integer check ((payline_count >= 0)),
  min_bet numeric(12,2),
  max_bet numeric(12,2),
  jackpot_type text,
  cabinet_style text,
  screen_type text,
  image_url text,
  description text,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  added_by uuid references auth.users(id) on delete cascade,
  constraint slot_machines_bet_range check (((min_bet is null) or (max_bet is null) or (min_bet <= max_bet))),
  constraint slot_machines_denomination_money check (((denomination <> 'NaN'::numeric) and (denomination >= (0)::numeric) and (denomination <= 999999999.99))),
  constraint slot_machines_image_url_http check (((image_url is null) or (image_url ~* '^https?://[^/?#[:space:][:cntrl:]\\]+([/?#][^[:space:][:cntrl:]]*)?$'::text))),
  constraint slot_machines_max_bet_money check (((max_bet <> 'NaN'::numeric) and (max_bet >= (0)::numeric) and (max_bet <= 999999999.99))),
  constraint slot_machines_min_bet_money check (((min_bet <> 'NaN'::numeric) and (min_bet >= (0)::numeric) and (min_bet <= 999999999.99))),
  constraint slot_machines_player_name_length check (((added_by is null) or (char_length(name) <= 100)))
);
comment on table public.slot_machines is 'Master slot machine catalog (name required; slot_name is the alternative name shown when present).';
comment on column public.slot_machines.added_by is 'Null for the master catalog; the player who added this machine with "Not listed" (visible to them only).';
create index slot_machines_added_by_idx on public.slot_machines (added_by);
create index slot_machines_name_idx on public.slot_machines (name);
alter table public.slot_machines enable row level security;

create table public.slot_machine_manufacturers (
  id uuid default gen_random_uuid() primary key,
  name text not null unique check ((btrim(name) <> ''::text)),
  website text,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint slot_machine_manufacturers_website_http check (((website is null) or (website ~* '^(https?://)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:[0-9]{1,5})?([/?#][^[:space:][:cntrl:]]*)?$'::text)))
);
comment on table public.slot_machine_manufacturers is 'Slot machine manufacturers (for the catalog form''s manufacturer list).';
alter table public.slot_machine_manufacturers enable row level security;
