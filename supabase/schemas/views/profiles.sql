create view public.public_profiles
  with (security_invoker = true)
as
  select g.id, g.nickname, g.avatar_url
  from public.get_public_profiles(null) g;
comment on view public.public_profiles is 'Public author data for the social feed: id, nickname, avatar_url of public profiles.';
revoke all on public.public_profiles from anon;
