create table public.state_casino_management (
  id uuid default gen_random_uuid() primary key,
  state_name text not null unique check ((btrim(state_name) <> ''::text)),
  state_code text not null unique check ((state_code ~ '^[A-Z]{2}$'::text)),
  priority_level integer default 1 not null check (((priority_level >= 1) and (priority_level <= 5))),
  import_status text default 'pending'::text not null check ((import_status = any (array['pending'::text, 'in_progress'::text, 'completed'::text, 'needs_review'::text]))),
  total_casinos_count integer default 0 not null check ((total_casinos_count >= 0)),
  verified_casinos_count integer default 0 not null check ((verified_casinos_count >= 0)),
  last_import_date timestamptz,
  notes text,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null
);
comment on table public.state_casino_management is 'Per-state casino import programme (priority 1-5, import status, counts). Admin only.';
create index state_casino_management_priority_idx on public.state_casino_management (priority_level, state_name);
alter table public.state_casino_management enable row level security;
