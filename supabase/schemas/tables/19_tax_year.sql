create table public.casino_win_loss_statements (
  id uuid default gen_random_uuid() primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  casino_id uuid not null references public.casinos(id) on delete restrict,
  tax_year integer not null check (((tax_year >= 1990) and (tax_year <= 2200))),
  net_win_loss numeric(12,2) not null,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint casino_win_loss_statements_user_id_casino_id_tax_year_key unique (user_id, casino_id, tax_year),
  constraint casino_win_loss_statements_net_win_loss_money_signed check (((net_win_loss <> 'NaN'::numeric) and (net_win_loss >= '-999999999.99'::numeric) and (net_win_loss <= 999999999.99)))
);
comment on table public.casino_win_loss_statements is 'The net win/loss figure of a casino''s own win/loss statement for one tax year, as the player entered it. Owner-only.';
create index casino_win_loss_statements_casino_idx on public.casino_win_loss_statements (casino_id);
alter table public.casino_win_loss_statements enable row level security;
