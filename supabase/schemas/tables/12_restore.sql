create table private.restores (
  id uuid default gen_random_uuid() primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  state text default 'staging'::text not null check ((state = any (array['staging'::text, 'applying'::text, 'finishing'::text, 'done'::text, 'undoing'::text, 'undone'::text]))),
  casino_map jsonb default '{}'::jsonb not null,
  machine_map jsonb default '{}'::jsonb not null,
  staged jsonb default '{}'::jsonb not null,
  keys jsonb default '{}'::jsonb not null,
  step integer default 1 not null,
  position integer default 0 not null,
  crossings uuid[] default '{}'::uuid[] not null,
  result jsonb,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null
);
comment on table private.restores is 'A Restore my data in progress (staging, applying, finishing: its staged rows being removed, undoing) or ended (done, undone).';
create index restores_user_idx on private.restores (user_id);
alter table private.restores enable row level security;
grant select, insert, update, delete on private.restores to authenticated;

create table private.restore_rows (
  restore_id uuid not null references private.restores(id) on delete cascade,
  user_id uuid not null,
  tbl text not null,
  n integer not null,
  row jsonb not null,
  outcome text check ((outcome = any (array['added'::text, 'merged'::text, 'same'::text, 'casino'::text, 'live'::text, 'overlap'::text, 'orphan'::text, 'duplicate'::text]))),
  target_id uuid,
  before jsonb,
  kept jsonb,
  constraint restore_rows_pkey primary key (restore_id, tbl, n)
);
comment on table private.restore_rows is 'The rows of a restore, as the archive has them, and what became of each (outcome, the row written, what it changed).';
alter table private.restore_rows enable row level security;
grant select, insert, update, delete on private.restore_rows to authenticated;
