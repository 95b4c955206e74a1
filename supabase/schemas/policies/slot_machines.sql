create policy "Admins can add manufacturers" on public.slot_machine_manufacturers for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins can delete manufacturers" on public.slot_machine_manufacturers for delete to authenticated
  using ((select private.is_admin()));

create policy "Admins can update manufacturers" on public.slot_machine_manufacturers for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Signed-in users can read manufacturers"
  on public.slot_machine_manufacturers for select to authenticated
  using (true);

create policy "Admins can add slot machines and players their own unlisted one" on public.slot_machines for insert to authenticated
  with check (((select private.is_admin()) or (added_by = (select auth.uid()))));

create policy "Admins can delete slot machines" on public.slot_machines for delete to authenticated
  using ((select private.is_admin()));

create policy "Admins can update slot machines" on public.slot_machines for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Signed-in users can read the catalog and their own slot machine" on public.slot_machines for select to authenticated
  using (((added_by is null) or (added_by = (select auth.uid()))));
