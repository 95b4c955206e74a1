-- =============================================================================
-- "Not listed": a player logs a machine the catalog does not have by adding it
-- as their own slot machine (added_by = the player). The session's and the
-- jackpot's required slot machine stays a catalog row, and every place that
-- joins slot_machines (lists, reports, CSV, PDF, the diary) shows the typed
-- name without change. A player's machines are visible to that player only;
-- the master catalog (added_by is null) stays readable by everyone signed in
-- and writable by admins only.
-- =============================================================================

alter table public.slot_machines
  add column added_by uuid references auth.users (id) on delete cascade;
comment on column public.slot_machines.added_by is
  'Null for the master catalog; the player who added this machine with "Not listed" (visible to them only).';

alter table public.slot_machines
  add constraint slot_machines_player_name_length check (added_by is null or char_length(name) <= 100);

create index slot_machines_added_by_idx on public.slot_machines (added_by);

-- ----------------------------------------------------------------------------
-- Policies: read the catalog and your own machines; add your own machines only.
-- ----------------------------------------------------------------------------
drop policy "Signed-in users can read slot machines" on public.slot_machines;

create policy "Signed-in users can read the catalog and their own slot machines"
  on public.slot_machines for select to authenticated
  using (added_by is null or added_by = (select auth.uid()));

-- One insert policy (the advisor flags two permissive ones): admins add to the catalog, a player adds only
-- a machine of their own.
drop policy "Admins can add slot machines" on public.slot_machines;

create policy "Admins can add slot machines and players their own unlisted ones"
  on public.slot_machines for insert to authenticated
  with check ((select private.is_admin()) or added_by = (select auth.uid()));
