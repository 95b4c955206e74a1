create policy "Admins can add manufacturers" on public.slot_machine_manufacturers for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));

create policy "Admins can delete manufacturers" on public.slot_machine_manufacturers for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

create policy "Admins can update manufacturers" on public.slot_machine_manufacturers for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));

create policy "Signed-in users can read manufacturers"
  on public.slot_machine_manufacturers for select to authenticated
  using (true);

create policy "Admins can add slot machines and players their own unlisted one" on public.slot_machines for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin) OR (added_by = ( SELECT auth.uid() AS uid))));

create policy "Admins can delete slot machines" on public.slot_machines for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

create policy "Admins can update slot machines" on public.slot_machines for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));

create policy "Signed-in users can read the catalog and their own slot machine" on public.slot_machines for select to authenticated
  using (((added_by IS NULL) OR (added_by = ( SELECT auth.uid() AS uid))));
