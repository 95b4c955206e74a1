-- =============================================================================
-- Accounts: profiles (app users), admin_users, is_admin(), the public_profiles
-- view, and the auth.users triggers (profile on sign-up, files on deletion).
--
-- An administrator is a row in admin_users and nothing else. profiles.user_type
-- is informational and is ALWAYS 'app_user' on creation, whatever the sign-up
-- metadata says; players cannot change it.
-- =============================================================================

-- ----------------------------------------------------------------------------
-- profiles
-- ----------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  first_name text,
  last_name text,
  phone text,
  nickname text check (nickname is null or char_length(nickname) <= 50),
  avatar_url text,
  user_type text not null default 'app_user' check (user_type in ('app_user', 'admin_user')),
  is_public_profile boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.profiles enable row level security;
comment on table public.profiles is
  'One row per account (app users; created by trigger on auth.users insert). Nickname and avatar are public when is_public_profile.';

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- ----------------------------------------------------------------------------
-- admin_users
-- ----------------------------------------------------------------------------
create table public.admin_users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  first_name text,
  last_name text,
  role text default 'admin',
  permissions jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.admin_users enable row level security;
comment on table public.admin_users is
  'Administrators. A row here is what makes an account an admin (is_admin()); only admins or the service role can add one.';

create trigger admin_users_set_updated_at
  before update on public.admin_users
  for each row execute function public.set_updated_at();

-- ----------------------------------------------------------------------------
-- is_admin(): the one role check every policy uses.
-- security definer so policies on admin_users itself do not recurse.
-- ----------------------------------------------------------------------------
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admin_users a where a.id = (select auth.uid())
  );
$$;

comment on function public.is_admin() is 'True when the caller (auth.uid()) has a row in admin_users.';
revoke execute on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- ----------------------------------------------------------------------------
-- Policies: profiles
-- ----------------------------------------------------------------------------
create policy "Users can read their own profile; admins can read all profiles"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));

create policy "Users can create their own profile"
  on public.profiles for insert to authenticated
  with check (id = (select auth.uid()) and user_type = 'app_user');

create policy "Users can update their own profile"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

create policy "Admins can delete profiles"
  on public.profiles for delete to authenticated
  using ((select public.is_admin()));

-- Players may edit their names, nickname and visibility, never their user_type.
create or replace function public.guard_profile_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and new.user_type is distinct from old.user_type
     and not public.is_admin() then
    raise exception 'Only admins can change user_type' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger profiles_guard_update
  before update on public.profiles
  for each row execute function public.guard_profile_update();

-- ----------------------------------------------------------------------------
-- Policies: admin_users (nobody can make themselves an admin)
-- ----------------------------------------------------------------------------
create policy "Admins can read their own row; admins can read all admin rows"
  on public.admin_users for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));

create policy "Only admins can add admin users"
  on public.admin_users for insert to authenticated
  with check ((select public.is_admin()));

create policy "Only admins can update admin users"
  on public.admin_users for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Only admins can remove admin users"
  on public.admin_users for delete to authenticated
  using ((select public.is_admin()));

-- ----------------------------------------------------------------------------
-- get_public_profiles(user_ids): id, nickname, avatar_url of public profiles.
-- Reads across users (security definer) but exposes only these three columns,
-- and only for profiles with is_public_profile = true (plus the caller's own).
-- user_ids null = all public profiles (the public_profiles view uses this).
-- ----------------------------------------------------------------------------
create or replace function public.get_public_profiles(user_ids uuid[] default null)
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

comment on function public.get_public_profiles(uuid[]) is
  'Public author data (id, nickname, avatar_url) for the given ids; only public profiles and the caller''s own.';
revoke execute on function public.get_public_profiles(uuid[]) from public, anon;
grant execute on function public.get_public_profiles(uuid[]) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- public_profiles view (security_invoker): the public columns only.
-- ----------------------------------------------------------------------------
create view public.public_profiles
  with (security_invoker = true)
as
  select g.id, g.nickname, g.avatar_url
  from public.get_public_profiles(null) g;

comment on view public.public_profiles is
  'Public author data for the social feed: id, nickname, avatar_url of public profiles.';
revoke all on public.public_profiles from anon;
grant select on public.public_profiles to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- Sign-up: create the profile row. user_type is ALWAYS 'app_user'; the sign-up
-- metadata can set names only, so signing up as "admin_user" grants nothing.
-- ----------------------------------------------------------------------------
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, first_name, last_name, user_type)
  values (
    new.id,
    new.email,
    nullif(btrim(new.raw_user_meta_data ->> 'first_name'), ''),
    nullif(btrim(new.raw_user_meta_data ->> 'last_name'), ''),
    'app_user'
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Keep the profile e-mail in step with auth (e-mail change confirmed).
create or replace function public.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  update public.admin_users set email = new.email where id = new.id;
  return new;
end;
$$;

revoke execute on function public.handle_user_email_change() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

-- ----------------------------------------------------------------------------
-- Account deletion: table rows go by ON DELETE CASCADE; stored files' rows are
-- removed here (the user's folder in w2g-images, posts/<uid>/ in social-posts,
-- and anything they own). Hosted Supabase blocks direct deletes from
-- storage.objects unless storage.allow_delete_query is on for the transaction.
-- ----------------------------------------------------------------------------
create or replace function public.handle_user_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform set_config('storage.allow_delete_query', 'true', true);
  delete from storage.objects o
  where o.owner = old.id
     or o.owner_id = old.id::text
     or (o.bucket_id = 'w2g-images' and (storage.foldername(o.name))[1] = old.id::text)
     or (o.bucket_id = 'social-posts' and (storage.foldername(o.name))[1] = 'posts'
         and (storage.foldername(o.name))[2] = old.id::text);
  return old;
end;
$$;

revoke execute on function public.handle_user_deleted() from public, anon, authenticated;

create trigger on_auth_user_deleted
  before delete on auth.users
  for each row execute function public.handle_user_deleted();
