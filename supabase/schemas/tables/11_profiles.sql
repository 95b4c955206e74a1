create table public.admin_users (
  id uuid primary key references auth.users(id) on delete cascade,
  email text not null,
  first_name text,
  last_name text,
  role text default 'admin'::text,
  permissions jsonb default '{}'::jsonb not null,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null
);
comment on table public.admin_users is 'Administrators. A row here is what makes an account an admin (is_admin()); only admins or the service role can add one.';
alter table public.admin_users enable row level security;

create table public.profiles (
  id uuid primary key references auth.users(id) on delete cascade,
  email text,
  first_name text,
  last_name text,
  phone text,
  nickname text check (((nickname is null) or (char_length(nickname) <= 50))),
  avatar_url text,
  user_type text default 'app_user'::text not null check ((user_type = any (array['app_user'::text, 'admin_user'::text]))),
  is_public_profile boolean default true not null,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  share_machine_sightings boolean default true not null,
  constraint profiles_avatar_url_http check (((avatar_url is null) or (avatar_url ~* '^https?://[^/?#[:space:][:cntrl:]\\]+([/?#][^[:space:][:cntrl:]]*)?$'::text)))
);
comment on table public.profiles is 'One row per account (app users; created by trigger on auth.users insert). Nickname and avatar are public when is_public_profile.';
comment on column public.profiles.share_machine_sightings is 'When false, this player''s slot sessions are left out of Find a machine''s "seen by players" count (Account).';
alter table public.profiles enable row level security;
