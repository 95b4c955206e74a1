create trigger play_limit_crossings_same_owner
  before insert or update of casino_session_id, user_id on public.play_limit_crossings
  for each row execute function private.same_owner_refs();

create trigger play_limits_set_updated_at
  before update on public.play_limits
  for each row execute function public.set_updated_at();
