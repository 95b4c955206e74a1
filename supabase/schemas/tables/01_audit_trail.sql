create table audit.intents (
  id bigint generated always as identity primary key,
  action text not null,
  target text not null,
  actor_id uuid not null,
  actor_email text,
  ip text,
  user_agent text,
  created_at timestamptz default now() not null
);
comment on table audit.intents is 'Announcements by admin edge functions of an auth-service change (user.delete by id, user.password_reset by e-mail); consumed by the auth.users triggers. Not part of the trail.';
create index intents_target_idx on audit.intents (action, target, created_at desc);
alter table audit.intents enable row level security;

create table audit.log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz default now() not null,
  actor_id uuid,
  actor_email text,
  actor_kind text not null check ((actor_kind = any (array['admin'::text, 'service_role'::text, 'system'::text]))),
  action text not null,
  table_name text not null,
  record_id text,
  subject_id uuid,
  before jsonb,
  after jsonb,
  has_personal boolean default false not null,
  ip text,
  user_agent text
);
comment on table audit.log is 'One row per admin change, written in the change''s transaction. Append-only (audit.refuse_change). subject_id: the account whose record it is (kept after deletion, as the record id is).';
comment on column audit.log.has_personal is 'True when the row had personal fields of its subject; they live in audit.personal until that account is deleted.';
create index log_action_idx on audit.log (action, occurred_at desc);
create index log_actor_idx on audit.log (actor_id, occurred_at desc);
create index log_occurred_idx on audit.log (occurred_at desc, id desc);
create index log_record_idx on audit.log (record_id);
alter table audit.log enable row level security;

create table audit.personal (
  log_id bigint primary key references audit.log(id),
  subject_id uuid not null references auth.users(id) on delete cascade,
  before jsonb,
  after jsonb
);
comment on table audit.personal is 'The personal fields of an audit row (a caption, a name, an e-mail); deleted with the subject''s account, never otherwise.';
create index personal_subject_idx on audit.personal (subject_id);
alter table audit.personal enable row level security;
