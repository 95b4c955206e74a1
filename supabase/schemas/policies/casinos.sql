create policy "Admins can add casinos" on public.casinos for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins can delete casinos" on public.casinos for delete to authenticated
  using ((select private.is_admin()));

create policy "Admins can update casinos" on public.casinos for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Signed-in users can read casinos"
  on public.casinos for select to authenticated
  using (true);
