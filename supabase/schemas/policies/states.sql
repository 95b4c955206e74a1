create policy "Admins can add state management rows" on public.state_casino_management for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins can delete state management rows" on public.state_casino_management for delete to authenticated
  using ((select private.is_admin()));

create policy "Admins can read state management" on public.state_casino_management for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can update state management rows" on public.state_casino_management for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
