create trigger casino_sessions_before_write
  before insert or update on public.casino_sessions
  for each row execute function public.casino_sessions_before_write();

create trigger casino_sessions_check_input
  before insert or update on public.casino_sessions
  for each row execute function public.casino_sessions_check_input();

create trigger casino_sessions_play_limit_crossing_columns
  after update of final_cash, starting_cash, additional_cash, casino_id, arrival_date, arrival_time,
    departure_date, departure_time
  on public.casino_sessions
  for each statement execute function private.play_limit_columns_written();

create trigger casino_sessions_play_limit_crossing_insert
  after insert on public.casino_sessions
  referencing new table as new_rows
  for each statement execute function private.play_limit_crossings_after_write();

create trigger casino_sessions_play_limit_crossing_update
  after update on public.casino_sessions
  referencing new table as new_rows
  for each statement execute function private.play_limit_crossings_after_write();

create trigger casino_sessions_rollup_delete
  after delete on public.casino_sessions
  referencing old table as old_rows
  for each statement execute function stats.casino_sessions_rollup_rows();

create trigger casino_sessions_rollup_insert
  after insert on public.casino_sessions
  referencing new table as new_rows
  for each statement execute function stats.casino_sessions_rollup_rows();

create trigger casino_sessions_rollup_update
  after update on public.casino_sessions
  referencing old table as old_rows new table as new_rows
  for each statement execute function stats.casino_sessions_rollup_rows();

create trigger casino_sessions_set_updated_at
  before update on public.casino_sessions
  for each row execute function public.set_updated_at();

create trigger casino_sessions_truncated
  after truncate on public.casino_sessions
  for each statement execute function stats.casino_sessions_truncated();

create trigger gambling_sessions_before_write
  before insert or update on public.gambling_sessions
  for each row execute function public.gambling_sessions_before_write();

create trigger gambling_sessions_check_input
  before insert or update on public.gambling_sessions
  for each row execute function public.gambling_sessions_check_input();

create trigger gambling_sessions_check_times
  before insert or update on public.gambling_sessions
  for each row execute function public.gambling_sessions_check_times();

create trigger gambling_sessions_insight_stale_delete
  after delete on public.gambling_sessions
  referencing old table as old_rows
  for each statement execute function stats.gambling_sessions_insight_stale();

create trigger gambling_sessions_insight_stale_insert
  after insert on public.gambling_sessions
  referencing new table as new_rows
  for each statement execute function stats.gambling_sessions_insight_stale();

create trigger gambling_sessions_insight_stale_update
  after update on public.gambling_sessions
  referencing old table as old_rows new table as new_rows
  for each statement execute function stats.gambling_sessions_insight_stale();

create trigger gambling_sessions_play_limit_crossing_columns
  after update of coins_in, coins_out, is_live, jackpot_net, casino_id, session_date, session_time
  on public.gambling_sessions
  for each statement execute function private.play_limit_columns_written();

create trigger gambling_sessions_play_limit_crossing_insert
  after insert on public.gambling_sessions
  referencing new table as new_rows
  for each statement execute function private.play_limit_crossings_after_write();

create trigger gambling_sessions_play_limit_crossing_update
  after update on public.gambling_sessions
  referencing new table as new_rows
  for each statement execute function private.play_limit_crossings_after_write();

create trigger gambling_sessions_rollup_delete
  after delete on public.gambling_sessions
  referencing old table as old_rows
  for each statement execute function stats.gambling_sessions_rollup_rows();

create trigger gambling_sessions_rollup_insert
  after insert on public.gambling_sessions
  referencing new table as new_rows
  for each statement execute function stats.gambling_sessions_rollup_rows();

create trigger gambling_sessions_rollup_update
  after update on public.gambling_sessions
  referencing old table as old_rows new table as new_rows
  for each statement execute function stats.gambling_sessions_rollup_rows();

create trigger gambling_sessions_same_owner_insert
  after insert on public.gambling_sessions
  referencing new table as new_rows
  for each statement execute function private.same_owner_play_refs();

create trigger gambling_sessions_same_owner_update
  after update on public.gambling_sessions
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.same_owner_play_refs();

create trigger gambling_sessions_set_updated_at
  before update on public.gambling_sessions
  for each row execute function private.gambling_sessions_set_updated_at();

create trigger gambling_sessions_truncated
  after truncate on public.gambling_sessions
  for each statement execute function stats.gambling_sessions_truncated();
