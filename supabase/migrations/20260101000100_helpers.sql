-- =============================================================================
-- Helpers shared by every table: updated_at maintenance.
-- =============================================================================

-- ----------------------------------------------------------------------------
-- set_updated_at(): BEFORE UPDATE trigger that stamps updated_at with now().
-- ----------------------------------------------------------------------------
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

comment on function public.set_updated_at() is
  'Trigger: keeps updated_at current on every UPDATE.';
