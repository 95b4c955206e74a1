create table public.w2g_jackpots (
  id uuid default gen_random_uuid() primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  casino_id uuid references public.casinos(id) on delete restrict,
  slot_machine_id uuid references public.slot_machines(id) on delete set null,
  jackpot_date date default current_date not null,
  jackpot_time time without time zone default LOCALTIME(0) not null,
  amount numeric(12,2) not null,
  tax_withheld numeric(12,2) default 0 not null,
  ticket_number text,
  irs_form_version text default 'W-2G'::text,
  images text[] default '{}'::text[] not null,
  notes text check (((notes is null) or (char_length(notes) <= 2000))),
  session_id uuid references public.gambling_sessions(id) on delete set null,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  state text check (((state is null) or (state ~ '^[A-Z]{2}$'::text))),
  state_winnings numeric(12,2),
  state_tax_withheld numeric(12,2),
  hand_pay boolean default false not null,
  w2g_received boolean not null,
  constraint w2g_jackpots_amount_money check (((amount <> 'NaN'::numeric) and (amount >= (0)::numeric) and (amount <= 999999999.99))),
  constraint w2g_jackpots_state_tax_withheld_money check (((state_tax_withheld <> 'NaN'::numeric) and (state_tax_withheld >= (0)::numeric) and (state_tax_withheld <= 999999999.99))),
  constraint w2g_jackpots_state_winnings_money check (((state_winnings <> 'NaN'::numeric) and (state_winnings >= (0)::numeric) and (state_winnings <= 999999999.99))),
  constraint w2g_jackpots_tax_withheld_money check (((tax_withheld <> 'NaN'::numeric) and (tax_withheld >= (0)::numeric) and (tax_withheld <= 999999999.99)))
);
comment on table public.w2g_jackpots is 'W2G jackpots recorded by players; images are paths in the private w2g-images bucket.';
comment on column public.w2g_jackpots.state is 'W-2G box 13: the state (two-letter code).';
comment on column public.w2g_jackpots.state_winnings is 'W-2G box 14: state winnings.';
comment on column public.w2g_jackpots.state_tax_withheld is 'W-2G box 15: state income tax withheld.';
comment on column public.w2g_jackpots.hand_pay is 'True when the jackpot was paid by hand and is not in the coins out of the slot session it is linked to.';
comment on column public.w2g_jackpots.w2g_received is 'True when the casino gave the player a W-2G form for this jackpot; defaults (on insert, when not sent) to amount >= the tax year''s slot threshold.';
create index w2g_jackpots_casino_idx on public.w2g_jackpots (casino_id);
create index w2g_jackpots_session_idx on public.w2g_jackpots (session_id);
create index w2g_jackpots_slot_machine_idx on public.w2g_jackpots (slot_machine_id);
create index w2g_jackpots_user_date_idx on public.w2g_jackpots (user_id, jackpot_date desc, jackpot_time desc);
alter table public.w2g_jackpots enable row level security;
