create policy "Admins can create notifications" on public.notifications for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins can delete notifications" on public.notifications for delete to authenticated
  using ((select private.is_admin()));

create policy "Admins can update notifications" on public.notifications for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Users can read notifications targeted at them; admins can read " on public.notifications for select to authenticated
  using ((public.notification_targets_user(notifications.*, (select auth.uid())) or (select private.is_admin())));

create policy "Users can delete their own notification states"
  on public.user_notifications for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can mark notifications targeted at them"
  on public.user_notifications for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.notifications n where n.id = notification_id)
  );

create policy "Users can read their own notification states; admins can read a" on public.user_notifications for select to authenticated
  using (((user_id = (select auth.uid())) or (select private.is_admin())));

create policy "Users can update their own notification states"
  on public.user_notifications for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
