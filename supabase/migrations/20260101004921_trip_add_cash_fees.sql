-- =============================================================================
-- The fee typed in Add Cash is a trip cost.
--
-- Add Cash stores its fee in the entry's note, as the app composes it
-- (src/features/sessions/lib/add-cash.ts composeAddCashNote: the source, then
-- " (Fee: $x.xx)" when a fee above 0 was given, then " - " and the player's own
-- note). private.add_cash_fee reads it back: the one definition of an entry's
-- fee, for every reader. tests/db/trip-add-cash-fees.test.ts proves it equal to
-- composeAddCashNote over generated entries (any source, fee and note, a note
-- that itself says "(Fee: $5.00)" included).
--
-- private.trip_report (20260101004202) is restated whole: its costs are the costs
-- the player entered and, after them, one "fee" cost per Add Cash entry with a
-- fee on the trip's casino sessions (from_add_cash: shown, counted in the costs
-- and the whole result, changed only where it was typed). Costs and comps now
-- carry their version (updated_at, 20260101004920) for an edit. A slot
-- session's game is named as everywhere else in the app (slotMachineName,
-- Insights): the catalog name ("Lightning Link - Happy Lantern"), else the
-- family name ("Lightning Link").
-- =============================================================================

create function private.add_cash_fee(p_note text)
returns numeric
language sql
immutable
set search_path = ''
as $$
  -- The "(Fee: $1,234.50)" right after the source, before the " - " that starts the player's own note (a note of
  -- theirs that says "(Fee: $5.00)" is not a fee).
  select case when m[1] || ' ' not like '% - %' then replace(m[2], ',', '')::numeric(12, 2) end
    from regexp_match(p_note, '^([^()]*) \(Fee: \$([0-9][0-9,]{0,15}\.[0-9]{2})\)') m;
$$;

comment on function private.add_cash_fee(text) is
  'The fee of an Add Cash entry, read from its note as composeAddCashNote writes it ("ATM (Fee: $3.99) - garage" -> 3.99); null without one.';
revoke execute on function private.add_cash_fee(text) from public, anon;
grant execute on function private.add_cash_fee(text) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- private.trip_report lists these fees among the costs, with the versions of costs and comps:
-- restated once, with the slot figures of 20260101004900, in 20260101004923.
-- ----------------------------------------------------------------------------
