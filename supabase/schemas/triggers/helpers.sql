create trigger casinos_set_updated_at
  before update on public.casinos
  for each row execute function public.set_updated_at();

create trigger wish_list_games_same_owner
  before insert or update of slot_machine_id, user_id on public.wish_list_games
  for each row execute function private.same_owner_refs();

create trigger notifications_set_updated_at
  before update on public.notifications
  for each row execute function public.set_updated_at();

create trigger play_limit_crossings_same_owner
  before insert or update of casino_session_id, user_id on public.play_limit_crossings
  for each row execute function private.same_owner_refs();

create trigger play_limits_set_updated_at
  before update on public.play_limits
  for each row execute function public.set_updated_at();

create trigger user_casino_preferences_set_updated_at
  before update on public.user_casino_preferences
  for each row execute function public.set_updated_at();

create trigger admin_users_set_updated_at
  before update on public.admin_users
  for each row execute function public.set_updated_at();

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

create trigger security_settings_set_updated_at
  before update on public.security_settings
  for each row execute function public.set_updated_at();

create trigger casino_sessions_set_updated_at
  before update on public.casino_sessions
  for each row execute function public.set_updated_at();

create trigger gambling_sessions_same_owner_insert
  after insert on public.gambling_sessions
  referencing new table as new_rows
  for each statement execute function private.same_owner_play_refs();

create trigger gambling_sessions_same_owner_update
  after update on public.gambling_sessions
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.same_owner_play_refs();

create trigger slot_machine_manufacturers_set_updated_at
  before update on public.slot_machine_manufacturers
  for each row execute function public.set_updated_at();

create trigger slot_machines_set_updated_at
  before update on public.slot_machines
  for each row execute function public.set_updated_at();

create trigger social_post_comments_same_owner
  before insert or update of post_id, user_id on public.social_post_comments
  for each row execute function private.same_owner_refs();

create trigger social_post_comments_set_updated_at
  before update on public.social_post_comments
  for each row execute function public.set_updated_at();

create trigger social_post_reactions_same_owner
  before insert or update of post_id, user_id on public.social_post_reactions
  for each row execute function private.same_owner_refs();

create trigger social_post_reports_same_owner
  before insert or update of post_id, reporter_user_id on public.social_post_reports
  for each row execute function private.same_owner_refs();

create trigger social_posts_same_owner
  before insert or update of jackpot_id, session_id, user_id on public.social_posts
  for each row when (new.jackpot_id is not null or new.session_id is not null) execute function private.same_owner_refs();

create trigger social_posts_set_updated_at
  before update on public.social_posts
  for each row execute function public.set_updated_at();

create trigger state_casino_management_set_updated_at
  before update on public.state_casino_management
  for each row execute function public.set_updated_at();

create trigger support_tickets_set_updated_at
  before update on public.support_tickets
  for each row execute function public.set_updated_at();

create trigger casino_win_loss_statements_set_updated_at
  before update on public.casino_win_loss_statements
  for each row execute function public.set_updated_at();

create trigger trip_comps_set_updated_at
  before update on public.trip_comps
  for each row execute function public.set_updated_at();

create trigger trip_costs_set_updated_at
  before update on public.trip_costs
  for each row execute function public.set_updated_at();

create trigger trips_set_updated_at
  before update on public.trips
  for each row execute function public.set_updated_at();

create trigger w2g_jackpots_same_owner_insert
  after insert on public.w2g_jackpots
  referencing new table as new_rows
  for each statement execute function private.same_owner_play_refs();

create trigger w2g_jackpots_same_owner_update
  after update on public.w2g_jackpots
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.same_owner_play_refs();

create trigger w2g_jackpots_set_updated_at
  before update on public.w2g_jackpots
  for each row execute function public.set_updated_at();
