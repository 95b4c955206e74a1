create table public.social_posts (
  id uuid default gen_random_uuid() primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  caption text check (((caption is null) or (char_length(caption) <= 1000))),
  image_url text,
  jackpot_id uuid references public.w2g_jackpots(id) on delete set null,
  session_id uuid references public.gambling_sessions(id) on delete set null,
  casino_id uuid references public.casinos(id) on delete set null,
  is_public boolean default true not null,
  moderation_status text default 'approved'::text not null check ((moderation_status = any (array['pending'::text, 'approved'::text, 'rejected'::text]))),
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint social_posts_user_profile_fkey foreign key (user_id) references public.profiles(id) on delete cascade,
  constraint social_posts_image_url_http check (((image_url is null) or (image_url ~* '^https?://[^/?#[:space:][:cntrl:]\\]+([/?#][^[:space:][:cntrl:]]*)?$'::text)))
);
comment on table public.social_posts is 'Shared wins. Public feed = is_public and approved; moderation_status is admin-controlled.';
create index social_posts_casino_idx on public.social_posts (casino_id);
create index social_posts_feed_idx on public.social_posts (created_at desc) where (is_public and (moderation_status = 'approved'::text));
create index social_posts_jackpot_idx on public.social_posts (jackpot_id);
create index social_posts_moderation_idx on public.social_posts (moderation_status);
create index social_posts_session_idx on public.social_posts (session_id);
create index social_posts_user_idx on public.social_posts (user_id, created_at desc);
alter table public.social_posts enable row level security;

create table public.social_post_comments (
  id uuid default gen_random_uuid() primary key,
  post_id uuid not null references public.social_posts(id) on delete cascade,
  user_id uuid not null references auth.users(id) on delete cascade,
  content text not null check (((btrim(content) <> ''::text) and (char_length(content) <= 500))),
  moderation_status text default 'approved'::text not null check ((moderation_status = any (array['pending'::text, 'approved'::text, 'rejected'::text]))),
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint social_post_comments_user_profile_fkey foreign key (user_id) references public.profiles(id) on delete cascade
);
comment on table public.social_post_comments is 'Comments (max 500). Approved unless they contain a link, then pending until an admin approves.';
create index social_post_comments_post_idx on public.social_post_comments (post_id, created_at);
create index social_post_comments_user_idx on public.social_post_comments (user_id);
alter table public.social_post_comments enable row level security;

create table public.social_post_reactions (
  id uuid default gen_random_uuid() primary key,
  post_id uuid not null references public.social_posts(id) on delete cascade,
  user_id uuid not null references auth.users(id) on delete cascade,
  reaction_type text not null check ((reaction_type = any (array['like'::text, 'love'::text, 'celebrate'::text]))),
  created_at timestamptz default now() not null,
  constraint social_post_reactions_post_user_type_key unique (post_id, user_id, reaction_type)
);
comment on table public.social_post_reactions is 'Reactions (like, love, celebrate); unique per post, user and type.';
create index social_post_reactions_user_idx on public.social_post_reactions (user_id);
alter table public.social_post_reactions enable row level security;

create table public.social_post_reports (
  id uuid default gen_random_uuid() primary key,
  post_id uuid not null references public.social_posts(id) on delete cascade,
  reporter_user_id uuid not null references auth.users(id) on delete cascade,
  reason text not null check (((btrim(reason) <> ''::text) and (char_length(reason) <= 1000))),
  created_at timestamptz default now() not null,
  constraint social_post_reports_post_reporter_key unique (post_id, reporter_user_id)
);
comment on table public.social_post_reports is 'Reports of posts (reason: inappropriate, spam, harassment, other or the detail text). Readable by admins and the reporter.';
create index social_post_reports_reporter_idx on public.social_post_reports (reporter_user_id);
alter table public.social_post_reports enable row level security;
