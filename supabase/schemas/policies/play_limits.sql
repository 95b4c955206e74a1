create policy "Enrolled players need aal2 to read play limit crossings"
  on public.play_limit_crossings as restrictive for select to authenticated
  using ((select private.require_aal()));

create policy "Players can read their own play limit crossings"
  on public.play_limit_crossings for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can add their own play limits"
  on public.play_limits for insert to authenticated
  with check (id = (select auth.uid()));

create policy "Players can read their own play limits"
  on public.play_limits for select to authenticated
  using (id = (select auth.uid()));

create policy "Players can update their own play limits"
  on public.play_limits for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
