create constraint trigger slot_insight_stale_rebuild
  after insert on stats.slot_insight_stale
  deferrable initially deferred
  for each row execute function stats.slot_insight_stale_rebuild();

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
