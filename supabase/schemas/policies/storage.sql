create policy "Admins can delete slot machine images" on storage.objects for delete to authenticated
  using (((bucket_id = 'slot-machine-images'::text) and (select private.is_admin())));

create policy "Admins can delete social post images" on storage.objects for delete to authenticated
  using (((bucket_id = 'social-posts'::text) and (select private.is_admin())));

create policy "Admins can read slot machine images"
  on storage.objects for select to authenticated
  using (bucket_id = 'slot-machine-images' and (select private.is_admin()));

create policy "Admins can replace slot machine images" on storage.objects for update to authenticated
  using (((bucket_id = 'slot-machine-images'::text) and (select private.is_admin())))
  with check (((bucket_id = 'slot-machine-images'::text) and (select private.is_admin())));

create policy "Admins can upload slot machine images" on storage.objects for insert to authenticated
  with check (((bucket_id = 'slot-machine-images'::text) and (select private.is_admin())));

create policy "Enrolled players need aal2 to delete W-2G photos" on storage.objects as restrictive for delete to authenticated
  using (case when (bucket_id = 'w2g-images'::text) then (select private.require_aal()) else true end);

create policy "Enrolled players need aal2 to insert W-2G photos" on storage.objects as restrictive for insert to authenticated
  with check (case when (bucket_id = 'w2g-images'::text) then (select private.require_aal()) else true end);

create policy "Enrolled players need aal2 to select W-2G photos" on storage.objects as restrictive for select to authenticated
  using (case when (bucket_id = 'w2g-images'::text) then (select private.require_aal()) else true end);

create policy "Enrolled players need aal2 to update W-2G photos" on storage.objects as restrictive for update to authenticated
  using (case when (bucket_id = 'w2g-images'::text) then (select private.require_aal()) else true end)
  with check (case when (bucket_id = 'w2g-images'::text) then (select private.require_aal()) else true end);

create policy "Players can delete W2G images in their own folder"
  on storage.objects for delete to authenticated
  using (bucket_id = 'w2g-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Players can delete post images under their own posts folder"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'social-posts'
    and (storage.foldername(name))[1] = 'posts'
    and (storage.foldername(name))[2] = (select auth.uid())::text
  );

create policy "Players can read W2G images in their own folder"
  on storage.objects for select to authenticated
  using (bucket_id = 'w2g-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Players can read post images under their own posts folder; admi" on storage.objects for select to authenticated
  using (((bucket_id = 'social-posts'::text) and ((((storage.foldername(name))[1] = 'posts'::text) and ((storage.foldername(name))[2] = ((select auth.uid()))::text)) or (select private.is_admin()))));

create policy "Players can replace W2G images in their own folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'w2g-images' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'w2g-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Players can replace post images under their own posts folder"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'social-posts'
    and (storage.foldername(name))[1] = 'posts'
    and (storage.foldername(name))[2] = (select auth.uid())::text
  )
  with check (
    bucket_id = 'social-posts'
    and (storage.foldername(name))[1] = 'posts'
    and (storage.foldername(name))[2] = (select auth.uid())::text
  );

create policy "Players can upload W2G images to their own folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'w2g-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Players can upload post images under their own posts folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'social-posts'
    and (storage.foldername(name))[1] = 'posts'
    and (storage.foldername(name))[2] = (select auth.uid())::text
  );
