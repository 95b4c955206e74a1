-- =============================================================================
-- user_casino_preferences: a player's favourite flag and player club ID per casino.
-- =============================================================================

create table public.user_casino_preferences (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  casino_id uuid not null references public.casinos (id) on delete cascade,
  player_club_id text check (player_club_id is null or char_length(player_club_id) <= 100),
  is_favorite boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_casino_preferences_user_casino_key unique (user_id, casino_id)
);
alter table public.user_casino_preferences enable row level security;
comment on table public.user_casino_preferences is
  'Per player and casino: favourite flag and player club ID (one row per user and casino).';

-- (user_id, casino_id) is indexed by the unique constraint; casino_id for notification targeting.
create index user_casino_preferences_casino_idx on public.user_casino_preferences (casino_id) where is_favorite;

create trigger user_casino_preferences_set_updated_at
  before update on public.user_casino_preferences
  for each row execute function public.set_updated_at();

create policy "Players can read their own casino preferences; admins can read all"
  on public.user_casino_preferences for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Players can add their own casino preferences"
  on public.user_casino_preferences for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can update their own casino preferences"
  on public.user_casino_preferences for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Players can delete their own casino preferences"
  on public.user_casino_preferences for delete to authenticated
  using (user_id = (select auth.uid()));
