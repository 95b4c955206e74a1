create policy "Players can comment on posts they can see"
  on public.social_post_comments for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.social_posts p where p.id = post_id)
  );

create policy "Players can delete their own comments; admins can delete any" on public.social_post_comments for delete to authenticated
  using (((user_id = (select auth.uid())) or (select private.is_admin())));

create policy "Players can edit their own comments; admins can moderate any co" on public.social_post_comments for update to authenticated
  using (((user_id = (select auth.uid())) or (select private.is_admin())))
  with check (((user_id = (select auth.uid())) or (select private.is_admin())));

create policy "Signed-in users can read approved comments on visible posts, th" on public.social_post_comments for select to authenticated
  using ((((moderation_status = 'approved'::text) and (exists ( select 1
   from public.social_posts p
  where (p.id = social_post_comments.post_id)))) or (user_id = (select auth.uid())) or (select private.is_admin())));

create policy "Players can change their own reactions"
  on public.social_post_reactions for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Players can react to posts they can see"
  on public.social_post_reactions for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.social_posts p where p.id = post_id)
  );

create policy "Players can remove their own reactions; admins can remove any" on public.social_post_reactions for delete to authenticated
  using (((user_id = (select auth.uid())) or (select private.is_admin())));

create policy "Signed-in users can read reactions on posts they can see"
  on public.social_post_reactions for select to authenticated
  using (exists (select 1 from public.social_posts p where p.id = post_id));

create policy "Admins can delete reports" on public.social_post_reports for delete to authenticated
  using ((select private.is_admin()));

create policy "Admins can update reports" on public.social_post_reports for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Players can report other users' posts they can see"
  on public.social_post_reports for insert to authenticated
  with check (
    reporter_user_id = (select auth.uid())
    and exists (
      select 1 from public.social_posts p
      where p.id = post_id and p.user_id <> (select auth.uid()))
  );

create policy "Reporters can read their own reports; admins can read all" on public.social_post_reports for select to authenticated
  using (((reporter_user_id = (select auth.uid())) or (select private.is_admin())));

create policy "Players can create their own posts"
  on public.social_posts for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (jackpot_id is null or exists (
      select 1 from public.w2g_jackpots j where j.id = jackpot_id and j.user_id = (select auth.uid())))
  );

create policy "Players can delete their own posts; admins can delete any post" on public.social_posts for delete to authenticated
  using (((user_id = (select auth.uid())) or (select private.is_admin())));

create policy "Players can update their own posts; admins can moderate any pos" on public.social_posts for update to authenticated
  using (((user_id = (select auth.uid())) or (select private.is_admin())))
  with check ((((user_id = (select auth.uid())) and ((jackpot_id is null) or (exists ( select 1
   from public.w2g_jackpots j
  where ((j.id = social_posts.jackpot_id) and (j.user_id = (select auth.uid()))))))) or (select private.is_admin())));

create policy "Signed-in users can read public approved posts, their own posts" on public.social_posts for select to authenticated
  using (((is_public and (moderation_status = 'approved'::text)) or (user_id = (select auth.uid())) or (select private.is_admin())));
