-- =============================================================================
-- Find a machine (issue 38, item 2): which casino has which game, from two sources, and a wish list.
--
--   * public.casino_slot_machines: the casino <-> game list admins keep on /admin/casinos/{id}/slot-machines
--     (catalog games only). Everyone signed in reads it; only admins write it (audited like the other tables an
--     admin writes: audit.record_change).
--   * Seen by players: a casino is shown for a catalog game when at least 5 different players logged a slot
--     session of that game there in the last 12 months (private.machine_sightings). Never who, never how much:
--     the answer is the casino, the game and the MONTH of the latest such session, nothing else. A player's own
--     "Not listed" machines (slot_machines.added_by) never count, and a player who opted out in Account
--     (profiles.share_machine_sightings = false) is left out of the count.
--   * public.wish_list_games: the games a player wants to try (owner only).
--
-- The reads: public.get_machine_casinos(games, today) and public.get_casino_games(casino, today) (security
-- invoker: the admin list through the caller's RLS; the sightings through the definer in private, which reads
-- every player's sessions and returns only the aggregate).
-- =============================================================================

-- ----------------------------------------------------------------------------
-- Opting out of "seen by players"
-- ----------------------------------------------------------------------------
alter table public.profiles
  add column share_machine_sightings boolean not null default true;

comment on column public.profiles.share_machine_sightings is
  'When false, this player''s slot sessions are left out of Find a machine''s "seen by players" count (Account).';

-- ----------------------------------------------------------------------------
-- The admin-kept list
-- ----------------------------------------------------------------------------
create table public.casino_slot_machines (
  id uuid primary key default gen_random_uuid(),
  casino_id uuid not null references public.casinos (id) on delete cascade,
  slot_machine_id uuid not null references public.slot_machines (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint casino_slot_machines_once unique (casino_id, slot_machine_id)
);

comment on table public.casino_slot_machines is
  'Which catalog game a casino has, kept by admins (Find a machine''s first source).';

create index casino_slot_machines_machine_idx on public.casino_slot_machines (slot_machine_id);

alter table public.casino_slot_machines enable row level security;

create policy "Signed-in users can read which casino has which game"
  on public.casino_slot_machines for select to authenticated
  using (true);

-- Catalog games only: a player's own "Not listed" machine is never on a casino's list.
create policy "Admins can add a catalog game to a casino"
  on public.casino_slot_machines for insert to authenticated
  with check (
    (select private.is_admin())
    and exists (select 1 from public.slot_machines m where m.id = slot_machine_id and m.added_by is null)
  );

create policy "Admins can remove a game from a casino"
  on public.casino_slot_machines for delete to authenticated
  using ((select private.is_admin()));

revoke all on public.casino_slot_machines from anon;
revoke update, truncate on public.casino_slot_machines from authenticated;
grant select, insert, delete on public.casino_slot_machines to authenticated;

create trigger audit_change after insert or update or delete on public.casino_slot_machines
  for each row execute function audit.record_change('casino_slot_machine', '');

-- ----------------------------------------------------------------------------
-- The wish list
-- ----------------------------------------------------------------------------
create table public.wish_list_games (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  slot_machine_id uuid not null references public.slot_machines (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint wish_list_games_once unique (user_id, slot_machine_id)
);

create index wish_list_games_machine_idx on public.wish_list_games (slot_machine_id);

comment on table public.wish_list_games is
  'The games a player wants to try (Find a machine); id made on the device, so a resent add records it once.';

alter table public.wish_list_games enable row level security;

create policy "Players read their own wish list"
  on public.wish_list_games for select to authenticated
  using (user_id = (select auth.uid()));

-- A game the player can see (the catalog, or their own "Not listed" machine).
create policy "Players add to their own wish list"
  on public.wish_list_games for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.slot_machines m where m.id = slot_machine_id)
  );

create policy "Players remove from their own wish list"
  on public.wish_list_games for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.wish_list_games from anon;
revoke update, truncate on public.wish_list_games from authenticated;
grant select, insert, delete on public.wish_list_games to authenticated;

-- ----------------------------------------------------------------------------
-- Seen by players: what the definer reads, by game and by casino
-- ----------------------------------------------------------------------------
create index gambling_sessions_sightings_game_idx on public.gambling_sessions (slot_machine_id, session_date)
  include (casino_id, user_id);
create index gambling_sessions_sightings_casino_idx on public.gambling_sessions (casino_id, session_date)
  include (slot_machine_id, user_id);

-- The casinos where >= 5 different players (not opted out) played a catalog game in the 12 months up to
-- p_today (p_today - 12 months < session_date <= p_today), with the month of the latest such session.
-- By games (p_machines) or by casino (p_casino); one of them is required.
create function private.machine_sightings(p_machines uuid[], p_casino uuid, p_today date)
returns table (slot_machine_id uuid, casino_id uuid, last_month date)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_machines is null and p_casino is null then
    raise exception 'Name the games or the casino' using errcode = '22023';
  end if;
  return query
  select g.slot_machine_id, g.casino_id, date_trunc('month', max(g.session_date))::date
  from public.gambling_sessions g
  join public.slot_machines m on m.id = g.slot_machine_id and m.added_by is null
  left join public.profiles p on p.id = g.user_id
  where g.casino_id is not null
    and (p_machines is null or g.slot_machine_id = any (p_machines))
    and (p_casino is null or g.casino_id = p_casino)
    and g.session_date > (p_today - interval '12 months')::date
    and g.session_date <= p_today
    and coalesce(p.share_machine_sightings, true)
  group by g.slot_machine_id, g.casino_id
  having count(distinct g.user_id) >= 5;
end;
$$;

revoke execute on function private.machine_sightings(uuid[], uuid, date) from public, anon;
grant execute on function private.machine_sightings(uuid[], uuid, date) to authenticated;

-- ----------------------------------------------------------------------------
-- get_machine_casinos(p_machines, p_today): for each game, the casinos that have it (the admin list and/or
-- seen by players), with the casino's place; the app measures the distance from the player.
--   listed     on the casino's admin-kept list
--   seen_month the month (first day) of the latest session of the sightings, or null when not seen by players
-- ----------------------------------------------------------------------------
create function public.get_machine_casinos(p_machines uuid[], p_today date default current_date)
returns table (
  slot_machine_id uuid,
  casino_id uuid,
  name text,
  city text,
  state text,
  latitude double precision,
  longitude double precision,
  listed boolean,
  seen_month date
)
language sql
stable
security invoker
set search_path = ''
as $$
  with listed as (
    select l.slot_machine_id, l.casino_id from public.casino_slot_machines l where l.slot_machine_id = any (p_machines)
  ), seen as (
    select s.slot_machine_id, s.casino_id, s.last_month from private.machine_sightings(p_machines, null, coalesce(p_today, current_date)) s
  ), found as (
    select coalesce(l.slot_machine_id, s.slot_machine_id) as slot_machine_id, coalesce(l.casino_id, s.casino_id) as casino_id,
           l.casino_id is not null as listed, s.last_month
    from listed l full join seen s on s.slot_machine_id = l.slot_machine_id and s.casino_id = l.casino_id
  )
  select f.slot_machine_id, c.id, c.name, c.city, c.state, c.latitude::double precision, c.longitude::double precision,
         f.listed, f.last_month
  from found f
  join public.casinos c on c.id = f.casino_id and c.archived_at is null
  order by f.slot_machine_id, c.name, c.id;
$$;

comment on function public.get_machine_casinos(uuid[], date) is
  'Find a machine: the casinos that have each game (admin list and/or >= 5 players in the 12 months to p_today; never who, never how much).';
revoke execute on function public.get_machine_casinos(uuid[], date) from public, anon;
grant execute on function public.get_machine_casinos(uuid[], date) to authenticated;

-- get_casino_games(p_casino, p_today): a casino's games, from the same two sources, by name.
create function public.get_casino_games(p_casino uuid, p_today date default current_date)
returns table (
  slot_machine_id uuid,
  name text,
  slot_name text,
  manufacturer text,
  listed boolean,
  seen_month date
)
language sql
stable
security invoker
set search_path = ''
as $$
  with listed as (
    select l.slot_machine_id from public.casino_slot_machines l where l.casino_id = p_casino
  ), seen as (
    select s.slot_machine_id, s.last_month from private.machine_sightings(null, p_casino, coalesce(p_today, current_date)) s
  ), found as (
    select coalesce(l.slot_machine_id, s.slot_machine_id) as slot_machine_id, l.slot_machine_id is not null as listed, s.last_month
    from listed l full join seen s on s.slot_machine_id = l.slot_machine_id
  )
  select m.id, m.name, m.slot_name, m.manufacturer, f.listed, f.last_month
  from found f
  join public.slot_machines m on m.id = f.slot_machine_id
  order by m.name, m.id;
$$;

comment on function public.get_casino_games(uuid, date) is
  'A casino''s games: its admin list and those >= 5 players logged there in the 12 months to p_today.';
revoke execute on function public.get_casino_games(uuid, date) from public, anon;
grant execute on function public.get_casino_games(uuid, date) to authenticated;
