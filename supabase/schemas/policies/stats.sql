create policy "Enrolled players need aal2 to read monthly casino visit totals"
  on stats.casino_months as restrictive for select to authenticated
  using ((select private.require_aal()));

create policy "Players can read their own monthly casino visit totals"
  on stats.casino_months for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Enrolled players need aal2 to read winnings per casino"
  on stats.slot_casino_wins as restrictive for select to authenticated
  using ((select private.require_aal()));

create policy "Players can read their own winnings per casino"
  on stats.slot_casino_wins for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Enrolled players need aal2 to read winnings per slot machine"
  on stats.slot_machine_wins as restrictive for select to authenticated
  using ((select private.require_aal()));

create policy "Players can read their own winnings per slot machine"
  on stats.slot_machine_wins for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Enrolled players need aal2 to read monthly slot totals"
  on stats.slot_months as restrictive for select to authenticated
  using ((select private.require_aal()));

create policy "Players can read their own monthly slot totals"
  on stats.slot_months for select to authenticated
  using ((select auth.uid()) = user_id);
