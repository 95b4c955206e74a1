create policy "Admins can change the security settings"
  on public.security_settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Signed-in users can read the security settings"
  on public.security_settings for select to authenticated
  using (true);
