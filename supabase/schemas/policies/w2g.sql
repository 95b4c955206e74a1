create policy "Enrolled players need aal2 to delete W-2G records" on public.w2g_jackpots as restrictive for delete to authenticated
  using (case when true then (select private.require_aal()) else true end);

create policy "Enrolled players need aal2 to insert W-2G records" on public.w2g_jackpots as restrictive for insert to authenticated
  with check (case when true then (select private.require_aal()) else true end);

create policy "Enrolled players need aal2 to select W-2G records" on public.w2g_jackpots as restrictive for select to authenticated
  using (case when true then (select private.require_aal()) else true end);

create policy "Enrolled players need aal2 to update W-2G records" on public.w2g_jackpots as restrictive for update to authenticated
  using (case when true then (select private.require_aal()) else true end)
  with check (case when true then (select private.require_aal()) else true end);

create policy "Players can add their own jackpots"
  on public.w2g_jackpots for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can delete their own jackpots"
  on public.w2g_jackpots for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can read their own jackpots; admins can read all" on public.w2g_jackpots for select to authenticated
  using (((user_id = (select auth.uid())) or (select private.is_admin())));

create policy "Players can update their own jackpots"
  on public.w2g_jackpots for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
