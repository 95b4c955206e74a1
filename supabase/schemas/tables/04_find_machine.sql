create table public.casino_slot_machines (
  id uuid default gen_random_uuid() primary key,
  casino_id uuid not null references public.casinos(id) on delete cascade,
  slot_machine_id uuid not null references public.slot_machines(id) on delete cascade,
  created_at timestamptz default now() not null,
  constraint casino_slot_machines_once unique (casino_id, slot_machine_id)
);
comment on table public.casino_slot_machines is 'Which catalog game a casino has, kept by admins (Find a machine''s first source).';
create index casino_slot_machines_machine_idx on public.casino_slot_machines (slot_machine_id);
alter table public.casino_slot_machines enable row level security;
revoke all on public.casino_slot_machines from anon;
revoke update, truncate on public.casino_slot_machines from authenticated;

create table public.wish_list_games (
  id uuid primary key,
  user_id uuid default auth.uid() not null references auth.users(id) on delete cascade,
  slot_machine_id uuid not null references public.slot_machines(id) on delete cascade,
  created_at timestamptz default now() not null,
  constraint wish_list_games_once unique (user_id, slot_machine_id)
);
comment on table public.wish_list_games is 'The games a player wants to try (Find a machine); id made on the device, so a resent add records it once.';
create index wish_list_games_machine_idx on public.wish_list_games (slot_machine_id);
alter table public.wish_list_games enable row level security;
revoke all on public.wish_list_games from anon;
revoke update, truncate on public.wish_list_games from authenticated;
