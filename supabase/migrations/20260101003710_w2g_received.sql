-- =============================================================================
-- "W-2G received" (issue 35): whether the casino gave the player a W-2G form for
-- a jackpot. A preparer works from the forms in hand, and a casino may hand one
-- over below the line, so the player can say so; when a write does not say, the
-- jackpot's tax year's slot threshold decides (at or above it: a form).
--
--   w2g_jackpots.w2g_received     not null; filled on insert from the threshold
--                                 when the client sends none
--   private.w2g_slot_threshold(y) the threshold of tax year y: $1,200 through
--                                 2025, $2,000 from 2026 (years after the last
--                                 known one reuse it). The same table as
--                                 src/lib/tax/tax-rules.ts; tests/db/w2g-received
--                                 proves the two equal year by year.
-- =============================================================================

create or replace function private.w2g_slot_threshold(p_year integer)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when p_year <= 2025 then 1200::numeric else 2000::numeric end;
$$;
comment on function private.w2g_slot_threshold(integer) is
  'W-2G slot jackpot threshold (US dollars) of a tax year; mirrors TAX_YEAR_RULES in src/lib/tax/tax-rules.ts (tested equal).';
revoke execute on function private.w2g_slot_threshold(integer) from public, anon;
grant execute on function private.w2g_slot_threshold(integer) to authenticated, service_role;

alter table public.w2g_jackpots add column w2g_received boolean;
update public.w2g_jackpots
   set w2g_received = amount >= private.w2g_slot_threshold(extract(year from jackpot_date)::integer);
alter table public.w2g_jackpots alter column w2g_received set not null;
comment on column public.w2g_jackpots.w2g_received is
  'True when the casino gave the player a W-2G form for this jackpot; defaults (on insert, when not sent) to amount >= the tax year''s slot threshold.';

create or replace function public.w2g_jackpots_default_received()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.w2g_received is null then
    new.w2g_received := new.amount >= private.w2g_slot_threshold(extract(year from new.jackpot_date)::integer);
  end if;
  return new;
end;
$$;
comment on function public.w2g_jackpots_default_received() is
  'Before insert or update: a w2g_received not sent is the threshold''s answer for the jackpot''s amount and year.';

create trigger w2g_jackpots_default_received
  before insert or update on public.w2g_jackpots
  for each row execute function public.w2g_jackpots_default_received();
