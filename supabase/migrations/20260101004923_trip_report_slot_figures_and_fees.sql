-- =============================================================================
-- A trip's report with both of its changes: the slot figures that add up
-- (20260101004901_trip_slot_figures: hand_pays and slot_net in the totals, the
-- one machine name rule) and the costs typed in Add Cash
-- (20260101004921_trip_add_cash_fees: private.add_cash_fee). The one restatement
-- of the function in this stop's migrations.
-- =============================================================================

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

comment on function private.trip_report(uuid, uuid) is
  'A trip of p_user with its days, casinos, session-method sessions (gambling net), casino and slot sessions, W2Gs, costs (entered, then the Add Cash fees of its casino sessions), comps and totals (slot: money_out - money_in + free_play + hand_pays = slot_net; whole result = gambling net - costs; comps apart). Null when p_user has no such trip.';
