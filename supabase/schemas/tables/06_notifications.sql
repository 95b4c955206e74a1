create table public.notifications (
  id uuid default gen_random_uuid() primary key,
  title text not null check (((btrim(title) <> ''::text) and (char_length(title) <= 200))),
  message text not null check (((btrim(message) <> ''::text) and (char_length(message) <= 2000))),
  target_type text default 'all'::text not null check ((target_type = any (array['all'::text, 'casino_users'::text, 'specific'::text]))),
  target_users uuid[],
  target_casino_id uuid references public.casinos(id) on delete cascade,
  notification_type text default 'general'::text not null check ((notification_type = any (array['general'::text, 'promotion'::text, 'maintenance'::text, 'update'::text]))),
  priority text default 'normal'::text not null check ((priority = any (array['low'::text, 'normal'::text, 'high'::text, 'urgent'::text]))),
  action_url text,
  action_text text,
  expires_at timestamptz,
  is_active boolean default true not null,
  created_by uuid references auth.users(id) on delete set null,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint notifications_action_url_http check (((action_url is null) or (action_url ~* '^https?://[^/?#[:space:][:cntrl:]\\]+([/?#][^[:space:][:cntrl:]]*)?$'::text) or (action_url ~ '^/([^/\\[:space:][:cntrl:]][^[:space:][:cntrl:]]*)?$'::text)))
);
comment on table public.notifications is 'Admin-authored in-app notifications, targeted at all users, favourites of one casino, or listed users.';
create index notifications_active_idx on public.notifications (is_active, created_at desc);
create index notifications_created_by_idx on public.notifications (created_by);
create index notifications_target_casino_idx on public.notifications (target_casino_id);
create index notifications_target_users_idx on public.notifications using gin (target_users);
alter table public.notifications enable row level security;

create table public.user_notifications (
  id uuid default gen_random_uuid() primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  notification_id uuid not null references public.notifications(id) on delete cascade,
  is_read boolean default false not null,
  read_at timestamptz,
  created_at timestamptz default now() not null,
  constraint user_notifications_user_notification_key unique (user_id, notification_id)
);
comment on table public.user_notifications is 'Per-user notification state (is_read, read_at); upserted on (user_id, notification_id). In the realtime publication.';
create index user_notifications_notification_idx on public.user_notifications (notification_id);
alter table public.user_notifications enable row level security;

alter publication supabase_realtime add table public.user_notifications;
