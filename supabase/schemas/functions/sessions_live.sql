-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function private.casino_session_holdings(p_user uuid, p_id uuid, p_now timestamp default null)
returns table (kind text, id uuid)
language sql
stable
security invoker
set search_path = ''
as $$
  with v as (
    select cs.id, cs.final_cash is null as active, cs.arrival_date,
           case when cs.final_cash is null then coalesce(p_now::date, date '9999-12-31')
                else coalesce(cs.departure_date, cs.arrival_date) end as last_day
      from public.casino_sessions cs
     where cs.id = p_id and cs.user_id = p_user
  ),
  slots as (
    select sp.slot_session_id as id
      from v, private.slot_play(p_user, v.arrival_date, v.last_day, coalesce(p_now, timestamp '9999-12-31 23:59:59')) sp
     where (not v.active and sp.casino_session_id = v.id) or (v.active and sp.active_casino_session_id = v.id)
  )
  select 'slot_session', slots.id from slots
  union
  select 'w2g_jackpot', j.id
    from public.w2g_jackpots j
   where j.user_id = p_user and j.session_id in (select slots.id from slots)
  union
  select 'w2g_jackpot', jo.w2g_id
    from v, private.jackpot_owners(p_user, v.arrival_date, v.last_day) jo
   where not v.active and jo.casino_session_id = v.id;
$$;
comment on function private.casino_session_holdings(p_user uuid, p_id uuid, p_now timestamp without time zone) is 'The slot sessions and W2Gs casino session p_id of p_user holds (R1/R3 when closed, R2 at p_now when active).';
revoke execute on function private.casino_session_holdings(p_user uuid, p_id uuid, p_now timestamp without time zone) from public;
grant execute on function private.casino_session_holdings(p_user uuid, p_id uuid, p_now timestamp without time zone) to authenticated, service_role;

create or replace function private.covering_casino_sessions(p_user uuid, p_casinos uuid[], p_moments timestamp[])
returns table (ord bigint, casino_session_id uuid)
language sql
stable
security invoker
set search_path = ''
as $$
  with m as (
    select t.casino_id, t.at, t.ord
      from unnest(p_casinos, p_moments) with ordinality as t (casino_id, at, ord)
     where t.casino_id is not null and t.at is not null
  ),
  bounds as (select min(m.at)::date as lo, max(m.at)::date as hi from m),
  w as (
    select cs.id, cs.casino_id,
           cs.arrival_date + cs.arrival_time as starts,
           case
             when cs.departure_date is null then cs.arrival_date + time '23:59:59'
             when cs.departure_time is null then cs.departure_date + time '23:59:59'
             else cs.departure_date + cs.departure_time
           end as ends,
           greatest(cs.arrival_date, bounds.lo) as first_day,
           least(coalesce(cs.departure_date, cs.arrival_date), bounds.hi) as last_day
      from public.casino_sessions cs, bounds
     where cs.user_id = p_user and cs.final_cash is not null and cs.casino_id is not null
       and cs.arrival_date <= bounds.hi and coalesce(cs.departure_date, cs.arrival_date) >= bounds.lo
  ),
  -- Each window once per calendar day it touches (within the moments' dates), so that a moment is matched on
  -- (casino, day) and only then by time: a decade of play compares each moment with a visit or two, not all.
  wd as (
    select w.id, w.casino_id, w.starts, w.ends, d.day::date as day
      from w, generate_series(w.first_day::timestamp, w.last_day::timestamp, interval '1 day') as d (day)
  )
  select distinct on (m.ord) m.ord, wd.id
    from m
    join wd on wd.casino_id = m.casino_id and wd.day = m.at::date and m.at between wd.starts and wd.ends
   order by m.ord, wd.starts, wd.id;
$$;
comment on function private.covering_casino_sessions(p_user uuid, p_casinos uuid[], p_moments timestamp without time zone[]) is 'R1 (see 20260101003700_one_night): for each (p_casinos[i], p_moments[i]) the closed casino session of p_user at that casino whose window holds the moment (earliest start, then smaller id); rows only where one does, ord = i.';
revoke execute on function private.covering_casino_sessions(p_user uuid, p_casinos uuid[], p_moments timestamp without time zone[]) from public;
grant execute on function private.covering_casino_sessions(p_user uuid, p_casinos uuid[], p_moments timestamp without time zone[]) to authenticated, service_role;

create or replace function public.add_live_money(
  p_session_id uuid,
  p_entry_id uuid,
  p_amount numeric,
  p_free_play boolean default false
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
  v_free boolean := coalesce(p_free_play, false);
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
         free_play = free_play + case when v_free then round(p_amount, 2) else 0 end,
         money_in_entries = money_in_entries || jsonb_build_array(jsonb_build_object(
           'id', p_entry_id,
           'amount', round(p_amount, 2),
           'at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
           || case when v_free then jsonb_build_object('free_play', true) else '{}'::jsonb end)
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
comment on function public.add_live_money(p_session_id uuid, p_entry_id uuid, p_amount numeric, p_free_play boolean) is 'Adds money in (with p_free_play: the casino''s free play, counted in free_play too) to the caller''s live slot session in one statement; a repeated entry id adds nothing. Returns {coins_in, updated_before, updated_at}.';
revoke execute on function public.add_live_money(p_session_id uuid, p_entry_id uuid, p_amount numeric, p_free_play boolean) from anon, public;

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
comment on function public.append_casino_cash(p_session_id uuid, p_entry_id uuid, p_amount numeric, p_note text) is 'Appends {id, amount, timestamp, note} to one casino visit''s additional_cash in one statement, under the caller''s RLS; a repeated entry id appends nothing. Returns {additional_cash, updated_before, updated_at}.';
revoke execute on function public.append_casino_cash(p_session_id uuid, p_entry_id uuid, p_amount numeric, p_note text) from anon, public;

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
comment on function public.cash_out_live_session(p_session_id uuid, p_cash_out_id uuid, p_ticket numeric, p_end_date date, p_end_time time without time zone) is 'Ends the caller''s live slot session with the ticket value if it is still live; a replay of the same cash-out id is its success; otherwise raises hint ended. Returns {coins_in, coins_out, updated_before, updated_at}.';
revoke execute on function public.cash_out_live_session(p_session_id uuid, p_cash_out_id uuid, p_ticket numeric, p_end_date date, p_end_time time without time zone) from anon, public;

create or replace function public.delete_casino_session(p_id uuid, p_with_play boolean, p_now timestamp default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_slots bigint := 0;
  v_w2g bigint := 0;
  v_images text[] := '{}';
  v_slot_ids uuid[];
  v_w2g_ids uuid[];
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  perform 1 from public.casino_sessions cs where cs.id = p_id and cs.user_id = v_uid for update;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;
  if coalesce(p_with_play, false) then
    select coalesce(array_agg(h.id) filter (where h.kind = 'slot_session'), '{}'),
           coalesce(array_agg(h.id) filter (where h.kind = 'w2g_jackpot'), '{}')
      into v_slot_ids, v_w2g_ids
      from private.casino_session_holdings(v_uid, p_id, p_now) h;
    with gone as (
      delete from public.w2g_jackpots j
       where j.user_id = v_uid and j.id = any (v_w2g_ids)
      returning j.images
    )
    select (select count(*) from gone), coalesce((select array_agg(i.path) from gone, unnest(gone.images) as i (path)), '{}')
      into v_w2g, v_images;
    delete from public.gambling_sessions g where g.user_id = v_uid and g.id = any (v_slot_ids);
    get diagnostics v_slots = row_count;
  end if;
  delete from public.casino_sessions cs where cs.id = p_id and cs.user_id = v_uid;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;
  return jsonb_build_object('slot_sessions', v_slots, 'w2g_jackpots', v_w2g, 'images', to_jsonb(v_images));
end;
$$;
comment on function public.delete_casino_session(p_id uuid, p_with_play boolean, p_now timestamp without time zone) is 'Deletes the caller''s casino session p_id, and with p_with_play the slot sessions and W2Gs it holds (private.casino_session_holdings), in one transaction; raises hint gone when there is none.';
revoke execute on function public.delete_casino_session(p_id uuid, p_with_play boolean, p_now timestamp without time zone) from anon, public;

create or replace function public.get_add_cash_summary(p_start date default null, p_end date default null)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_result jsonb;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;

  select jsonb_build_object(
    'count', count(*),
    'total', coalesce(sum((e ->> 'amount')::numeric), 0))
  into v_result
  from public.casino_sessions cs
  cross join lateral jsonb_array_elements(cs.additional_cash) as e
  where cs.user_id = v_uid
    and (p_start is null or cs.arrival_date >= p_start)
    and (p_end is null or cs.arrival_date <= p_end);
  return v_result;
end;
$$;
comment on function public.get_add_cash_summary(p_start date, p_end date) is 'Count and total of the added-cash entries of the caller''s casino sessions arriving between p_start and p_end (inclusive).';
revoke execute on function public.get_add_cash_summary(p_start date, p_end date) from anon, public;

create or replace function public.get_casino_session_holdings(p_id uuid, p_now timestamp default null)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  return (
    select jsonb_build_object(
             'slot_sessions', count(*) filter (where h.kind = 'slot_session'),
             'w2g_jackpots', count(*) filter (where h.kind = 'w2g_jackpot'))
      from private.casino_session_holdings(v_uid, p_id, p_now) h);
end;
$$;
comment on function public.get_casino_session_holdings(p_id uuid, p_now timestamp without time zone) is 'How many slot sessions and W2Gs the caller''s casino session p_id holds (what delete_casino_session with p_with_play deletes).';
revoke execute on function public.get_casino_session_holdings(p_id uuid, p_now timestamp without time zone) from anon, public;
