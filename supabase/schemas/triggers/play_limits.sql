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
