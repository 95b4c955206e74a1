-- =============================================================================
-- One money rule for every amount column.
--
-- An amount is a number (never NaN: Postgres orders NaN above every number, so
-- a check written "amount >= 0" or "amount > 0" let "NaN" through and the trip
-- page read NaN), at most private.max_money() = 999,999,999.99 either way, and
-- not below 0 (or not 0 either) where the column means so. The bound: $1
-- billion less a cent is above every real amount of casino play (the largest
-- slot jackpot ever paid was $39.7 million; the largest losses on record at one
-- casino in a year, about $130 million) and a tenth of what numeric(12,2)
-- holds, so a row's derived figures (a slot session's result, a casino
-- session's cash in) stay far inside the type, and a decade of records adds up
-- in a JavaScript number to the cent. src/lib/money.ts' MAX_MONEY is the same
-- number (tests/db/money-rule.test.ts proves the two rules equal).
--
-- Each amount column gets one check named <table>_<column>_<rule>:
--   money             a number from 0 to the bound
--   money_above_zero  more than 0, up to the bound (trip costs and comps, limits)
--   money_signed      from minus the bound to the bound (a statement's net
--                     win/loss; the trigger-kept figures: result, net_result,
--                     jackpot_net, total_cash_in, a crossing's loss)
-- which the app words by its rule (src/lib/write-errors.ts). The sign-only
-- checks they replace are dropped. Cash entries (casino_sessions.additional_cash)
-- were already numbers of 0 or more (casino_sessions_before_write); their sum,
-- total_cash_in, now bounds them.
--
-- Rows already stored: every numeric column of public and stats is searched
-- for NaN or infinity, and every amount column for values its rule refuses.
-- A WARNING names each with its count; such a column's check is added NOT VALID
-- (new and changed rows are checked, the old ones not yet) and the deploy goes
-- on. README "Amounts already stored" says how to correct them, rebuild the
-- player's rollups (private.rebuild_play_rollups) and validate the check.
--
-- The input checks that compared amounts (and let NaN through, or refused it
-- with the wrong words: NaN free play is "more than the money in") leave a
-- non-number to the money checks: gambling_sessions_check_input (last in
-- 20260101004200_free_play), casino_sessions_check_input and
-- w2g_jackpots_check_input (20260101003000_tax_year_records) and
-- private.trip_money_check (20260101004201_trips), which also checks the trip
-- or casino session by its owner now, whatever the caller may read (security
-- definer, as the same-owner checks of 20260101004801_same_owner_refs).
-- =============================================================================

create function private.max_money()
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 999999999.99::numeric;
$$;
comment on function private.max_money() is
  'The largest amount (either way) any amount column holds: 999,999,999.99. src/lib/money.ts MAX_MONEY is the same.';
revoke execute on function private.max_money() from public, anon;
grant execute on function private.max_money() to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- What is stored now, then the checks.
-- ----------------------------------------------------------------------------
do $$
declare
  c_max constant numeric := private.max_money();
  r record;
  v_expr text;
  v_bad bigint;
  v_report text[] := '{}';
begin
  -- NaN or infinity in any numeric column (the rollups of stats too: a sum with one NaN in it stays NaN).
  for r in
    select c.table_schema as s, c.table_name as t, c.column_name as col
      from information_schema.columns c
      join information_schema.tables tb using (table_schema, table_name)
     where c.table_schema in ('public', 'stats') and tb.table_type = 'BASE TABLE' and c.data_type = 'numeric'
     order by 1, 2, 3
  loop
    execute format('select count(*) from %I.%I where %I::numeric in (''NaN''::numeric, ''Infinity''::numeric, ''-Infinity''::numeric)',
                   r.s, r.t, r.col)
      into v_bad;
    if v_bad > 0 then
      raise warning 'Not a number: %.%.% holds NaN or infinity in % row(s)', r.s, r.t, r.col, v_bad;
      v_report := v_report || format('%s.%s.%s: %s not a number', r.s, r.t, r.col, v_bad);
    end if;
  end loop;

  for r in
    select * from (values
      ('gambling_sessions', 'coins_in', 'money'), ('gambling_sessions', 'coins_out', 'money'),
      ('gambling_sessions', 'free_play', 'money'), ('gambling_sessions', 'net_result', 'money_signed'),
      ('gambling_sessions', 'jackpot_net', 'money_signed'), ('gambling_sessions', 'result', 'money_signed'),
      ('casino_sessions', 'starting_cash', 'money'), ('casino_sessions', 'final_cash', 'money'),
      ('casino_sessions', 'total_cash_in', 'money_signed'), ('casino_sessions', 'net_result', 'money_signed'),
      ('w2g_jackpots', 'amount', 'money'), ('w2g_jackpots', 'tax_withheld', 'money'),
      ('w2g_jackpots', 'state_winnings', 'money'), ('w2g_jackpots', 'state_tax_withheld', 'money'),
      ('casino_win_loss_statements', 'net_win_loss', 'money_signed'),
      ('play_limits', 'casino_session_loss_limit', 'money_above_zero'),
      ('play_limits', 'day_loss_limit', 'money_above_zero'), ('play_limits', 'month_loss_limit', 'money_above_zero'),
      ('play_limit_crossings', 'loss', 'money_signed'), ('play_limit_crossings', 'loss_limit', 'money_signed'),
      ('slot_machines', 'denomination', 'money'), ('slot_machines', 'min_bet', 'money'), ('slot_machines', 'max_bet', 'money'),
      ('trip_costs', 'amount', 'money_above_zero'), ('trip_comps', 'value', 'money_above_zero')
    ) as a (t, col, rule)
  loop
    v_expr := case r.rule
      when 'money' then format('%1$I <> ''NaN''::numeric and %1$I >= 0 and %1$I <= %2$s', r.col, c_max)
      when 'money_above_zero' then format('%1$I <> ''NaN''::numeric and %1$I > 0 and %1$I <= %2$s', r.col, c_max)
      else format('%1$I <> ''NaN''::numeric and %1$I >= -%2$s and %1$I <= %2$s', r.col, c_max)
    end;
    execute format('select count(*) from public.%I where not (%s)', r.t, v_expr) into v_bad;
    execute format('alter table public.%I add constraint %I check (%s) not valid', r.t, format('%s_%s_%s', r.t, r.col, r.rule), v_expr);
    if v_bad = 0 then
      execute format('alter table public.%I validate constraint %I', r.t, format('%s_%s_%s', r.t, r.col, r.rule));
    else
      raise warning 'Refused by the money rule: public.%.% in % row(s); its check %_%_% stays NOT VALID until they are corrected',
        r.t, r.col, v_bad, r.t, r.col, r.rule;
      v_report := v_report || format('public.%s.%s: %s refused', r.t, r.col, v_bad);
    end if;
  end loop;

  if cardinality(v_report) > 0 then
    raise warning 'Amounts already stored that the money rule refuses: %', array_to_string(v_report, '; ')
      using hint = 'The deploy goes on and every new or changed row is checked. README "Amounts already stored": correct the rows, run private.rebuild_play_rollups(<player>), then validate the checks.';
  end if;
end
$$;

-- The sign-only checks the money checks replace.
alter table public.gambling_sessions drop constraint gambling_sessions_coins_in_check;
alter table public.gambling_sessions drop constraint gambling_sessions_coins_out_check;
alter table public.casino_sessions drop constraint casino_sessions_starting_cash_check;
alter table public.casino_sessions drop constraint casino_sessions_final_cash_check;
alter table public.w2g_jackpots drop constraint w2g_jackpots_amount_check;
alter table public.w2g_jackpots drop constraint w2g_jackpots_tax_withheld_check;
alter table public.w2g_jackpots drop constraint w2g_jackpots_state_winnings_check;
alter table public.w2g_jackpots drop constraint w2g_jackpots_state_tax_withheld_check;
alter table public.play_limits drop constraint play_limits_casino_session_loss_limit_check;
alter table public.play_limits drop constraint play_limits_day_loss_limit_check;
alter table public.play_limits drop constraint play_limits_month_loss_limit_check;
alter table public.slot_machines drop constraint slot_machines_denomination_check;
alter table public.slot_machines drop constraint slot_machines_min_bet_check;
alter table public.slot_machines drop constraint slot_machines_max_bet_check;
alter table public.trip_costs drop constraint trip_costs_amount_above_zero;
alter table public.trip_comps drop constraint trip_comps_value_above_zero;

-- ----------------------------------------------------------------------------
-- The input checks: a non-number is the money checks' to refuse (in the app's
-- words); finite amounts are checked as before. NaN equals NaN for numeric, so
-- "'NaN' in (...)" finds it.
-- ----------------------------------------------------------------------------
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

create or replace function public.w2g_jackpots_check_input()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if 'NaN'::numeric in (new.amount, new.tax_withheld, new.state_winnings, new.state_tax_withheld) then
    return new;
  end if;
  if new.amount < 0 or new.tax_withheld < 0 or coalesce(new.state_winnings, 0) < 0 or coalesce(new.state_tax_withheld, 0) < 0 then
    raise exception 'Amounts cannot be negative' using errcode = '23514';
  end if;
  -- One day of grace: the server's day (UTC) can be behind a player's day.
  if new.jackpot_date > current_date + 1
     and (tg_op = 'INSERT' or new.jackpot_date is distinct from old.jackpot_date) then
    raise exception 'A W2G cannot be dated in the future' using errcode = '23514';
  end if;
  if new.tax_withheld + coalesce(new.state_tax_withheld, 0) > new.amount then
    raise exception 'Tax withheld cannot be more than the jackpot' using errcode = '23514';
  end if;
  return new;
end;
$$;

-- A cost or comp: an amount above 0 (a non-number is the money check's), on exactly one trip or casino session,
-- and that one its writer's own: the owner of the row found by id against the new row's user_id, whoever writes
-- it (REST, restore, the service role), so security definer (the caller's row level security plays no part).
-- Another player's id and an id that does not exist get the same answer.
create or replace function private.trip_money_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_amount numeric := case tg_table_name when 'trip_costs' then (to_jsonb(new) ->> 'amount')::numeric
                                          else (to_jsonb(new) ->> 'value')::numeric end;
begin
  if v_amount is null or (v_amount <> 'NaN'::numeric and v_amount <= 0) then
    raise exception 'The amount must be more than 0' using errcode = '23514';
  end if;
  if num_nonnulls(new.trip_id, new.casino_session_id) <> 1 then
    raise exception 'Put it on one trip or one casino session' using errcode = '23514';
  end if;
  if new.trip_id is not null
     and not exists (select 1 from public.trips t where t.id = new.trip_id and t.user_id = new.user_id) then
    raise exception 'This trip is not yours' using errcode = '42501', hint = 'not_yours';
  end if;
  if new.casino_session_id is not null
     and not exists (select 1 from public.casino_sessions cs where cs.id = new.casino_session_id and cs.user_id = new.user_id) then
    raise exception 'This casino session is not yours' using errcode = '42501', hint = 'not_yours';
  end if;
  return new;
end;
$$;

comment on function private.trip_money_check() is
  'Trigger of trip_costs / trip_comps: an amount above 0, on exactly one trip or casino session, and that one owned by the row''s user_id (42501, hint not_yours, otherwise).';
revoke execute on function private.trip_money_check() from public, anon, authenticated;

-- ----------------------------------------------------------------------------
-- private.rebuild_play_rollups(p_user): Home's rollups (stats.slot_months,
-- casino_months, slot_casino_wins, slot_machine_wins) of one player (null:
-- everyone) counted again from their sessions, and their Insights months
-- marked to be rebuilt at commit. The rollups add and subtract each change, so
-- a sum that once took a NaN stays NaN after the row is corrected: this is how
-- they are mended (README "Amounts already stored"). Not for API roles.
-- ----------------------------------------------------------------------------
create function private.rebuild_play_rollups(p_user uuid default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from stats.slot_months where p_user is null or user_id = p_user;
  delete from stats.casino_months where p_user is null or user_id = p_user;
  delete from stats.slot_casino_wins where p_user is null or user_id = p_user;
  delete from stats.slot_machine_wins where p_user is null or user_id = p_user;

  insert into stats.slot_months (user_id, month, sessions, coins_in, coins_out, net)
  select user_id, date_trunc('month', session_date)::date, count(*), sum(coins_in), sum(coins_out), sum(result)
    from public.gambling_sessions
   where include_in_daily_totals is not false and (p_user is null or user_id = p_user)
   group by 1, 2;

  insert into stats.casino_months (user_id, month, sessions, visits, cash_in, cash_out, net)
  select user_id, date_trunc('month', arrival_date)::date, count(*), count(distinct (casino_id, arrival_date)),
         sum(total_cash_in), sum(final_cash), coalesce(sum(net_result), 0)
    from public.casino_sessions
   where final_cash is not null and (p_user is null or user_id = p_user)
   group by 1, 2;

  insert into stats.slot_casino_wins (user_id, grain, period, casino_id, won)
  select g.user_id, gr.grain, date_trunc(gr.grain, g.session_date)::date, g.casino_id, sum(g.result)
    from public.gambling_sessions g
   cross join (values ('month'), ('year')) as gr (grain)
   where g.include_in_daily_totals is not false and g.result > 0 and g.casino_id is not null
     and (p_user is null or g.user_id = p_user)
   group by 1, 2, 3, 4;

  insert into stats.slot_machine_wins (user_id, grain, period, slot_machine_id, won)
  select g.user_id, gr.grain, date_trunc(gr.grain, g.session_date)::date, g.slot_machine_id, sum(g.result)
    from public.gambling_sessions g
   cross join (values ('month'), ('year')) as gr (grain)
   where g.include_in_daily_totals is not false and g.result > 0 and g.slot_machine_id is not null
     and (p_user is null or g.user_id = p_user)
   group by 1, 2, 3, 4;

  insert into stats.slot_insight_stale (user_id, month)
  select g.user_id, date_trunc('month', g.session_date)::date
    from public.gambling_sessions g
   where p_user is null or g.user_id = p_user
  union
  select m.user_id, m.month
    from stats.slot_insight_months m
   where p_user is null or m.user_id = p_user
  on conflict do nothing;
end;
$$;

comment on function private.rebuild_play_rollups(uuid) is
  'Counts Home''s rollups of one player (null: everyone) again from the sessions and marks their Insights months stale (rebuilt at commit). For mending sums after stored rows are corrected.';
revoke execute on function private.rebuild_play_rollups(uuid) from public, anon, authenticated;
