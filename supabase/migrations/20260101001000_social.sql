-- =============================================================================
-- Social feed: posts, reactions, comments and reports.
--
-- Moderation defaults:
--   * New posts are 'approved' (the spec's success toast says "Your post is now
--     live."). On insert a non-admin always gets the default; only admins may
--     change moderation_status afterwards (trigger).
--   * New comments are 'approved' unless they contain a link (https?:// or
--     www.), in which case they are 'pending' until an admin approves them
--     (trigger), so "Comment submitted" has a real path.
-- Visibility: a post is visible to every signed-in user when is_public and
-- approved; always to its owner and to admins. Comments are listed when
-- approved (the author also sees their own pending ones).
-- =============================================================================

-- ----------------------------------------------------------------------------
-- social_posts
-- ----------------------------------------------------------------------------
create table public.social_posts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  caption text check (caption is null or char_length(caption) <= 1000),
  image_url text,
  jackpot_id uuid references public.w2g_jackpots (id) on delete set null,
  session_id uuid references public.gambling_sessions (id) on delete set null,
  casino_id uuid references public.casinos (id) on delete set null,
  is_public boolean not null default true,
  moderation_status text not null default 'approved'
    check (moderation_status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Second reference on user_id so the API can embed the author's profile.
  constraint social_posts_user_profile_fkey foreign key (user_id) references public.profiles (id) on delete cascade
);
alter table public.social_posts enable row level security;
comment on table public.social_posts is
  'Shared wins. Public feed = is_public and approved; moderation_status is admin-controlled.';

create index social_posts_user_idx on public.social_posts (user_id, created_at desc);
create index social_posts_feed_idx on public.social_posts (created_at desc) where is_public and moderation_status = 'approved';
create index social_posts_casino_idx on public.social_posts (casino_id);
create index social_posts_jackpot_idx on public.social_posts (jackpot_id);
create index social_posts_session_idx on public.social_posts (session_id);
create index social_posts_moderation_idx on public.social_posts (moderation_status);

create or replace function public.social_posts_guard_moderation()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not public.is_admin() then
    if tg_op = 'INSERT' then
      new.moderation_status := 'approved';
    elsif new.moderation_status is distinct from old.moderation_status then
      raise exception 'Only admins can change moderation_status' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

create trigger social_posts_guard_moderation
  before insert or update on public.social_posts
  for each row execute function public.social_posts_guard_moderation();

create trigger social_posts_set_updated_at
  before update on public.social_posts
  for each row execute function public.set_updated_at();

create policy "Signed-in users can read public approved posts, their own posts, and admins all posts"
  on public.social_posts for select to authenticated
  using (
    (is_public and moderation_status = 'approved')
    or user_id = (select auth.uid())
    or (select public.is_admin())
  );

create policy "Players can create their own posts"
  on public.social_posts for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (jackpot_id is null or exists (
      select 1 from public.w2g_jackpots j where j.id = jackpot_id and j.user_id = (select auth.uid())))
  );

create policy "Players can update their own posts; admins can moderate any post"
  on public.social_posts for update to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()))
  with check (
    (user_id = (select auth.uid()) and (jackpot_id is null or exists (
      select 1 from public.w2g_jackpots j where j.id = jackpot_id and j.user_id = (select auth.uid()))))
    or (select public.is_admin())
  );

create policy "Players can delete their own posts; admins can delete any post"
  on public.social_posts for delete to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- ----------------------------------------------------------------------------
-- social_post_reactions (a user may hold several reaction types on one post)
-- ----------------------------------------------------------------------------
create table public.social_post_reactions (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.social_posts (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  reaction_type text not null check (reaction_type in ('like', 'love', 'celebrate')),
  created_at timestamptz not null default now(),
  constraint social_post_reactions_post_user_type_key unique (post_id, user_id, reaction_type)
);
alter table public.social_post_reactions enable row level security;
comment on table public.social_post_reactions is
  'Reactions (like, love, celebrate); unique per post, user and type.';

create index social_post_reactions_user_idx on public.social_post_reactions (user_id);

create policy "Signed-in users can read reactions on posts they can see"
  on public.social_post_reactions for select to authenticated
  using (exists (select 1 from public.social_posts p where p.id = post_id));

create policy "Players can react to posts they can see"
  on public.social_post_reactions for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.social_posts p where p.id = post_id)
  );

create policy "Players can change their own reactions"
  on public.social_post_reactions for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Players can remove their own reactions; admins can remove any"
  on public.social_post_reactions for delete to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- ----------------------------------------------------------------------------
-- social_post_comments
-- ----------------------------------------------------------------------------
create table public.social_post_comments (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.social_posts (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  content text not null check (btrim(content) <> '' and char_length(content) <= 500),
  moderation_status text not null default 'approved'
    check (moderation_status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint social_post_comments_user_profile_fkey foreign key (user_id) references public.profiles (id) on delete cascade
);
alter table public.social_post_comments enable row level security;
comment on table public.social_post_comments is
  'Comments (max 500). Approved unless they contain a link, then pending until an admin approves.';

create index social_post_comments_post_idx on public.social_post_comments (post_id, created_at);
create index social_post_comments_user_idx on public.social_post_comments (user_id);

create or replace function public.social_post_comments_moderate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not public.is_admin() then
    if tg_op = 'INSERT' or new.content is distinct from old.content then
      new.moderation_status := case
        when new.content ~* '(https?://|www\.)' then 'pending'
        else 'approved'
      end;
    elsif new.moderation_status is distinct from old.moderation_status then
      raise exception 'Only admins can change moderation_status' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

create trigger social_post_comments_moderate
  before insert or update on public.social_post_comments
  for each row execute function public.social_post_comments_moderate();

create trigger social_post_comments_set_updated_at
  before update on public.social_post_comments
  for each row execute function public.set_updated_at();

create policy "Signed-in users can read approved comments on visible posts, their own, and admins all"
  on public.social_post_comments for select to authenticated
  using (
    (moderation_status = 'approved' and exists (select 1 from public.social_posts p where p.id = post_id))
    or user_id = (select auth.uid())
    or (select public.is_admin())
  );

create policy "Players can comment on posts they can see"
  on public.social_post_comments for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.social_posts p where p.id = post_id)
  );

create policy "Players can edit their own comments; admins can moderate any comment"
  on public.social_post_comments for update to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()))
  with check (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Players can delete their own comments; admins can delete any"
  on public.social_post_comments for delete to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- ----------------------------------------------------------------------------
-- social_post_reports (one per post and reporter; never on one's own post)
-- ----------------------------------------------------------------------------
create table public.social_post_reports (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.social_posts (id) on delete cascade,
  reporter_user_id uuid not null references auth.users (id) on delete cascade,
  reason text not null check (btrim(reason) <> '' and char_length(reason) <= 1000),
  created_at timestamptz not null default now(),
  constraint social_post_reports_post_reporter_key unique (post_id, reporter_user_id)
);
alter table public.social_post_reports enable row level security;
comment on table public.social_post_reports is
  'Reports of posts (reason: inappropriate, spam, harassment, other or the detail text). Readable by admins and the reporter.';

create index social_post_reports_reporter_idx on public.social_post_reports (reporter_user_id);

create policy "Reporters can read their own reports; admins can read all"
  on public.social_post_reports for select to authenticated
  using (reporter_user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Players can report other users' posts they can see"
  on public.social_post_reports for insert to authenticated
  with check (
    reporter_user_id = (select auth.uid())
    and exists (
      select 1 from public.social_posts p
      where p.id = post_id and p.user_id <> (select auth.uid()))
  );

create policy "Admins can update reports"
  on public.social_post_reports for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can delete reports"
  on public.social_post_reports for delete to authenticated
  using ((select public.is_admin()));
