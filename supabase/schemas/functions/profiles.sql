-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function private.public_profiles(user_ids uuid[])
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
comment on function private.public_profiles(user_ids uuid[]) is 'id, nickname, avatar_url of public profiles (and the caller''s own) for the given ids (null = all).';
revoke execute on function private.public_profiles(user_ids uuid[]) from public;
grant execute on function private.public_profiles(user_ids uuid[]) to authenticated, service_role;

create or replace function public.get_public_profiles(user_ids uuid[] default null)
returns table (id uuid, nickname text, avatar_url text)
language sql
stable
security invoker
set search_path = ''
as $$
  select g.id, g.nickname, g.avatar_url from private.public_profiles(user_ids) g;
$$;
comment on function public.get_public_profiles(user_ids uuid[]) is 'Public author data (id, nickname, avatar_url) for the given ids; only public profiles and the caller''s own.';
revoke execute on function public.get_public_profiles(user_ids uuid[]) from anon, public;

create or replace function public.guard_profile_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and new.user_type is distinct from old.user_type
     and not private.is_admin() then
    raise exception 'Only admins can change user_type' using errcode = '42501';
  end if;
  return new;
end;
$$;

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
revoke execute on function public.handle_new_user() from anon, authenticated, public;

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
revoke execute on function public.handle_user_deleted() from anon, authenticated, public;

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
revoke execute on function public.handle_user_email_change() from anon, authenticated, public;
