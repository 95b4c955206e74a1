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

create trigger casino_sessions_truncated
  after truncate on public.casino_sessions
  for each statement execute function stats.casino_sessions_truncated();

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

create trigger gambling_sessions_truncated
  after truncate on public.gambling_sessions
  for each statement execute function stats.gambling_sessions_truncated();
