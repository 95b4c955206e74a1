-- =============================================================================
-- Play logs: slot sessions (gambling_sessions) and casino visits (casino_sessions).
-- Players own their rows; admins can read them (user summary, dashboard counts).
-- =============================================================================

-- ----------------------------------------------------------------------------
-- gambling_sessions (slot sessions). net_result = coins_out - coins_in, set by
-- trigger (a trigger rather than a generated column so that clients which send
-- net_result are not refused; the stored value is always recomputed).
-- ----------------------------------------------------------------------------
create table public.gambling_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  casino_id uuid references public.casinos (id) on delete set null,
  slot_machine_id uuid references public.slot_machines (id) on delete set null,
  session_date date not null default current_date,
  session_time time not null default localtime(0),
  coins_in numeric(12, 2) not null default 0 check (coins_in >= 0),
  coins_out numeric(12, 2) not null default 0 check (coins_out >= 0),
  net_result numeric(12, 2),
  include_in_daily_totals boolean not null default true,
  notes text check (notes is null or char_length(notes) <= 2000),
  casino_slot_machine_id text check (casino_slot_machine_id is null or char_length(casino_slot_machine_id) <= 100),
  additional_cash jsonb not null default '[]'::jsonb check (jsonb_typeof(additional_cash) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.gambling_sessions enable row level security;
comment on table public.gambling_sessions is
  'Slot play sessions. net_result = coins_out - coins_in (trigger). include_in_daily_totals false keeps a session out of statistics.';

create index gambling_sessions_user_date_idx on public.gambling_sessions (user_id, session_date desc);
create index gambling_sessions_casino_idx on public.gambling_sessions (casino_id);
create index gambling_sessions_slot_machine_idx on public.gambling_sessions (slot_machine_id);

create or replace function public.gambling_sessions_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.net_result := new.coins_out - new.coins_in;
  return new;
end;
$$;

create trigger gambling_sessions_before_write
  before insert or update on public.gambling_sessions
  for each row execute function public.gambling_sessions_before_write();

create trigger gambling_sessions_set_updated_at
  before update on public.gambling_sessions
  for each row execute function public.set_updated_at();

-- ----------------------------------------------------------------------------
-- casino_sessions (casino visits). Active while final_cash is null.
-- additional_cash is a jsonb array of {amount, timestamp, note}.
-- total_cash_in = starting_cash + sum(additional_cash[].amount)  (trigger)
-- net_result    = final_cash - total_cash_in, null while active   (trigger)
-- ----------------------------------------------------------------------------
create table public.casino_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  casino_id uuid references public.casinos (id) on delete set null,
  arrival_date date not null default current_date,
  arrival_time time not null default localtime(0),
  departure_date date,
  departure_time time,
  starting_cash numeric(12, 2) not null default 0 check (starting_cash >= 0),
  additional_cash jsonb not null default '[]'::jsonb check (jsonb_typeof(additional_cash) = 'array'),
  total_cash_in numeric(12, 2) not null default 0,
  final_cash numeric(12, 2) check (final_cash >= 0),
  net_result numeric(12, 2),
  notes text check (notes is null or char_length(notes) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.casino_sessions enable row level security;
comment on table public.casino_sessions is
  'Casino visits. Active while final_cash is null; net_result = final_cash - (starting_cash + added cash), null while active.';

create index casino_sessions_user_arrival_idx on public.casino_sessions (user_id, arrival_date desc);
create index casino_sessions_casino_idx on public.casino_sessions (casino_id);

create or replace function public.casino_sessions_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_added numeric := 0;
  v_entry jsonb;
begin
  for v_entry in select e from jsonb_array_elements(new.additional_cash) as t(e) loop
    if jsonb_typeof(v_entry) <> 'object'
       or jsonb_typeof(v_entry -> 'amount') is distinct from 'number'
       or (v_entry ->> 'amount')::numeric < 0 then
      raise exception 'additional_cash entries must be objects {amount, timestamp, note} with a non-negative amount'
        using errcode = '23514';
    end if;
    -- A timestamp, when given, must parse (22007/22008 otherwise).
    perform (v_entry ->> 'timestamp')::timestamptz;
    v_added := v_added + (v_entry ->> 'amount')::numeric;
  end loop;
  new.total_cash_in := new.starting_cash + v_added;
  new.net_result := case when new.final_cash is null then null else new.final_cash - new.total_cash_in end;
  return new;
end;
$$;

create trigger casino_sessions_before_write
  before insert or update on public.casino_sessions
  for each row execute function public.casino_sessions_before_write();

create trigger casino_sessions_set_updated_at
  before update on public.casino_sessions
  for each row execute function public.set_updated_at();

-- ----------------------------------------------------------------------------
-- Policies
-- ----------------------------------------------------------------------------
create policy "Players can read their own slot sessions; admins can read all"
  on public.gambling_sessions for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Players can add their own slot sessions"
  on public.gambling_sessions for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can update their own slot sessions"
  on public.gambling_sessions for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Players can delete their own slot sessions"
  on public.gambling_sessions for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Players can read their own casino sessions; admins can read all"
  on public.casino_sessions for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Players can add their own casino sessions"
  on public.casino_sessions for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Players can update their own casino sessions"
  on public.casino_sessions for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Players can delete their own casino sessions"
  on public.casino_sessions for delete to authenticated
  using (user_id = (select auth.uid()));
