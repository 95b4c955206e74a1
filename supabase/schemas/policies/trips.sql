create policy "Enrolled players need aal2 to delete trip comps" on public.trip_comps as restrictive for delete to authenticated
  using ((select private.require_aal()));

create policy "Enrolled players need aal2 to insert trip comps" on public.trip_comps as restrictive for insert to authenticated
  with check ((select private.require_aal()));

create policy "Enrolled players need aal2 to select trip comps" on public.trip_comps as restrictive for select to authenticated
  using ((select private.require_aal()));

create policy "Enrolled players need aal2 to update trip comps" on public.trip_comps as restrictive for update to authenticated
  using ((select private.require_aal()))
  with check ((select private.require_aal()));

create policy "Players can add their own trip comps" on public.trip_comps for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can delete their own trip comps" on public.trip_comps for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can read their own trip comps" on public.trip_comps for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can update their own trip comps" on public.trip_comps for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "Enrolled players need aal2 to delete trip costs" on public.trip_costs as restrictive for delete to authenticated
  using ((select private.require_aal()));

create policy "Enrolled players need aal2 to insert trip costs" on public.trip_costs as restrictive for insert to authenticated
  with check ((select private.require_aal()));

create policy "Enrolled players need aal2 to select trip costs" on public.trip_costs as restrictive for select to authenticated
  using ((select private.require_aal()));

create policy "Enrolled players need aal2 to update trip costs" on public.trip_costs as restrictive for update to authenticated
  using ((select private.require_aal()))
  with check ((select private.require_aal()));

create policy "Players can add their own trip costs" on public.trip_costs for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can delete their own trip costs" on public.trip_costs for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can read their own trip costs" on public.trip_costs for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can update their own trip costs" on public.trip_costs for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "Players can delete their own dismissed trip suggestions" on public.trip_suggestion_dismissals
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "Players can dismiss trip suggestions" on public.trip_suggestion_dismissals
  for insert to authenticated with check (user_id = (select auth.uid()));

create policy "Players can read their own dismissed trip suggestions" on public.trip_suggestion_dismissals
  for select to authenticated using (user_id = (select auth.uid()));

create policy "Enrolled players need aal2 to delete trips" on public.trips as restrictive for delete to authenticated
  using ((select private.require_aal()));

create policy "Enrolled players need aal2 to insert trips" on public.trips as restrictive for insert to authenticated
  with check ((select private.require_aal()));

create policy "Enrolled players need aal2 to select trips" on public.trips as restrictive for select to authenticated
  using ((select private.require_aal()));

create policy "Enrolled players need aal2 to update trips" on public.trips as restrictive for update to authenticated
  using ((select private.require_aal()))
  with check ((select private.require_aal()));

create policy "Players can add their own trips" on public.trips for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can delete their own trips" on public.trips for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can read their own trips" on public.trips for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can update their own trips" on public.trips for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
