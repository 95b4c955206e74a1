create policy "Household players can read their household" on public.households for select to authenticated
  using (user_id = (select auth.uid()) or partner_user_id = (select auth.uid())
         or (status = 'pending' and invitee_email = (select private.my_email())));
create policy "Enrolled players need aal2 to read households" on public.households
  as restrictive for select to authenticated using ((select private.require_aal()));
