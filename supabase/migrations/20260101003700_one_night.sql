-- =============================================================================
-- One night, one set of numbers (issue 35): the one SQL definition of a slot
-- session's result, of the casino session that holds a slot session or a W2G,
-- and of a casino session's loss so far. Everything in SQL that needs one of
-- them calls the functions below (play limits, Home's rollups, deleting a
-- casino session, get_play_ledger, which the TypeScript session method is
-- proven equal to by a differential test).
--
-- The rules (moments are the player's wall clock: date + time, no time zone):
-- (R1) A slot session S is COVERED by casino session V iff S.casino_id =
--      V.casino_id (not null), V is closed (final_cash not null) and S's start
--      (session_date + session_time) is in [V.start, V.end], where
--        V.start = arrival_date + arrival_time
--        V.end   = departure_date + departure_time   when both are set
--                  departure_date + 23:59:59         when the date is set without a time
--                  arrival_date + 23:59:59           when there is no departure date.
--      Among several closed visits holding S, the earliest start wins, ties by
--      the smaller id.                           -> private.covering_casino_sessions
-- (R2) An ACTIVE casino session V (final_cash null) holds, for play limits
--      only, the slot sessions at its casino starting in [V.start, p_now] that
--      no closed visit covers (several: earliest start, ties by id).
--                                                -> private.slot_play
-- (R3) A W2G linked to a slot session (session_id, a slot session of the same
--      player) belongs to that slot session and to the casino session covering
--      that slot session by R1 (if any), never to one its own time falls in; an
--      unlinked W2G belongs to the closed casino session (same casino) whose
--      window holds jackpot_date + jackpot_time (R1's window and tie rule),
--      else to none.                             -> private.jackpot_owners
-- (R4) A slot session's RESULT = coins_out - coins_in + sum over the W2Gs
--      linked to it of (hand_pay ? amount : tax_withheld + state_tax_withheld).
--      Stored: gambling_sessions.jackpot_net (that sum) and .result (net_result
--      + jackpot_net), kept by triggers; net_result stays coins only. A change
--      of only these derived columns leaves updated_at alone (offline edits are
--      checked against it).                      -> private.slot_jackpot_net
-- (R5) A casino session's LOSS SO FAR: closed -> max(0, -net_result) (by
--      cash); active -> max(0, -sum of the RESULT of the slot sessions it holds
--      by R2), a live machine counting its money in so far with coins_out 0.
--      Beside it: how much of it is money still in a live machine
--      (least(loss, money in of the live machines it holds)).
--                                                -> private.play_visit_losses
-- =============================================================================

-- ----------------------------------------------------------------------------
-- R4: the stored result of a slot session
-- ----------------------------------------------------------------------------
alter table public.gambling_sessions
  add column jackpot_net numeric(12, 2) not null default 0,
  add column result numeric(12, 2);

comment on column public.gambling_sessions.jackpot_net is
  'Sum over the W2Gs linked to this session (same player): the amount of a hand pay, else the federal + state tax withheld. Trigger-maintained.';
comment on column public.gambling_sessions.result is
  'The session''s result: net_result (coins out - coins in) + jackpot_net. Trigger-maintained; what Home, Sessions and the tax engine show as the session''s net with its jackpots.';

-- private.slot_jackpot_net(session, user): R4's jackpot part. Security definer:
-- the sum is the same whoever writes the row (player, service role, a trigger),
-- and only the jackpots of the session's own player count.
create function private.slot_jackpot_net(p_session uuid, p_user uuid)
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

comment on function private.slot_jackpot_net(uuid, uuid) is
  'R4: sum over the W2Gs of p_user linked to slot session p_session of (hand_pay ? amount : tax_withheld + state_tax_withheld).';
revoke execute on function private.slot_jackpot_net(uuid, uuid) from public, anon;
grant execute on function private.slot_jackpot_net(uuid, uuid) to authenticated, service_role;

create or replace function public.gambling_sessions_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.net_result := new.coins_out - new.coins_in;
  new.jackpot_net := private.slot_jackpot_net(new.id, new.user_id);
  new.result := new.net_result + new.jackpot_net;
  return new;
end;
$$;

-- updated_at of a slot session: stamped on every update except one that changes only the derived
-- jackpot_net / result (a W2G saved, edited, relinked or deleted): the player's next edit of the slot session,
-- made on the updated_at they read, must not be told "changed elsewhere" because of a W2G.
create function private.gambling_sessions_set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.jackpot_net, new.result) is distinct from (old.jackpot_net, old.result)
     and (to_jsonb(new) - array['jackpot_net', 'result', 'updated_at']) = (to_jsonb(old) - array['jackpot_net', 'result', 'updated_at']) then
    new.updated_at := old.updated_at;
  else
    new.updated_at := now();
  end if;
  return new;
end;
$$;

comment on function private.gambling_sessions_set_updated_at() is
  'Trigger: stamps updated_at on every update of a slot session except one that only moves the derived jackpot_net/result.';
revoke execute on function private.gambling_sessions_set_updated_at() from public, anon;

drop trigger gambling_sessions_set_updated_at on public.gambling_sessions;
create trigger gambling_sessions_set_updated_at
  before update on public.gambling_sessions
  for each row execute function private.gambling_sessions_set_updated_at();

-- A W2G written, relinked or deleted: its old and new slot sessions recompute their result (the before-write
-- trigger does the sum). Security definer: the slot session row is the W2G's player's own; the update is
-- limited to that player's rows.
create function private.w2g_jackpots_slot_result()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.gambling_sessions g
     set jackpot_net = private.slot_jackpot_net(g.id, g.user_id)
   where g.id in (case when tg_op <> 'INSERT' then old.session_id end, case when tg_op <> 'DELETE' then new.session_id end)
     and g.user_id in (case when tg_op <> 'INSERT' then old.user_id end, case when tg_op <> 'DELETE' then new.user_id end)
     and g.jackpot_net is distinct from private.slot_jackpot_net(g.id, g.user_id);
  return null;
end;
$$;

comment on function private.w2g_jackpots_slot_result() is
  'Trigger: after a W2G insert/update/delete, the linked slot sessions (old and new link) recompute jackpot_net and result.';
revoke execute on function private.w2g_jackpots_slot_result() from public, anon, authenticated;

create trigger w2g_jackpots_slot_result
  after insert or delete or update of session_id, user_id, amount, tax_withheld, state_tax_withheld, hand_pay
  on public.w2g_jackpots
  for each row execute function private.w2g_jackpots_slot_result();

-- Backfill: every slot session gets its jackpot_net and result (the before-write trigger sets result; a change
-- of only these two leaves updated_at alone, so no player's offline edit is made stale by this migration).
update public.gambling_sessions g
   set jackpot_net = private.slot_jackpot_net(g.id, g.user_id)
 where g.result is null or g.jackpot_net is distinct from private.slot_jackpot_net(g.id, g.user_id);
update public.gambling_sessions g set result = g.net_result + g.jackpot_net where g.result is null;
alter table public.gambling_sessions alter column result set not null;
-- A default only so that inserts need not send it: the before-write trigger always sets it.
alter table public.gambling_sessions alter column result set default 0;

-- ----------------------------------------------------------------------------
-- R1: the closed casino session covering each (casino, moment)
-- ----------------------------------------------------------------------------
create function private.covering_casino_sessions(p_user uuid, p_casinos uuid[], p_moments timestamp[])
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

comment on function private.covering_casino_sessions(uuid, uuid[], timestamp[]) is
  'R1 (see 20260101003700_one_night): for each (p_casinos[i], p_moments[i]) the closed casino session of p_user at that casino whose window holds the moment (earliest start, then smaller id); rows only where one does, ord = i.';
revoke execute on function private.covering_casino_sessions(uuid, uuid[], timestamp[]) from public, anon;
grant execute on function private.covering_casino_sessions(uuid, uuid[], timestamp[]) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- R1 + R2 + R4 per slot session of [p_from, p_to]: the closed casino session
-- covering it, else the active one holding it at p_now (null p_now: none), its
-- result, and (for play limits) its result with a live machine's coins out as
-- 0 and the money in of a live machine.
-- ----------------------------------------------------------------------------
create function private.slot_play(p_user uuid, p_from date, p_to date, p_now timestamp default null)
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
           case when g.is_live then g.coins_in else 0 end as live_in,
           row_number() over (order by g.id) as ord
      from public.gambling_sessions g
     where g.user_id = p_user and g.session_date between p_from and p_to
  ),
  arr as (select array_agg(s.casino_id order by s.ord) as casinos, array_agg(s.at order by s.ord) as moments from s),
  cov as (
    select c.ord, c.casino_session_id
      from arr, private.covering_casino_sessions(p_user, arr.casinos, arr.moments) c
  ),
  -- The player's active casino sessions (a few), read once: not probed per slot session.
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

comment on function private.slot_play(uuid, date, date, timestamp) is
  'R1, R2, R4 for each slot session of p_user dated in [p_from, p_to]: covering closed casino session, active one holding it at p_now, result, result with a live machine''s coins out as 0, money in of a live machine.';
revoke execute on function private.slot_play(uuid, date, date, timestamp) from public, anon;
grant execute on function private.slot_play(uuid, date, date, timestamp) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- R3 per W2G of [p_from, p_to]: its slot session (a linked one of the same
-- player) and its casino session: R1 applied to the linked slot session's casino
-- and start, else to the W2G's own casino and time.
-- ----------------------------------------------------------------------------
create function private.jackpot_owners(p_user uuid, p_from date, p_to date)
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

comment on function private.jackpot_owners(uuid, date, date) is
  'R3 for each W2G of p_user dated in [p_from, p_to]: the slot session it is linked to and the casino session it belongs to (R1 of that slot session, else of its own time).';
revoke execute on function private.jackpot_owners(uuid, date, date) from public, anon;
grant execute on function private.jackpot_owners(uuid, date, date) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- get_play_ledger(p_from, p_to, p_now): the rules as data, for the app and the
-- differential test against the TypeScript session method.
--   { "slot_sessions": [{ "id", "casino_session_id" (R1), "active_casino_session_id" (R2 at p_now, null
--                         without p_now), "result" (R4) }],           slot sessions dated in [p_from, p_to]
--     "w2g_jackpots":  [{ "id", "slot_session_id", "casino_session_id" (R3) }] }   W2Gs dated in [p_from, p_to]
-- Each list ordered by id. Security invoker: the caller's own rows only.
-- ----------------------------------------------------------------------------
create function public.get_play_ledger(p_from date, p_to date, p_now timestamp default null)
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

comment on function public.get_play_ledger(date, date, timestamp) is
  'The caller''s slot sessions and W2Gs dated in [p_from, p_to] with the casino session each belongs to (R1, R2 at p_now, R3) and each slot session''s result (R4).';
revoke execute on function public.get_play_ledger(date, date, timestamp) from public, anon;
grant execute on function public.get_play_ledger(date, date, timestamp) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- What a casino session holds (deleting it, item 6): closed -> the slot
-- sessions it covers (R1) and the W2Gs that belong to it (R3); active -> the
-- slot sessions it holds (R2 at p_now; without p_now every one from its
-- arrival on) and the W2Gs linked to them.
-- ----------------------------------------------------------------------------
create function private.casino_session_holdings(p_user uuid, p_id uuid, p_now timestamp default null)
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

comment on function private.casino_session_holdings(uuid, uuid, timestamp) is
  'The slot sessions and W2Gs casino session p_id of p_user holds (R1/R3 when closed, R2 at p_now when active).';
revoke execute on function private.casino_session_holdings(uuid, uuid, timestamp) from public, anon;
grant execute on function private.casino_session_holdings(uuid, uuid, timestamp) to authenticated, service_role;

-- get_casino_session_holdings(p_id, p_now): {slot_sessions, w2g_jackpots} counts for the delete question.
create function public.get_casino_session_holdings(p_id uuid, p_now timestamp default null)
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

comment on function public.get_casino_session_holdings(uuid, timestamp) is
  'How many slot sessions and W2Gs the caller''s casino session p_id holds (what delete_casino_session with p_with_play deletes).';
revoke execute on function public.get_casino_session_holdings(uuid, timestamp) from public, anon;
grant execute on function public.get_casino_session_holdings(uuid, timestamp) to authenticated, service_role;

-- delete_casino_session(p_id, p_with_play, p_now): deletes the caller's casino session, and with p_with_play
-- the slot sessions and W2Gs it holds, in one transaction. No such session of the caller -> error (hint gone).
-- Returns {slot_sessions, w2g_jackpots, images}: what was deleted with it and the W2G photos to remove.
create function public.delete_casino_session(p_id uuid, p_with_play boolean, p_now timestamp default null)
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
    raise exception 'This session no longer exists' using errcode = 'P0002', hint = 'gone';
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
    raise exception 'This session no longer exists' using errcode = 'P0002', hint = 'gone';
  end if;
  return jsonb_build_object('slot_sessions', v_slots, 'w2g_jackpots', v_w2g, 'images', to_jsonb(v_images));
end;
$$;

comment on function public.delete_casino_session(uuid, boolean, timestamp) is
  'Deletes the caller''s casino session p_id, and with p_with_play the slot sessions and W2Gs it holds (private.casino_session_holdings), in one transaction; raises hint gone when there is none.';
revoke execute on function public.delete_casino_session(uuid, boolean, timestamp) from public, anon;
grant execute on function public.delete_casino_session(uuid, boolean, timestamp) to authenticated, service_role;
