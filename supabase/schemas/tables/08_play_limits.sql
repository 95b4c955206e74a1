create table public.play_limit_crossings (
  id uuid default gen_random_uuid() primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  casino_session_id uuid not null references public.casino_sessions(id) on delete cascade,
  kind text default 'visit-loss'::text not null check ((kind = 'visit-loss'::text)),
  loss numeric(12,2) not null,
  loss_limit numeric(12,2) not null,
  crossed_at timestamptz default now() not null,
  constraint play_limit_crossings_casino_session_id_kind_key unique (casino_session_id, kind),
  constraint play_limit_crossings_loss_limit_money_signed check (((loss_limit <> 'NaN'::numeric) and (loss_limit >= '-999999999.99'::numeric) and (loss_limit <= 999999999.99))),
  constraint play_limit_crossings_loss_money_signed check (((loss <> 'NaN'::numeric) and (loss >= '-999999999.99'::numeric) and (loss <= 999999999.99)))
);
comment on table public.play_limit_crossings is 'A casino session whose loss so far reached its player''s loss limit per casino session (the loss and limit then). Written only by a trigger; the owner reads.';
create index play_limit_crossings_user_idx on public.play_limit_crossings (user_id);
alter table public.play_limit_crossings enable row level security;
revoke insert, update, delete, truncate on public.play_limit_crossings from anon, authenticated;

create table public.play_limits (
  id uuid primary key references auth.users(id) on delete cascade,
  casino_session_loss_limit numeric(12,2),
  day_loss_limit numeric(12,2),
  month_loss_limit numeric(12,2),
  casino_session_time_limit_minutes integer check (((casino_session_time_limit_minutes is null) or ((casino_session_time_limit_minutes >= 1) and (casino_session_time_limit_minutes <= 2880)))),
  paused_until timestamptz,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint play_limits_casino_session_loss_limit_money_above_zero check (((casino_session_loss_limit <> 'NaN'::numeric) and (casino_session_loss_limit > (0)::numeric) and (casino_session_loss_limit <= 999999999.99))),
  constraint play_limits_day_loss_limit_money_above_zero check (((day_loss_limit <> 'NaN'::numeric) and (day_loss_limit > (0)::numeric) and (day_loss_limit <= 999999999.99))),
  constraint play_limits_month_loss_limit_money_above_zero check (((month_loss_limit <> 'NaN'::numeric) and (month_loss_limit > (0)::numeric) and (month_loss_limit <= 999999999.99)))
);
comment on table public.play_limits is 'Limits a player sets for their own play (null = off) and a cool-off pause (paused_until). Private: owner only.';
alter table public.play_limits enable row level security;
revoke delete on public.play_limits from anon, authenticated;
