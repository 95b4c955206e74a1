create policy "Enrolled players need aal2 to delete win/loss statements" on public.casino_win_loss_statements as restrictive for delete to authenticated
  using (case when true then (select private.require_aal()) else true end);

create policy "Enrolled players need aal2 to insert win/loss statements" on public.casino_win_loss_statements as restrictive for insert to authenticated
  with check (case when true then (select private.require_aal()) else true end);

create policy "Enrolled players need aal2 to select win/loss statements" on public.casino_win_loss_statements as restrictive for select to authenticated
  using (case when true then (select private.require_aal()) else true end);

create policy "Enrolled players need aal2 to update win/loss statements" on public.casino_win_loss_statements as restrictive for update to authenticated
  using (case when true then (select private.require_aal()) else true end)
  with check (case when true then (select private.require_aal()) else true end);

create policy "Players can add their own win/loss statements"
  on public.casino_win_loss_statements for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can delete their own win/loss statements"
  on public.casino_win_loss_statements for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can read their own win/loss statements"
  on public.casino_win_loss_statements for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can update their own win/loss statements"
  on public.casino_win_loss_statements for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
