-- =============================================================================
-- Social post image cleanup: admins may delete any image in social-posts.
--
-- A post keeps its image's public URL in image_url (object posts/<uid>/<file>).
-- Deleting a post removes that object through the Storage API right after the
-- row is deleted (hosted Supabase lets only the Storage API delete objects):
--   * the owner, under the existing policy "Players can delete post images
--     under their own posts folder";
--   * an admin in Social Posts Moderation (single, bulk, all rejected), under
--     the policy below.
-- Other players still cannot delete anything outside their own folder.
-- =============================================================================

create policy "Admins can delete social post images"
  on storage.objects for delete to authenticated
  using (bucket_id = 'social-posts' and (select public.is_admin()));
