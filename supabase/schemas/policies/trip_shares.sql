create policy "Enrolled players need aal2 to delete share links" on public.trip_shares as restrictive for delete to authenticated
  using ((select private.require_aal()));

create policy "Enrolled players need aal2 to insert share links" on public.trip_shares as restrictive for insert to authenticated
  with check ((select private.require_aal()));

create policy "Enrolled players need aal2 to select share links" on public.trip_shares as restrictive for select to authenticated
  using ((select private.require_aal()));

create policy "Enrolled players need aal2 to update share links" on public.trip_shares as restrictive for update to authenticated
  using ((select private.require_aal()))
  with check ((select private.require_aal()));

create policy "Players can add share links to their own trips" on public.trip_shares for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can delete their own share links" on public.trip_shares for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can read their own share links" on public.trip_shares for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can revoke their own share links" on public.trip_shares for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
