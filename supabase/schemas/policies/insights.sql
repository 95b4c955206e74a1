create policy "Enrolled players need aal2 to read monthly insight sums"
  on stats.slot_insight_months as restrictive for select to authenticated
  using ((select private.require_aal()));

create policy "Players can read their own monthly insight sums"
  on stats.slot_insight_months for select to authenticated
  using ((select auth.uid()) = user_id);
