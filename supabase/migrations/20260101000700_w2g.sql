-- =============================================================================
-- W2G jackpots (tax forms for large wins). Players own their rows; admins read.
-- The form images live in the private storage bucket w2g-images (<uid>/<file>).
-- =============================================================================

create table public.w2g_jackpots (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  casino_id uuid references public.casinos (id) on delete set null,
  slot_machine_id uuid references public.slot_machines (id) on delete set null,
  jackpot_date date not null default current_date,
  jackpot_time time not null default localtime(0),
  amount numeric(12, 2) not null check (amount >= 0),
  tax_withheld numeric(12, 2) not null default 0 check (tax_withheld >= 0),
  ticket_number text,
  irs_form_version text default 'W-2G',
  images text[] not null default '{}',
  notes text check (notes is null or char_length(notes) <= 2000),
  session_id uuid references public.gambling_sessions (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.w2g_jackpots enable row level security;
comment on table public.w2g_jackpots is
  'W2G jackpots recorded by players; images are paths in the private w2g-images bucket.';

create index w2g_jackpots_user_date_idx on public.w2g_jackpots (user_id, jackpot_date desc, jackpot_time desc);
create index w2g_jackpots_casino_idx on public.w2g_jackpots (casino_id);
create index w2g_jackpots_slot_machine_idx on public.w2g_jackpots (slot_machine_id);
create index w2g_jackpots_session_idx on public.w2g_jackpots (session_id);

create trigger w2g_jackpots_set_updated_at
  before update on public.w2g_jackpots
  for each row execute function public.set_updated_at();

create policy "Players can read their own jackpots; admins can read all"
  on public.w2g_jackpots for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Players can add their own jackpots"
  on public.w2g_jackpots for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can update their own jackpots"
  on public.w2g_jackpots for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Players can delete their own jackpots"
  on public.w2g_jackpots for delete to authenticated
  using (user_id = (select auth.uid()));
