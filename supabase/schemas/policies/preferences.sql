create policy "Players can add their own casino preferences"
  on public.user_casino_preferences for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can delete their own casino preferences"
  on public.user_casino_preferences for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can read their own casino preferences; admins can read " on public.user_casino_preferences for select to authenticated
  using (((user_id = (select auth.uid())) or (select private.is_admin())));

create policy "Players can update their own casino preferences"
  on public.user_casino_preferences for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
