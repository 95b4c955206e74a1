-- =============================================================================
-- A trip's costs and comps can be edited (through the outbox, as every trip
-- write): each row gets a version (updated_at), so an edit made on one version
-- is refused with "changed elsewhere" when another device changed the row since,
-- as every other edit of the app is (trip-update, slot and casino session edits).
--
-- The rows already stored take the migration's time as their first version: no
-- UPDATE of them, since an update is checked as an insert is and a row stored
-- before the money rule (its checks NOT VALID) must not stop the deploy. The
-- owner and the checks of 20260101004201_trips (trip_money_check, the policies)
-- are unchanged: an update is checked as an insert is.
-- =============================================================================

alter table public.trip_costs add column updated_at timestamptz not null default now();
alter table public.trip_comps add column updated_at timestamptz not null default now();

comment on column public.trip_costs.updated_at is 'The version an edit is made on: moved by every update (set_updated_at).';
comment on column public.trip_comps.updated_at is 'The version an edit is made on: moved by every update (set_updated_at).';

create trigger trip_costs_set_updated_at
  before update on public.trip_costs
  for each row execute function public.set_updated_at();
create trigger trip_comps_set_updated_at
  before update on public.trip_comps
  for each row execute function public.set_updated_at();
