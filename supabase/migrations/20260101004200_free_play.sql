-- =============================================================================
-- Free play (issue 39, item 3): how much of a slot session's money in was the
-- casino's free play. Free play used is not a wager of the player's own money,
-- so the session's result counts only their own money in:
--
--   (R4') RESULT = coins_out - (coins_in - free_play) + jackpot_net
--
-- R4 of 20260101003700_one_night with free play added; net_result stays coins
-- only (coins_out - coins_in, what the machine took and paid). Everything that
-- reads `result` follows (Home's rollups, play limits, get_play_ledger, the
-- delete question); the tax engine (src/lib/tax/session-method.ts) adds the same
-- free play and the differential test proves the two equal. Existing rows have
-- free play 0 and keep their figures.
--
-- A live machine: "Money in" can be marked as free play (add_live_money's
-- p_free_play): it goes into coins_in and free_play both, so a live machine's
-- money counted as lost until cash out (R5) is the player's own money only.
-- =============================================================================

alter table public.gambling_sessions
  add column free_play numeric(12, 2) not null default 0;

comment on column public.gambling_sessions.free_play is
  'How much of coins_in was the casino''s free play (0 <= free_play <= coins_in). Not the player''s own money: result = coins_out - (coins_in - free_play) + jackpot_net.';

-- The form says it first; the database is the last word (a clear message, nothing written): the input checks of
-- 20260101003000_tax_year_records with free play added.
create or replace function public.gambling_sessions_check_input()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.coins_in < 0 or new.coins_out < 0 or new.free_play < 0 then
    raise exception 'Amounts cannot be negative' using errcode = '23514';
  end if;
  if new.free_play > new.coins_in then
    raise exception 'Free play cannot be more than the money in' using errcode = '23514';
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

-- The same rule as a constraint in the catalog (the trigger above refuses first, with the player's words).
alter table public.gambling_sessions
  add constraint gambling_sessions_free_play_within_money_in check (free_play >= 0 and free_play <= coins_in);

comment on column public.gambling_sessions.result is
  'The session''s result (R4'' of 20260101004200_free_play): coins_out - (coins_in - free_play) + jackpot_net. Trigger-maintained.';

-- ----------------------------------------------------------------------------
-- R1 + R2 + R4' per slot session: as in 20260101003700_one_night, with the
-- money in of a live machine counted as the player's own (coins_in - free_play).
-- ----------------------------------------------------------------------------
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

comment on function private.slot_play(uuid, date, date, timestamp) is
  'R1, R2, R4'' for each slot session of p_user dated in [p_from, p_to]: covering closed casino session, active one holding it at p_now, result, result with a live machine''s coins out as 0, own money in of a live machine (coins_in - free_play).';

-- ----------------------------------------------------------------------------
-- add_live_money: "+$20" on a live machine, once per entry id; p_free_play marks
-- the amount as the casino's free play (added to coins_in and free_play both).
-- 20260101003640_writes_return_versions's function with p_free_play added: the
-- same answer {coins_in, updated_before, updated_at}.
-- ----------------------------------------------------------------------------
drop function public.add_live_money(uuid, uuid, numeric);

create function public.add_live_money(
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

comment on function public.add_live_money(uuid, uuid, numeric, boolean) is
  'Adds money in (with p_free_play: the casino''s free play, counted in free_play too) to the caller''s live slot session in one statement; a repeated entry id adds nothing. Returns {coins_in, updated_before, updated_at}.';

revoke all on function public.add_live_money(uuid, uuid, numeric, boolean) from public, anon;
grant execute on function public.add_live_money(uuid, uuid, numeric, boolean) to authenticated;
