create trigger audit_change after insert or update or delete on public.social_post_comments
  for each row execute function audit.record_change('comment', 'user_id', 'content');

create trigger social_post_comments_moderate
  before insert or update on public.social_post_comments
  for each row execute function public.social_post_comments_moderate();

create trigger social_post_comments_same_owner
  before insert or update of post_id, user_id on public.social_post_comments
  for each row execute function private.same_owner_refs();

create trigger social_post_comments_set_updated_at
  before update on public.social_post_comments
  for each row execute function public.set_updated_at();

create trigger audit_change after insert or update or delete on public.social_post_reactions
  for each row execute function audit.record_change('reaction', 'user_id');

create trigger social_post_reactions_same_owner
  before insert or update of post_id, user_id on public.social_post_reactions
  for each row execute function private.same_owner_refs();

create trigger audit_change after insert or update or delete on public.social_post_reports
  for each row execute function audit.record_change('report', 'reporter_user_id', 'reason');

create trigger social_post_reports_same_owner
  before insert or update of post_id, reporter_user_id on public.social_post_reports
  for each row execute function private.same_owner_refs();

create trigger audit_change after insert or update or delete on public.social_posts
  for each row execute function audit.record_change('post', 'user_id', 'caption', 'image_url');

create trigger social_posts_guard_moderation
  before insert or update on public.social_posts
  for each row execute function public.social_posts_guard_moderation();

create trigger social_posts_same_owner
  before insert or update of jackpot_id, session_id, user_id on public.social_posts
  for each row when (new.jackpot_id is not null or new.session_id is not null) execute function private.same_owner_refs();

create trigger social_posts_set_updated_at
  before update on public.social_posts
  for each row execute function public.set_updated_at();
