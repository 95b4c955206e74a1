create table public.user_casino_preferences (
  id uuid default gen_random_uuid() primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  casino_id uuid not null references public.casinos(id) on delete cascade,
  player_club_id text check (((player_club_id is null) or (char_length(player_club_id) <= 100))),
  is_favorite boolean default false not null,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint user_casino_preferences_user_casino_key unique (user_id, casino_id)
);
comment on table public.user_casino_preferences is 'Per player and casino: favourite flag and player club ID (one row per user and casino).';
create index user_casino_preferences_casino_idx on public.user_casino_preferences (casino_id) where is_favorite;
alter table public.user_casino_preferences enable row level security;
