-- =============================================================================
-- "With": who was present at a slot session or casino visit. IRS Publication 529 and
-- Rev. Proc. 77-29 ask a gambling diary for the names of the people present; the
-- gambling diary export prints it. Optional free text, up to 200 characters.
-- =============================================================================

alter table public.gambling_sessions
  add column people_present text check (people_present is null or char_length(people_present) <= 200);
comment on column public.gambling_sessions.people_present is
  'Who was present (the gambling diary''s "people present"); optional free text.';

alter table public.casino_sessions
  add column people_present text check (people_present is null or char_length(people_present) <= 200);
comment on column public.casino_sessions.people_present is
  'Who was present (the gambling diary''s "people present"); optional free text.';
