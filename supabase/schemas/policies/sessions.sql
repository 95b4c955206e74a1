create policy "Enrolled players need aal2 to delete casino visits" on public.casino_sessions as restrictive for delete to authenticated
  using (case when true then (select private.require_aal()) else true end);

create policy "Enrolled players need aal2 to insert casino visits" on public.casino_sessions as restrictive for insert to authenticated
  with check (case when true then (select private.require_aal()) else true end);

create policy "Enrolled players need aal2 to select casino visits" on public.casino_sessions as restrictive for select to authenticated
  using (case when true then (select private.require_aal()) else true end);

create policy "Enrolled players need aal2 to update casino visits" on public.casino_sessions as restrictive for update to authenticated
  using (case when true then (select private.require_aal()) else true end)
  with check (case when true then (select private.require_aal()) else true end);

create policy "Players can add their own casino sessions"
  on public.casino_sessions for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can delete their own casino sessions"
  on public.casino_sessions for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can read their own casino sessions; admins can read all" on public.casino_sessions for select to authenticated
  using (((user_id = (select auth.uid())) or (select private.is_admin())));

create policy "Players can update their own casino sessions"
  on public.casino_sessions for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Enrolled players need aal2 to delete slot sessions" on public.gambling_sessions as restrictive for delete to authenticated
  using (case when true then (select private.require_aal()) else true end);

create policy "Enrolled players need aal2 to insert slot sessions" on public.gambling_sessions as restrictive for insert to authenticated
  with check (case when true then (select private.require_aal()) else true end);

create policy "Enrolled players need aal2 to select slot sessions" on public.gambling_sessions as restrictive for select to authenticated
  using (case when true then (select private.require_aal()) else true end);

create policy "Enrolled players need aal2 to update slot sessions" on public.gambling_sessions as restrictive for update to authenticated
  using (case when true then (select private.require_aal()) else true end)
  with check (case when true then (select private.require_aal()) else true end);

create policy "Players can add their own slot sessions"
  on public.gambling_sessions for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can delete their own slot sessions"
  on public.gambling_sessions for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can read their own slot sessions; admins can read all" on public.gambling_sessions for select to authenticated
  using (((user_id = (select auth.uid())) or (select private.is_admin())));

create policy "Players can update their own slot sessions"
  on public.gambling_sessions for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
