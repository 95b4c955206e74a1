create policy "Admins can delete tickets" on public.support_tickets for delete to authenticated
  using ((select private.is_admin()));

create policy "Admins can update tickets" on public.support_tickets for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Players can create their own tickets"
  on public.support_tickets for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can read their own tickets; admins can read all" on public.support_tickets for select to authenticated
  using (((user_id = (select auth.uid())) or (select private.is_admin())));
