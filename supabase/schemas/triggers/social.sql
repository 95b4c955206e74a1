create trigger social_post_comments_moderate
  before insert or update on public.social_post_comments
  for each row execute function public.social_post_comments_moderate();

create trigger social_posts_guard_moderation
  before insert or update on public.social_posts
  for each row execute function public.social_posts_guard_moderation();
