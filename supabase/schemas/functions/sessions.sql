-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function private.gambling_sessions_set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_setting('slotplay.jackpot_counted_on', true) = new.id::text then
    new.updated_at := old.updated_at;
  elsif (new.jackpot_net, new.result) is distinct from (old.jackpot_net, old.result)
     and (to_jsonb(new) - array['jackpot_net', 'result', 'updated_at', 'session_weekday'])
       = (to_jsonb(old) - array['jackpot_net', 'result', 'updated_at', 'session_weekday']) then
    new.updated_at := old.updated_at;
  else
    new.updated_at := now();
  end if;
  return new;
end;
$$;
comment on function private.gambling_sessions_set_updated_at() is 'Trigger: stamps updated_at on every update of a slot session except one that only moves the derived jackpot_net/result, or the jackpot count a W2G recorded at the machine adds (generated columns left out of the comparison).';
revoke execute on function private.gambling_sessions_set_updated_at() from public;

create or replace function private.jackpot_owners(p_user uuid, p_from date, p_to date)
returns table (w2g_id uuid, jackpot_date date, slot_session_id uuid, casino_session_id uuid)
language sql
stable
security invoker
set search_path = ''
as $$
  with m as (
    select j.id, j.jackpot_date, g.id as slot_id,
           case when g.id is not null then g.casino_id else j.casino_id end as casino_id,
           case when g.id is not null then g.session_date + g.session_time else j.jackpot_date + j.jackpot_time end as at,
           row_number() over (order by j.id) as ord
      from public.w2g_jackpots j
      left join public.gambling_sessions g on g.id = j.session_id and g.user_id = p_user
     where j.user_id = p_user and j.jackpot_date between p_from and p_to
  ),
  arr as (select array_agg(m.casino_id order by m.ord) as casinos, array_agg(m.at order by m.ord) as moments from m),
  cov as (
    select c.ord, c.casino_session_id
      from arr, private.covering_casino_sessions(p_user, arr.casinos, arr.moments) c
  )
  select m.id, m.jackpot_date, m.slot_id, cov.casino_session_id
    from m
    left join cov on cov.ord = m.ord;
$$;
comment on function private.jackpot_owners(p_user uuid, p_from date, p_to date) is 'R3 for each W2G of p_user dated in [p_from, p_to]: the slot session it is linked to and the casino session it belongs to (R1 of that slot session, else of its own time).';
revoke execute on function private.jackpot_owners(p_user uuid, p_from date, p_to date) from public;
grant execute on function private.jackpot_owners(p_user uuid, p_from date, p_to date) to authenticated, service_role;

create or replace function private.slot_jackpot_net(p_session uuid, p_user uuid)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(case when j.hand_pay then j.amount else j.tax_withheld + coalesce(j.state_tax_withheld, 0) end), 0)::numeric(12, 2)
    from public.w2g_jackpots j
   where j.session_id = p_session and j.user_id = p_user;
$$;
comment on function private.slot_jackpot_net(p_session uuid, p_user uuid) is 'R4: sum over the W2Gs of p_user linked to slot session p_session of (hand_pay ? amount : tax_withheld + state_tax_withheld).';
revoke execute on function private.slot_jackpot_net(p_session uuid, p_user uuid) from public;
grant execute on function private.slot_jackpot_net(p_session uuid, p_user uuid) to authenticated, service_role;

create or replace function private.slot_machine_name(p_name text, p_slot_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(nullif(btrim(p_name), ''), nullif(btrim(p_slot_name), ''), 'Unknown Slot');
$$;
comment on function private.slot_machine_name(p_name text, p_slot_name text) is 'A slot machine''s name on every screen: its full name, else its alternative name (slot_name), else Unknown Slot (src/lib/slot-machine-name.ts states the same).';
revoke execute on function private.slot_machine_name(p_name text, p_slot_name text) from public;
grant execute on function private.slot_machine_name(p_name text, p_slot_name text) to authenticated, service_role;

create or replace function private.slot_play(p_user uuid, p_from date, p_to date, p_now timestamp default null)
returns table (
  slot_session_id uuid,
  session_date date,
  casino_id uuid,
  casino_session_id uuid,
  active_casino_session_id uuid,
  result numeric,
  loss_result numeric,
  live_in numeric
)
language sql
stable
security invoker
set search_path = ''
as $$
  with s as (
    select g.id, g.session_date, g.casino_id, g.session_date + g.session_time as at, g.result,
           g.result - case when g.is_live then g.coins_out else 0 end as loss_result,
           case when g.is_live then g.coins_in - g.free_play else 0 end as live_in,
           row_number() over (order by g.id) as ord
      from public.gambling_sessions g
     where g.user_id = p_user and g.session_date between p_from and p_to
  ),
  arr as (select array_agg(s.casino_id order by s.ord) as casinos, array_agg(s.at order by s.ord) as moments from s),
  cov as (
    select c.ord, c.casino_session_id
      from arr, private.covering_casino_sessions(p_user, arr.casinos, arr.moments) c
  ),
  act as materialized (
    select a.id, a.casino_id, a.arrival_date + a.arrival_time as starts
      from public.casino_sessions a
     where p_now is not null and a.user_id = p_user and a.final_cash is null and a.casino_id is not null
  ),
  held as (
    select distinct on (s.ord) s.ord, act.id
      from s
      join act on act.casino_id = s.casino_id and s.at between act.starts and p_now
     where not exists (select 1 from cov where cov.ord = s.ord)
     order by s.ord, act.starts, act.id
  )
  select s.id, s.session_date, s.casino_id, cov.casino_session_id, held.id, s.result, s.loss_result, s.live_in
    from s
    left join cov on cov.ord = s.ord
    left join held on held.ord = s.ord;
$$;
comment on function private.slot_play(p_user uuid, p_from date, p_to date, p_now timestamp without time zone) is 'R1, R2, R4'' for each slot session of p_user dated in [p_from, p_to]: covering closed casino session, active one holding it at p_now, result, result with a live machine''s coins out as 0, own money in of a live machine (coins_in - free_play).';
revoke execute on function private.slot_play(p_user uuid, p_from date, p_to date, p_now timestamp without time zone) from public;
grant execute on function private.slot_play(p_user uuid, p_from date, p_to date, p_now timestamp without time zone) to authenticated, service_role;

create or replace function private.w2g_jackpots_slot_result()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.gambling_sessions g
     set jackpot_net = private.slot_jackpot_net(g.id, g.user_id)
   where g.id in (case when tg_op <> 'INSERT' then old.session_id end, case when tg_op <> 'DELETE' then new.session_id end)
     and (g.user_id in (case when tg_op <> 'INSERT' then old.user_id end, case when tg_op <> 'DELETE' then new.user_id end)) is true
     and g.jackpot_net is distinct from private.slot_jackpot_net(g.id, g.user_id);
  return null;
end;
$$;
comment on function private.w2g_jackpots_slot_result() is 'Trigger: after a W2G insert/update/delete, the linked slot sessions (old and new link, found by primary key, owner checked on the row) recompute jackpot_net and result.';
revoke execute on function private.w2g_jackpots_slot_result() from public;

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

create or replace function public.casino_sessions_check_input()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if 'NaN'::numeric in (new.starting_cash, new.final_cash) then
    return new;
  end if;
  if new.starting_cash < 0 or coalesce(new.final_cash, 0) < 0 then
    raise exception 'Amounts cannot be negative' using errcode = '23514';
  end if;
  if new.departure_date is not null
     and (new.departure_date < new.arrival_date
          or (new.departure_date = new.arrival_date and new.departure_time is not null and new.departure_time < new.arrival_time)) then
    raise exception 'Departure cannot be before arrival' using errcode = '23514';
  end if;
  return new;
end;
$$;

create or replace function public.gambling_sessions_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.net_result := new.coins_out - new.coins_in;
  new.jackpot_net := private.slot_jackpot_net(new.id, new.user_id);
  new.result := new.net_result + new.free_play + new.jackpot_net;
  return new;
end;
$$;

create or replace function public.gambling_sessions_check_input()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if 'NaN'::numeric in (new.coins_in, new.coins_out, new.free_play) then
    return new;
  end if;
  if new.coins_in < 0 or new.coins_out < 0 or new.free_play < 0 then
    raise exception 'Amounts cannot be negative' using errcode = '23514';
  end if;
  if new.free_play > new.coins_in then
    raise exception 'Free play cannot be more than the money in' using errcode = '23514';
  end if;
  return new;
end;
$$;

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

create or replace function public.get_play_ledger(p_from date, p_to date, p_now timestamp default null)
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
  if p_from is null or p_to is null then
    raise exception 'p_from and p_to are required' using errcode = '22004';
  end if;
  return jsonb_build_object(
    'slot_sessions', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', sp.slot_session_id, 'casino_session_id', sp.casino_session_id,
               'active_casino_session_id', sp.active_casino_session_id, 'result', sp.result)
             order by sp.slot_session_id)
        from private.slot_play(v_uid, p_from, p_to, p_now) sp), '[]'::jsonb),
    'w2g_jackpots', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', jo.w2g_id, 'slot_session_id', jo.slot_session_id, 'casino_session_id', jo.casino_session_id)
             order by jo.w2g_id)
        from private.jackpot_owners(v_uid, p_from, p_to) jo), '[]'::jsonb));
end;
$$;
comment on function public.get_play_ledger(p_from date, p_to date, p_now timestamp without time zone) is 'The caller''s slot sessions and W2Gs dated in [p_from, p_to] with the casino session each belongs to (R1, R2 at p_now, R3) and each slot session''s result (R4).';
revoke execute on function public.get_play_ledger(p_from date, p_to date, p_now timestamp without time zone) from anon, public;
