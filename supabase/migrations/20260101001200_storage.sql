-- =============================================================================
-- Storage buckets and their policies on storage.objects.
--
--   w2g-images           private, 10 MB, images only. Path: <uid>/<file>;
--                        a player reaches only their own folder.
--   social-posts         public read. Path: posts/<uid>/<file>; only that user
--                        may insert, update or delete under posts/<uid>/.
--   slot-machine-images  public read, 5 MB, images only; admin-only writes.
-- =============================================================================

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('w2g-images', 'w2g-images', false, 10485760, array['image/*']),
  ('social-posts', 'social-posts', true, 10485760, array['image/*']),
  ('slot-machine-images', 'slot-machine-images', true, 5242880, array['image/*'])
on conflict (id) do nothing;

-- ----------------------------------------------------------------------------
-- w2g-images: owner's own folder only
-- ----------------------------------------------------------------------------
create policy "Players can read W2G images in their own folder"
  on storage.objects for select to authenticated
  using (bucket_id = 'w2g-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Players can upload W2G images to their own folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'w2g-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Players can replace W2G images in their own folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'w2g-images' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'w2g-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Players can delete W2G images in their own folder"
  on storage.objects for delete to authenticated
  using (bucket_id = 'w2g-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- ----------------------------------------------------------------------------
-- social-posts: public read; writes only under posts/<own uid>/
-- ----------------------------------------------------------------------------
create policy "Anyone can read social post images"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'social-posts');

create policy "Players can upload post images under their own posts folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'social-posts'
    and (storage.foldername(name))[1] = 'posts'
    and (storage.foldername(name))[2] = (select auth.uid())::text
  );

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

create policy "Players can delete post images under their own posts folder"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'social-posts'
    and (storage.foldername(name))[1] = 'posts'
    and (storage.foldername(name))[2] = (select auth.uid())::text
  );

-- ----------------------------------------------------------------------------
-- slot-machine-images: public read; admin-only writes
-- ----------------------------------------------------------------------------
create policy "Anyone can read slot machine images"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'slot-machine-images');

create policy "Admins can upload slot machine images"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'slot-machine-images' and (select public.is_admin()));

create policy "Admins can replace slot machine images"
  on storage.objects for update to authenticated
  using (bucket_id = 'slot-machine-images' and (select public.is_admin()))
  with check (bucket_id = 'slot-machine-images' and (select public.is_admin()));

create policy "Admins can delete slot machine images"
  on storage.objects for delete to authenticated
  using (bucket_id = 'slot-machine-images' and (select public.is_admin()));
