-- =============================================================================
-- Security hardening (issue #14).
--
--   1. Helper functions used by policies live in the schema `private`, which the
--      API does not expose ([api] schemas in config.toml). What the app calls
--      through /rest/v1/rpc is security invoker.
--   2. Buckets accept raster images only (JPEG, PNG, WebP, GIF, HEIC/HEIF, AVIF)
--      and the size limits are exact: "under 5 MB" / "under 10 MB" means the
--      last accepted size is 5 x 1024 x 1024 - 1 / 10 x 1024 x 1024 - 1 bytes
--      (Storage refuses a file larger than file_size_limit).
--   3. Public buckets lose their broad SELECT policy: public objects are served
--      by /object/public without it, and a broad SELECT lets anyone list every
--      file. Owners and admins keep the SELECT that replacing/deleting needs.
--   4. Every URL a user or admin can store is http(s) (CHECK constraints; the
--      app's zod schemas and its render-time guard apply the same rules).
-- =============================================================================

-- ----------------------------------------------------------------------------
-- 1. The private schema
-- ----------------------------------------------------------------------------
create schema if not exists private;
comment on schema private is 'Helpers for policies and RPCs; not exposed through the API.';
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- is_admin(): policies keep pointing at the same function (they reference it by oid).
alter function public.is_admin() set schema private;
revoke execute on function private.is_admin() from public, anon;
grant execute on function private.is_admin() to authenticated, service_role;

-- Function bodies name it by text: re-create every function that still calls public.is_admin().
do $$
declare
  f record;
begin
  for f in
    select p.oid from pg_proc p
    where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
      and p.prosrc like '%public.is_admin()%'
  loop
    execute replace(pg_get_functiondef(f.oid), 'public.is_admin()', 'private.is_admin()');
  end loop;
end;
$$;

-- get_public_profiles(): the cross-user read moves to private; the RPC is a security invoker wrapper.
create function private.public_profiles(user_ids uuid[])
returns table (id uuid, nickname text, avatar_url text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.nickname, p.avatar_url
  from public.profiles p
  where (user_ids is null or p.id = any (user_ids))
    and (p.is_public_profile or p.id = (select auth.uid()))
    and (select auth.uid()) is not null;
$$;

comment on function private.public_profiles(uuid[]) is
  'id, nickname, avatar_url of public profiles (and the caller''s own) for the given ids (null = all).';
revoke execute on function private.public_profiles(uuid[]) from public, anon;
grant execute on function private.public_profiles(uuid[]) to authenticated, service_role;

create or replace function public.get_public_profiles(user_ids uuid[] default null)
returns table (id uuid, nickname text, avatar_url text)
language sql
stable
security invoker
set search_path = ''
as $$
  select g.id, g.nickname, g.avatar_url from private.public_profiles(user_ids) g;
$$;

-- get_user_notifications(): the caller's own RLS already lets them read exactly what it returns.
alter function public.get_user_notifications(uuid) security invoker;

-- ----------------------------------------------------------------------------
-- 2. Bucket rules
-- ----------------------------------------------------------------------------
update storage.buckets
set allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif', 'image/avif'],
    file_size_limit = case id when 'slot-machine-images' then 5 * 1024 * 1024 - 1 else 10 * 1024 * 1024 - 1 end
where id in ('w2g-images', 'social-posts', 'slot-machine-images');

-- ----------------------------------------------------------------------------
-- 3. No listing of public buckets
-- ----------------------------------------------------------------------------
drop policy "Anyone can read social post images" on storage.objects;
drop policy "Anyone can read slot machine images" on storage.objects;

create policy "Players can read post images under their own posts folder; admins can read all"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'social-posts'
    and (
      ((storage.foldername(name))[1] = 'posts' and (storage.foldername(name))[2] = (select auth.uid())::text)
      or (select private.is_admin())
    )
  );

create policy "Admins can read slot machine images"
  on storage.objects for select to authenticated
  using (bucket_id = 'slot-machine-images' and (select private.is_admin()));

-- ----------------------------------------------------------------------------
-- 4. URLs: http(s) only, no whitespace or control characters
--    absolute:  http(s)://host...
--    website:   the same, or a bare host name with an optional port and path
--               (shown with https:// prefixed)
--    action:    the same as absolute, or an in-app path starting with a single /
-- ----------------------------------------------------------------------------
alter table public.casinos
  add constraint casinos_website_http check (
    website is null or website ~* '^(https?://)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:[0-9]{1,5})?([/?#][^[:space:][:cntrl:]]*)?$'
  ),
  add constraint casinos_image_url_http check (
    image_url is null or image_url ~* '^https?://[^/?#[:space:][:cntrl:]\\]+([/?#][^[:space:][:cntrl:]]*)?$'
  );

alter table public.slot_machine_manufacturers
  add constraint slot_machine_manufacturers_website_http check (
    website is null or website ~* '^(https?://)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:[0-9]{1,5})?([/?#][^[:space:][:cntrl:]]*)?$'
  );

alter table public.slot_machines
  add constraint slot_machines_image_url_http check (
    image_url is null or image_url ~* '^https?://[^/?#[:space:][:cntrl:]\\]+([/?#][^[:space:][:cntrl:]]*)?$'
  );

alter table public.social_posts
  add constraint social_posts_image_url_http check (
    image_url is null or image_url ~* '^https?://[^/?#[:space:][:cntrl:]\\]+([/?#][^[:space:][:cntrl:]]*)?$'
  );

alter table public.profiles
  add constraint profiles_avatar_url_http check (
    avatar_url is null or avatar_url ~* '^https?://[^/?#[:space:][:cntrl:]\\]+([/?#][^[:space:][:cntrl:]]*)?$'
  );

alter table public.notifications
  add constraint notifications_action_url_http check (
    action_url is null
    or action_url ~* '^https?://[^/?#[:space:][:cntrl:]\\]+([/?#][^[:space:][:cntrl:]]*)?$'
    or action_url ~ '^/([^/\\[:space:][:cntrl:]][^[:space:][:cntrl:]]*)?$'
  );
