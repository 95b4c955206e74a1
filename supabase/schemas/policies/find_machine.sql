create policy "Admins can add a catalog game to a casino"
  on public.casino_slot_machines for insert to authenticated
  with check (
    (select private.is_admin())
    and exists (select 1 from public.slot_machines m where m.id = slot_machine_id and m.added_by is null)
  );

create policy "Admins can remove a game from a casino"
  on public.casino_slot_machines for delete to authenticated
  using ((select private.is_admin()));

create policy "Signed-in users can read which casino has which game"
  on public.casino_slot_machines for select to authenticated
  using (true);

create policy "Players add to their own wish list"
  on public.wish_list_games for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.slot_machines m where m.id = slot_machine_id)
  );

create policy "Players read their own wish list"
  on public.wish_list_games for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Players remove from their own wish list"
  on public.wish_list_games for delete to authenticated
  using (user_id = (select auth.uid()));
