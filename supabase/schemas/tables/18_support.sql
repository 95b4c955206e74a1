create table public.support_tickets (
  id uuid default gen_random_uuid() primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  user_display_id text,
  subject text not null check (((btrim(subject) <> ''::text) and (char_length(subject) <= 200))),
  category text default 'technical'::text not null check ((category = any (array['technical'::text, 'account'::text, 'billing'::text, 'feature'::text, 'data'::text, 'other'::text]))),
  priority text default 'medium'::text not null check ((priority = any (array['low'::text, 'medium'::text, 'high'::text, 'urgent'::text]))),
  description text not null check (((btrim(description) <> ''::text) and (char_length(description) <= 2000))),
  status text default 'open'::text not null check ((status = any (array['open'::text, 'in_progress'::text, 'resolved'::text, 'closed'::text]))),
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null
);
comment on table public.support_tickets is 'Player support tickets. status starts as open; user_display_id = support_display_id(user_id).';
create index support_tickets_user_created_idx on public.support_tickets (user_id, created_at desc);
alter table public.support_tickets enable row level security;
