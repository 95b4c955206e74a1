-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function public.get_user_notifications(user_uuid uuid)
returns TABLE(notification_id uuid, title text, message text, notification_type text, priority text, action_url text, action_text text, created_at timestamp with time zone, is_read boolean)
language plpgsql
stable
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if user_uuid is distinct from (select auth.uid()) and not private.is_admin() then
    raise exception 'Not allowed to read another user''s notifications' using errcode = '42501';
  end if;
  return query
    select n.id, n.title, n.message, n.notification_type, n.priority, n.action_url, n.action_text,
           n.created_at, coalesce(un.is_read, false)
    from public.notifications n
    left join public.user_notifications un on un.notification_id = n.id and un.user_id = user_uuid
    where public.notification_targets_user(n, user_uuid)
    order by n.created_at desc, n.id;
end;
$$;
comment on function public.get_user_notifications(user_uuid uuid) is 'Active, unexpired notifications targeted at user_uuid (the caller, or anyone for an admin) with is_read.';
revoke execute on function public.get_user_notifications(user_uuid uuid) from anon, public;

create or replace function public.notification_targets_user(n public.notifications, p_user uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select n.is_active
     and (n.expires_at is null or n.expires_at > now())
     and case n.target_type
           when 'all' then true
           when 'specific' then p_user = any (coalesce(n.target_users, '{}'))
           when 'casino_users' then exists (
             select 1 from public.user_casino_preferences p
             where p.user_id = p_user and p.casino_id = n.target_casino_id and p.is_favorite)
           else false
         end;
$$;
comment on function public.notification_targets_user(n public.notifications, p_user uuid) is 'True when notification n is active, unexpired and targeted at p_user.';
revoke execute on function public.notification_targets_user(n public.notifications, p_user uuid) from anon, public;
