-- =============================================================================
-- The tax vault (issue #28), continued: the monthly rollups behind the statistics (get_play_stats, security
-- invoker) are the same slot sessions, visits and wins, summed per month. They get the same rule as the
-- rows they come from: once a player has a verified factor, reading them needs an aal2 session.
-- The rollup triggers (security definer, table owner) still write them.
-- =============================================================================

create policy "Enrolled players need aal2 to read monthly slot totals"
  on stats.slot_months as restrictive for select to authenticated
  using ((select private.require_aal()));

create policy "Enrolled players need aal2 to read monthly casino visit totals"
  on stats.casino_months as restrictive for select to authenticated
  using ((select private.require_aal()));

create policy "Enrolled players need aal2 to read winnings per casino"
  on stats.slot_casino_wins as restrictive for select to authenticated
  using ((select private.require_aal()));

create policy "Enrolled players need aal2 to read winnings per slot machine"
  on stats.slot_machine_wins as restrictive for select to authenticated
  using ((select private.require_aal()));
