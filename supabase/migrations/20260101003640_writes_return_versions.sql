-- =============================================================================
-- The write RPCs answer with the version they moved the row from and to.
--
-- The app's queued writes of one record apply in order, each on the version
-- the one before left (an edit queued after "+$20" on this device is checked
-- against the version that "+$20" made, so only a change made elsewhere is a
-- conflict). The client used to read updated_at before and after each RPC to
-- learn those versions: "+$20" was read + RPC + read. Each RPC now locks the
-- row, notes its updated_at, writes, and returns both:
--
--   append_casino_cash     -> {additional_cash, updated_before, updated_at}
--   add_live_money         -> {coins_in, updated_before, updated_at}
--   cash_out_live_session  -> {coins_in, coins_out, updated_before, updated_at}
--
-- A repeat of the same entry / cash-out id writes nothing and answers the
-- current version as both (no step). Errors, RLS and idempotency unchanged.
-- =============================================================================

-- ----------------------------------------------------------------------------
-- append_casino_cash (same arguments and jsonb result type; the result is now an object)
-- ----------------------------------------------------------------------------
create or replace function public.append_casino_cash(
  p_session_id uuid,
  p_entry_id uuid,
  p_amount numeric,
  p_note text default null
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_entry jsonb;
  v_cash jsonb;
  v_before timestamptz;
  v_after timestamptz;
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_amount is null or p_amount < 0 then
    raise exception 'Amount must be 0 or more' using errcode = '22023';
  end if;
  v_entry := jsonb_build_object(
    'id', p_entry_id,
    'amount', round(p_amount, 2),
    'timestamp', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'note', nullif(btrim(coalesce(p_note, '')), '')
  );

  -- The version before, under the row lock the update takes anyway (no other write can come between).
  select cs.updated_at into v_before
    from public.casino_sessions cs
   where cs.id = p_session_id
     for update;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;

  update public.casino_sessions
     set additional_cash = additional_cash || jsonb_build_array(v_entry)
   where id = p_session_id
     and not additional_cash @> jsonb_build_array(jsonb_build_object('id', p_entry_id))
  returning additional_cash, updated_at into v_cash, v_after;
  if not found then
    -- This entry is already there (a repeat): nothing written.
    select cs.additional_cash, cs.updated_at into v_cash, v_after
      from public.casino_sessions cs
     where cs.id = p_session_id;
    v_before := v_after;
  end if;
  return jsonb_build_object('additional_cash', v_cash, 'updated_before', v_before, 'updated_at', v_after);
end;
$$;

comment on function public.append_casino_cash(uuid, uuid, numeric, text) is
  'Appends {id, amount, timestamp, note} to one casino visit''s additional_cash in one statement, under the caller''s RLS; a repeated entry id appends nothing. Returns {additional_cash, updated_before, updated_at}.';

-- ----------------------------------------------------------------------------
-- add_live_money (the result type changes: numeric -> jsonb)
-- ----------------------------------------------------------------------------
drop function public.add_live_money(uuid, uuid, numeric);

create function public.add_live_money(
  p_session_id uuid,
  p_entry_id uuid,
  p_amount numeric
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_in numeric;
  v_live boolean;
  v_before timestamptz;
  v_after timestamptz;
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_amount is null or p_amount <= 0 then
    raise exception 'Money in must be more than 0' using errcode = '22023';
  end if;

  select g.updated_at into v_before
    from public.gambling_sessions g
   where g.id = p_session_id
     for update;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
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
  returning coins_in, updated_at into v_in, v_after;
  if found then
    return jsonb_build_object('coins_in', v_in, 'updated_before', v_before, 'updated_at', v_after);
  end if;

  -- Nothing added: a repeat of this entry (its success) or an ended session.
  select g.coins_in, g.is_live or g.money_in_entries @> jsonb_build_array(jsonb_build_object('id', p_entry_id)), g.updated_at
    into v_in, v_live, v_after
    from public.gambling_sessions g
   where g.id = p_session_id;
  if not v_live then
    raise exception 'This machine was already cashed out' using errcode = 'P0001', hint = 'ended';
  end if;
  return jsonb_build_object('coins_in', v_in, 'updated_before', v_after, 'updated_at', v_after);
end;
$$;

comment on function public.add_live_money(uuid, uuid, numeric) is
  'Adds money in to the caller''s live slot session in one statement; a repeated entry id adds nothing. Returns {coins_in, updated_before, updated_at}.';

revoke all on function public.add_live_money(uuid, uuid, numeric) from public, anon;
grant execute on function public.add_live_money(uuid, uuid, numeric) to authenticated;

-- ----------------------------------------------------------------------------
-- cash_out_live_session (same jsonb result type; two more keys)
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
  v_before timestamptz;
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

  select g.updated_at into v_before
    from public.gambling_sessions g
   where g.id = p_session_id
     for update;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
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
    return jsonb_build_object('coins_in', v_row.coins_in, 'coins_out', v_row.coins_out,
                              'updated_before', v_before, 'updated_at', v_row.updated_at);
  end if;

  select * into v_row from public.gambling_sessions g where g.id = p_session_id;
  if v_row.cash_out_id is not distinct from p_cash_out_id then
    return jsonb_build_object('coins_in', v_row.coins_in, 'coins_out', v_row.coins_out,
                              'updated_before', v_row.updated_at, 'updated_at', v_row.updated_at);
  end if;
  raise exception 'This machine was already cashed out' using errcode = 'P0001', hint = 'ended';
end;
$$;

comment on function public.cash_out_live_session(uuid, uuid, numeric, date, time) is
  'Ends the caller''s live slot session with the ticket value if it is still live; a replay of the same cash-out id is its success; otherwise raises hint ended. Returns {coins_in, coins_out, updated_before, updated_at}.';
