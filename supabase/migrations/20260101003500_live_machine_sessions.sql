-- =============================================================================
-- Live machine sessions (issue 27, item 2): a slot session started at the
-- machine and cashed out later. It is a row, so it survives a reload, a closed
-- tab and another device.
--
-- gambling_sessions gains:
--   is_live           true from Start until Cash out
--   end_date/end_time when it ended (Cash out stamps them; optional on a session
--                     typed after the fact)
--   money_in_entries  the ids (and amounts) of the money put in while live, so
--                     an outbox replay of the same "+$20" adds nothing
--   cash_out_id       the client-made id of the Cash out that ended it, so a
--                     replay of that same Cash out is its success while another
--                     device's Cash out is told it lost
-- At most one live machine per player (a partial unique index).
-- Money in and Cash out are RPCs, security invoker (the caller's RLS), each one
-- statement: no read-modify-write in the client.
-- =============================================================================

alter table public.gambling_sessions
  add column is_live boolean not null default false,
  add column end_date date,
  add column end_time time,
  add column money_in_entries jsonb not null default '[]'::jsonb
    check (jsonb_typeof(money_in_entries) = 'array'),
  add column cash_out_id uuid;

comment on column public.gambling_sessions.is_live is
  'True while the session runs at the machine (started, not cashed out). At most one per player.';
comment on column public.gambling_sessions.end_date is 'The day the session ended (Cash out sets it); optional.';
comment on column public.gambling_sessions.end_time is 'The time the session ended (Cash out sets it); optional.';
comment on column public.gambling_sessions.money_in_entries is
  'Money put in while live: [{id, amount, at}] (the id makes a replay add nothing).';
comment on column public.gambling_sessions.cash_out_id is
  'The client-made id of the Cash out that ended the live session (a replay of it is the same success).';

create unique index gambling_sessions_one_live_per_user
  on public.gambling_sessions (user_id) where is_live;

-- Input checks of the live fields (the form says the same first; the server is the last word).
-- A start "in the future" is refused beyond a day ahead of the server's date: dates and times are the
-- player's local ones and the server does not know the player's zone.
create or replace function public.gambling_sessions_check_times()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.is_live and (tg_op = 'INSERT' or not old.is_live) and new.session_date > current_date + 1 then
    raise exception 'A machine cannot be started in the future' using errcode = '23514';
  end if;
  if new.end_date is not null
     and (new.end_date < new.session_date
          or (new.end_date = new.session_date and new.end_time is not null and new.end_time < new.session_time)) then
    raise exception 'The end cannot be before the start' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger gambling_sessions_check_times
  before insert or update on public.gambling_sessions
  for each row execute function public.gambling_sessions_check_times();

-- ----------------------------------------------------------------------------
-- add_live_money: "+$20" on a live machine, once per entry id.
-- ----------------------------------------------------------------------------
create or replace function public.add_live_money(
  p_session_id uuid,
  p_entry_id uuid,
  p_amount numeric
)
returns numeric
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_in numeric;
  v_live boolean;
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_amount is null or p_amount <= 0 then
    raise exception 'Money in must be more than 0' using errcode = '22023';
  end if;

  update public.gambling_sessions
     set coins_in = coins_in + round(p_amount, 2),
         money_in_entries = money_in_entries || jsonb_build_array(jsonb_build_object(
           'id', p_entry_id,
           'amount', round(p_amount, 2),
           'at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
   where id = p_session_id
     and is_live
     and not money_in_entries @> jsonb_build_array(jsonb_build_object('id', p_entry_id))
  returning coins_in into v_in;
  if found then
    return v_in;
  end if;

  -- Nothing added: a repeat of this entry (its success), an ended session, or gone / not the caller's.
  select g.coins_in, g.is_live or g.money_in_entries @> jsonb_build_array(jsonb_build_object('id', p_entry_id))
    into v_in, v_live
    from public.gambling_sessions g
   where g.id = p_session_id;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;
  if not v_live then
    raise exception 'This machine was already cashed out' using errcode = 'P0001', hint = 'ended';
  end if;
  return v_in;
end;
$$;

comment on function public.add_live_money(uuid, uuid, numeric) is
  'Adds money in to the caller''s live slot session in one statement; a repeated entry id adds nothing. Returns coins_in.';

revoke all on function public.add_live_money(uuid, uuid, numeric) from public, anon;
grant execute on function public.add_live_money(uuid, uuid, numeric) to authenticated;

-- ----------------------------------------------------------------------------
-- cash_out_live_session: ends the live session with the ticket value, only if
-- it is still live (two devices: exactly one wins; a replay of the winner's
-- own Cash out is its success; the other is told).
-- ----------------------------------------------------------------------------
create or replace function public.cash_out_live_session(
  p_session_id uuid,
  p_cash_out_id uuid,
  p_ticket numeric,
  p_end_date date,
  p_end_time time
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_row public.gambling_sessions;
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_ticket is null or p_ticket < 0 then
    raise exception 'The ticket value cannot be below zero' using errcode = '22023';
  end if;
  if p_cash_out_id is null or p_end_date is null or p_end_time is null then
    raise exception 'The cash-out id, end date and end time are required' using errcode = '22023';
  end if;

  update public.gambling_sessions
     set coins_out = round(p_ticket, 2),
         is_live = false,
         end_date = p_end_date,
         end_time = p_end_time,
         cash_out_id = p_cash_out_id
   where id = p_session_id
     and is_live
  returning * into v_row;
  if found then
    return jsonb_build_object('coins_in', v_row.coins_in, 'coins_out', v_row.coins_out);
  end if;

  select * into v_row from public.gambling_sessions g where g.id = p_session_id;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;
  if v_row.cash_out_id is not distinct from p_cash_out_id then
    return jsonb_build_object('coins_in', v_row.coins_in, 'coins_out', v_row.coins_out);
  end if;
  raise exception 'This machine was already cashed out' using errcode = 'P0001', hint = 'ended';
end;
$$;

comment on function public.cash_out_live_session(uuid, uuid, numeric, date, time) is
  'Ends the caller''s live slot session with the ticket value if it is still live; a replay of the same cash-out id is its success; otherwise raises hint ended.';

revoke all on function public.cash_out_live_session(uuid, uuid, numeric, date, time) from public, anon;
grant execute on function public.cash_out_live_session(uuid, uuid, numeric, date, time) to authenticated;
