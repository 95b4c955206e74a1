create policy "Enrolled players need aal2 to read preparer link openings" on public.preparer_link_openings
  as restrictive for select to authenticated using ((select private.require_aal()));

create policy "Players can read the openings of their own preparer links" on public.preparer_link_openings for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Enrolled players need aal2 to delete preparer links" on public.preparer_links as restrictive for delete to authenticated
  using ((select private.require_aal()));

create policy "Enrolled players need aal2 to insert preparer links" on public.preparer_links as restrictive for insert to authenticated
  with check ((select private.require_aal()));

create policy "Enrolled players need aal2 to select preparer links" on public.preparer_links as restrictive for select to authenticated
  using ((select private.require_aal()));

create policy "Enrolled players need aal2 to update preparer links" on public.preparer_links as restrictive for update to authenticated
  using ((select private.require_aal()))
  with check ((select private.require_aal()));

create policy "Players can delete their own preparer links" on public.preparer_links for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can make preparer links of their own tax years" on public.preparer_links for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can read their own preparer links" on public.preparer_links for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can revoke their own preparer links" on public.preparer_links for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
