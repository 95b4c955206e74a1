-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function private.add_cash_fee(p_note text)
returns numeric
language sql
immutable
set search_path = ''
as $$
  -- The "(Fee: $1,234.50)" right after the source, before the " - " that starts the player's own note (a note of
  -- theirs that says "(Fee: $5.00)" is not a fee).
  select case when m[1] || ' ' not like '% - %' then replace(m[2], ',', '')::numeric(12, 2) end
    from regexp_match(p_note, '^([^()]*) \(Fee: \$([0-9][0-9,]{0,15}\.[0-9]{2})\)') m;
$$;
comment on function private.add_cash_fee(p_note text) is 'The fee of an Add Cash entry, read from its note as composeAddCashNote writes it ("ATM (Fee: $3.99) - garage" -> 3.99); null without one.';
revoke execute on function private.add_cash_fee(p_note text) from public;
grant execute on function private.add_cash_fee(p_note text) to authenticated, service_role;

create or replace function private.method_sessions(p_user uuid, p_from date, p_to date)
returns table (day date, casino_id uuid, net numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  with
  hi as (
    -- The last day a closed casino session arriving in the range reaches: its later-day slot sessions are needed.
    select greatest(p_to, coalesce(max(cs.departure_date), p_to)) as d
      from public.casino_sessions cs
     where cs.user_id = p_user and cs.final_cash is not null and cs.arrival_date between p_from and p_to
  ),
  s as (
    select g.id, g.casino_id, g.session_date, g.session_date + g.session_time as at, g.result,
           row_number() over (order by g.id) as ord
      from hi, public.gambling_sessions g
     where g.user_id = p_user and not g.is_live and g.session_date between p_from and hi.d
  ),
  s_arr as (select array_agg(s.casino_id order by s.ord) as casinos, array_agg(s.at order by s.ord) as moments from s),
  s_cov as (
    select c.ord, c.casino_session_id
      from s_arr, private.covering_casino_sessions(p_user, s_arr.casinos, s_arr.moments) c
  ),
  slots as (
    select s.id, s.casino_id, s.session_date, s.result, cv.id as visit_id, cv.arrival_date as visit_arrival
      from s
      left join s_cov on s_cov.ord = s.ord
      left join public.casino_sessions cv on cv.id = s_cov.casino_session_id
  ),
  v as (
    select cs.id, cs.casino_id, cs.arrival_date, cs.net_result
      from public.casino_sessions cs
     where cs.user_id = p_user and cs.final_cash is not null and cs.net_result is not null
       and cs.arrival_date between p_from and p_to
  ),
  j as (
    select j.id, j.casino_id, j.jackpot_date, j.amount, j.hand_pay,
           j.tax_withheld + coalesce(j.state_tax_withheld, 0) as withheld,
           l.id as slot_id,
           case when l.id is not null then l.casino_id else j.casino_id end as at_casino,
           case when l.id is not null then l.session_date + l.session_time else j.jackpot_date + j.jackpot_time end as at,
           row_number() over (order by j.id) as ord
      from hi, public.w2g_jackpots j
      left join public.gambling_sessions l on l.id = j.session_id and l.user_id = p_user and not l.is_live
     where j.user_id = p_user
       and (j.jackpot_date between p_from and hi.d or l.session_date between p_from and hi.d)
  ),
  j_arr as (select array_agg(j.at_casino order by j.ord) as casinos, array_agg(j.at order by j.ord) as moments from j),
  j_cov as (
    select c.ord, c.casino_session_id
      from j_arr, private.covering_casino_sessions(p_user, j_arr.casinos, j_arr.moments) c
  ),
  jo as (select j.*, j_cov.casino_session_id as owner from j left join j_cov on j_cov.ord = j.ord),
  parts as (
    select v.arrival_date as day, v.casino_id,
           v.net_result
           + coalesce((select sum(jo.withheld) from jo where jo.owner = v.id), 0)
           - coalesce((select sum(sl.result) from slots sl where sl.visit_id = v.id and sl.session_date > v.arrival_date), 0) as net
      from v
    union all
    select sl.session_date, sl.casino_id, sl.result
      from slots sl
     where sl.session_date between p_from and p_to and (sl.visit_id is null or sl.session_date > sl.visit_arrival)
    union all
    select jo.jackpot_date, jo.casino_id,
           case
             when not exists (
               select 1 from public.gambling_sessions g
                where g.user_id = p_user and not g.is_live and g.session_date = jo.jackpot_date
                  and g.casino_id is not distinct from jo.casino_id) then jo.amount
             when jo.hand_pay then jo.amount
             else jo.withheld
           end
      from jo
     where jo.owner is null and jo.slot_id is null and jo.jackpot_date between p_from and p_to
  )
  select p.day, p.casino_id, sum(p.net)::numeric(12, 2)
    from parts p
   group by p.day, p.casino_id;
$$;
comment on function private.method_sessions(p_user uuid, p_from date, p_to date) is 'The IRS session method (src/lib/tax/session-method.ts groupSessions) in SQL: p_user''s sessions (one per casino per day) dated in [p_from, p_to] and their nets (see 20260101004202_trip_report).';
revoke execute on function private.method_sessions(p_user uuid, p_from date, p_to date) from public;
grant execute on function private.method_sessions(p_user uuid, p_from date, p_to date) to authenticated, service_role;

create or replace function private.trip_report(p_user uuid, p_trip_id uuid)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  t public.trips;
  v_all boolean;
  v_result jsonb;
begin
  select * into t from public.trips x where x.id = p_trip_id and x.user_id = p_user;
  if not found then
    return null;
  end if;
  v_all := cardinality(t.casino_ids) = 0;

  with
  cs as (
    select c.id, c.casino_id, ca.name as casino_name, c.arrival_date, c.arrival_time, c.departure_date, c.departure_time,
           c.total_cash_in, c.final_cash, c.net_result, c.additional_cash
      from public.casino_sessions c
      left join public.casinos ca on ca.id = c.casino_id
     where c.user_id = p_user and c.arrival_date between t.start_date and t.end_date
       and (v_all or c.casino_id = any (t.casino_ids))
  ),
  gs as (
    select g.id, g.casino_id, ca.name as casino_name, private.slot_machine_name(m.name, m.slot_name) as machine,
           g.casino_slot_machine_id, g.session_date, g.session_time, g.end_date, g.end_time,
           g.coins_in, g.coins_out, g.free_play, g.result, g.jackpot_net, sp.casino_session_id
      from public.gambling_sessions g
      left join public.casinos ca on ca.id = g.casino_id
      left join public.slot_machines m on m.id = g.slot_machine_id
      left join private.slot_play(p_user, t.start_date, t.end_date) sp on sp.slot_session_id = g.id
     where g.user_id = p_user and not g.is_live and g.session_date between t.start_date and t.end_date
       and (v_all or g.casino_id = any (t.casino_ids))
  ),
  w as (
    select j.id, j.casino_id, ca.name as casino_name, j.jackpot_date, j.jackpot_time, j.amount, j.tax_withheld,
           j.state_tax_withheld, j.hand_pay, j.w2g_received
      from public.w2g_jackpots j
      left join public.casinos ca on ca.id = j.casino_id
     where j.user_id = p_user and j.jackpot_date between t.start_date and t.end_date
       and (v_all or j.casino_id = any (t.casino_ids))
  ),
  ms as (
    select m.day, m.casino_id, ca.name as casino_name, m.net
      from private.method_sessions(p_user, t.start_date, t.end_date) m
      left join public.casinos ca on ca.id = m.casino_id
     where v_all or m.casino_id = any (t.casino_ids)
  ),
  k as (
    -- The costs the player entered (editable, versioned), then the fees typed in Add Cash on the trip's casino
    -- sessions (private.add_cash_fee: read from the entry, changed only there).
    select x.id::text as id, x.kind, x.amount, x.note, x.trip_id, x.casino_session_id, cs.arrival_date as casino_session_date,
           cs.casino_name, x.updated_at, false as from_add_cash, x.created_at at time zone 'UTC' as sort_at, 0::bigint as ord
      from public.trip_costs x
      left join cs on cs.id = x.casino_session_id
     where x.user_id = p_user and (x.trip_id = t.id or cs.id is not null)
    union all
    select coalesce(e.entry ->> 'id', md5(cs.id::text || '/' || e.ord::text)::uuid::text), 'fee', f.fee, e.entry ->> 'note',
           null, cs.id, cs.arrival_date, cs.casino_name, null, true, cs.arrival_date + cs.arrival_time, e.ord
      from cs
      cross join lateral jsonb_array_elements(case jsonb_typeof(cs.additional_cash) when 'array' then cs.additional_cash
                                                else '[]'::jsonb end) with ordinality as e(entry, ord)
      cross join lateral (select private.add_cash_fee(e.entry ->> 'note') as fee) f
     where f.fee > 0
  ),
  c as (
    select x.id, x.kind, x.value, x.note, x.trip_id, x.casino_session_id, cs.arrival_date as casino_session_date,
           cs.casino_name, x.created_at, x.updated_at
      from public.trip_comps x
      left join cs on cs.id = x.casino_session_id
     where x.user_id = p_user and (x.trip_id = t.id or cs.id is not null)
  ),
  casinos as (
    select u.casino_id, max(u.casino_name) as casino_name
      from (select casino_id, casino_name from cs union all select casino_id, casino_name from gs
            union all select casino_id, casino_name from w) u
     where u.casino_id is not null
     group by u.casino_id
  ),
  minutes as (
    select coalesce(sum(extract(epoch from ((cs.departure_date + cs.departure_time) - (cs.arrival_date + cs.arrival_time))) / 60)
                      filter (where cs.departure_date is not null and cs.departure_time is not null and cs.final_cash is not null), 0)
           + coalesce((select sum(extract(epoch from ((gs.end_date + gs.end_time) - (gs.session_date + gs.session_time))) / 60)
                         from gs where gs.casino_session_id is null and gs.end_date is not null and gs.end_time is not null), 0) as m
      from cs
  ),
  totals as (
    select (select coalesce(sum(gs.coins_in), 0) from gs) as money_in,
           (select coalesce(sum(gs.coins_out), 0) from gs) as money_out,
           (select coalesce(sum(gs.free_play), 0) from gs) as free_play,
           (select coalesce(sum(gs.jackpot_net), 0) from gs) as hand_pays,
           (select coalesce(sum(gs.result), 0) from gs) as slot_net,
           (select coalesce(sum(ms.net), 0) from ms) as gambling_net,
           (select count(*) from w) as w2g_count,
           (select coalesce(sum(w.amount), 0) from w) as w2g_amount,
           (select coalesce(sum(w.tax_withheld + coalesce(w.state_tax_withheld, 0)), 0) from w) as w2g_withheld,
           (select coalesce(sum(k.amount), 0) from k) as costs,
           (select coalesce(sum(c.value), 0) from c) as comps,
           (select count(distinct ms.day) from ms) as play_days,
           (select round(minutes.m) from minutes) as minutes
  )
  select jsonb_build_object(
    'trip', jsonb_build_object('id', t.id, 'name', t.name, 'start_date', t.start_date, 'end_date', t.end_date,
                               'casino_ids', to_jsonb(t.casino_ids), 'notes', t.notes, 'updated_at', t.updated_at),
    'days', t.end_date - t.start_date + 1,
    'casinos', coalesce((select jsonb_agg(jsonb_build_object(
                 'id', casinos.casino_id, 'name', casinos.casino_name,
                 'net', (select coalesce(sum(ms.net), 0) from ms where ms.casino_id = casinos.casino_id))
                 order by casinos.casino_name, casinos.casino_id) from casinos), '[]'::jsonb),
    'sessions', coalesce((select jsonb_agg(jsonb_build_object('date', ms.day, 'casino_id', ms.casino_id,
                 'casino_name', ms.casino_name, 'net', ms.net) order by ms.day, ms.casino_name, ms.casino_id) from ms), '[]'::jsonb),
    'casino_sessions', coalesce((select jsonb_agg(jsonb_build_object('id', cs.id, 'casino_id', cs.casino_id,
                 'casino_name', cs.casino_name, 'arrival_date', cs.arrival_date, 'arrival_time', cs.arrival_time,
                 'departure_date', cs.departure_date, 'departure_time', cs.departure_time, 'cash_in', cs.total_cash_in,
                 'final_cash', cs.final_cash, 'net', cs.net_result)
                 order by cs.arrival_date, cs.arrival_time, cs.id) from cs), '[]'::jsonb),
    'slot_sessions', coalesce((select jsonb_agg(jsonb_build_object('id', gs.id, 'casino_id', gs.casino_id,
                 'casino_name', gs.casino_name, 'machine', gs.machine, 'machine_number', gs.casino_slot_machine_id,
                 'session_date', gs.session_date, 'session_time', gs.session_time, 'money_in', gs.coins_in,
                 'money_out', gs.coins_out, 'free_play', gs.free_play, 'result', gs.result, 'jackpot_net', gs.jackpot_net,
                 'casino_session_id', gs.casino_session_id)
                 order by gs.session_date, gs.session_time, gs.id) from gs), '[]'::jsonb),
    'w2gs', coalesce((select jsonb_agg(jsonb_build_object('id', w.id, 'casino_id', w.casino_id, 'casino_name', w.casino_name,
                 'date', w.jackpot_date, 'time', w.jackpot_time, 'amount', w.amount, 'tax_withheld', w.tax_withheld,
                 'state_tax_withheld', w.state_tax_withheld, 'hand_pay', w.hand_pay, 'w2g_received', w.w2g_received)
                 order by w.jackpot_date, w.jackpot_time, w.id) from w), '[]'::jsonb),
    'costs', coalesce((select jsonb_agg(jsonb_build_object('id', k.id, 'kind', k.kind, 'amount', k.amount, 'note', k.note,
                 'trip_id', k.trip_id, 'casino_session_id', k.casino_session_id, 'casino_session_date', k.casino_session_date,
                 'casino_name', k.casino_name, 'updated_at', k.updated_at, 'from_add_cash', k.from_add_cash)
                 order by k.from_add_cash, k.sort_at, k.ord, k.id) from k), '[]'::jsonb),
    'comps', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'kind', c.kind, 'value', c.value, 'note', c.note,
                 'trip_id', c.trip_id, 'casino_session_id', c.casino_session_id, 'casino_session_date', c.casino_session_date,
                 'casino_name', c.casino_name, 'updated_at', c.updated_at) order by c.created_at, c.id) from c), '[]'::jsonb),
    'totals', (select jsonb_build_object(
                 'money_in', totals.money_in, 'money_out', totals.money_out, 'free_play', totals.free_play,
                 'hand_pays', totals.hand_pays, 'slot_net', totals.slot_net,
                 'gambling_net', totals.gambling_net, 'w2g_count', totals.w2g_count, 'w2g_amount', totals.w2g_amount,
                 'w2g_withheld', totals.w2g_withheld, 'costs', totals.costs, 'comps', totals.comps,
                 'whole_result', totals.gambling_net - totals.costs, 'play_days', totals.play_days, 'minutes', totals.minutes)
               from totals))
    into v_result;
  return v_result;
end;
$$;
comment on function private.trip_report(p_user uuid, p_trip_id uuid) is 'A trip of p_user with its days, casinos, session-method sessions (gambling net), casino and slot sessions, W2Gs, costs (entered, then the Add Cash fees of its casino sessions), comps and totals (slot: money_out - money_in + free_play + hand_pays = slot_net; whole result = gambling net - costs; comps apart). Null when p_user has no such trip.';
revoke execute on function private.trip_report(p_user uuid, p_trip_id uuid) from public;
grant execute on function private.trip_report(p_user uuid, p_trip_id uuid) to authenticated, service_role;

create or replace function public.get_trip_report(p_trip_id uuid)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_report jsonb;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  v_report := private.trip_report(v_uid, p_trip_id);
  if v_report is null then
    raise exception 'This trip no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;
  return v_report;
end;
$$;
comment on function public.get_trip_report(p_trip_id uuid) is 'The caller''s trip p_trip_id with its figures (private.trip_report); raises hint gone when there is none.';
revoke execute on function public.get_trip_report(p_trip_id uuid) from anon, public;
