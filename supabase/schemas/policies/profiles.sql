create policy "Admins can read their own row; admins can read all admin rows" on public.admin_users for select to authenticated
  using (((id = (select auth.uid())) or (select private.is_admin())));

create policy "Only admins can add admin users" on public.admin_users for insert to authenticated
  with check ((select private.is_admin()));

create policy "Only admins can remove admin users" on public.admin_users for delete to authenticated
  using ((select private.is_admin()));

create policy "Only admins can update admin users" on public.admin_users for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can delete profiles" on public.profiles for delete to authenticated
  using ((select private.is_admin()));

create policy "Users can create their own profile"
  on public.profiles for insert to authenticated
  with check (id = (select auth.uid()) and user_type = 'app_user');

create policy "Users can read their own profile; admins can read all profiles" on public.profiles for select to authenticated
  using (((id = (select auth.uid())) or (select private.is_admin())));

create policy "Users can update their own profile"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
