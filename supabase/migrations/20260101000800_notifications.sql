-- =============================================================================
-- In-app notifications (written by admins) and per-user read state.
-- A player sees a notification when it is active, not expired and targeted at
-- them: target_type 'all'; 'casino_users' = players who favourited
-- target_casino_id; 'specific' = their id is in target_users.
-- =============================================================================

-- ----------------------------------------------------------------------------
-- notifications
-- ----------------------------------------------------------------------------
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> '' and char_length(title) <= 200),
  message text not null check (btrim(message) <> '' and char_length(message) <= 2000),
  target_type text not null default 'all' check (target_type in ('all', 'casino_users', 'specific')),
  target_users uuid[],
  target_casino_id uuid references public.casinos (id) on delete cascade,
  notification_type text not null default 'general'
    check (notification_type in ('general', 'promotion', 'maintenance', 'update')),
  priority text not null default 'normal' check (priority in ('low', 'normal', 'high', 'urgent')),
  action_url text,
  action_text text,
  expires_at timestamptz,
  is_active boolean not null default true,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.notifications enable row level security;
comment on table public.notifications is
  'Admin-authored in-app notifications, targeted at all users, favourites of one casino, or listed users.';

create index notifications_active_idx on public.notifications (is_active, created_at desc);
create index notifications_target_casino_idx on public.notifications (target_casino_id);
create index notifications_target_users_idx on public.notifications using gin (target_users);
create index notifications_created_by_idx on public.notifications (created_by);

create trigger notifications_set_updated_at
  before update on public.notifications
  for each row execute function public.set_updated_at();

-- ----------------------------------------------------------------------------
-- user_notifications: read receipts (one per user and notification).
-- ----------------------------------------------------------------------------
create table public.user_notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  notification_id uuid not null references public.notifications (id) on delete cascade,
  is_read boolean not null default false,
  read_at timestamptz,
  created_at timestamptz not null default now(),
  constraint user_notifications_user_notification_key unique (user_id, notification_id)
);
alter table public.user_notifications enable row level security;
comment on table public.user_notifications is
  'Per-user notification state (is_read, read_at); upserted on (user_id, notification_id). In the realtime publication.';

create index user_notifications_notification_idx on public.user_notifications (notification_id);

-- ----------------------------------------------------------------------------
-- notification_targets_user(n, user): the targeting rule, in one place.
-- Security invoker: under a player's RLS it can only see their own favourites.
-- ----------------------------------------------------------------------------
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

comment on function public.notification_targets_user(public.notifications, uuid) is
  'True when notification n is active, unexpired and targeted at p_user.';
revoke execute on function public.notification_targets_user(public.notifications, uuid) from public, anon;
grant execute on function public.notification_targets_user(public.notifications, uuid) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- Policies
-- ----------------------------------------------------------------------------
create policy "Users can read notifications targeted at them; admins can read all"
  on public.notifications for select to authenticated
  using (public.notification_targets_user(notifications, (select auth.uid())) or (select public.is_admin()));

create policy "Admins can create notifications"
  on public.notifications for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins can update notifications"
  on public.notifications for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can delete notifications"
  on public.notifications for delete to authenticated
  using ((select public.is_admin()));

create policy "Users can read their own notification states; admins can read all"
  on public.user_notifications for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Users can mark notifications targeted at them"
  on public.user_notifications for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.notifications n where n.id = notification_id)
  );

create policy "Users can update their own notification states"
  on public.user_notifications for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Users can delete their own notification states"
  on public.user_notifications for delete to authenticated
  using (user_id = (select auth.uid()));

-- ----------------------------------------------------------------------------
-- get_user_notifications(user_uuid): the bell's list, newest first.
-- ----------------------------------------------------------------------------
create or replace function public.get_user_notifications(user_uuid uuid)
returns table (
  notification_id uuid,
  title text,
  message text,
  notification_type text,
  priority text,
  action_url text,
  action_text text,
  created_at timestamptz,
  is_read boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if user_uuid is distinct from (select auth.uid()) and not public.is_admin() then
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

comment on function public.get_user_notifications(uuid) is
  'Active, unexpired notifications targeted at user_uuid (the caller, or anyone for an admin) with is_read.';
revoke execute on function public.get_user_notifications(uuid) from public, anon;
grant execute on function public.get_user_notifications(uuid) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- Realtime: the bell subscribes to changes on user_notifications.
-- ----------------------------------------------------------------------------
alter publication supabase_realtime add table public.user_notifications;
