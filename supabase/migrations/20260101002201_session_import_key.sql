-- =============================================================================
-- Import of slot sessions from CSV: each imported row carries a key derived from
-- its content, unique per player, so importing the same file twice creates nothing
-- new (the app upserts with on conflict do nothing). Sessions typed in the app
-- have no key (NULLs never conflict).
-- =============================================================================

alter table public.gambling_sessions
  add column import_key text check (import_key is null or char_length(import_key) <= 100);
alter table public.gambling_sessions
  add constraint gambling_sessions_user_import_key_key unique (user_id, import_key);
comment on column public.gambling_sessions.import_key is
  'Set by the CSV import (hash of the row); unique per player so a re-import adds nothing.';
