create policy "Players record their own restore rows" on private.restore_rows for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "Players remove their own restore rows" on private.restore_rows for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Players see their own restore rows" on private.restore_rows for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Players stage their own restore rows" on private.restore_rows for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players move their own restores on" on private.restores for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "Players remove their own restores" on private.restores for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Players see their own restores" on private.restores for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Players start their own restores" on private.restores for insert to authenticated
  with check (user_id = (select auth.uid()));
