-- =============================================================================
-- No write recomputes a day or a month once per row.
--
-- Play limit crossings (private.record_play_limit_crossing, last made in
-- 20260101004700_casino_session_limit_names) ran for every slot session and
-- casino session row written: each slot session row called private.slot_play
-- over its whole day. A restore of 3,500 slot sessions of one day with a loss
-- limit per casino session read that day 3,500 times (99 s; 1,000 rows 10 s).
-- Home's rollups (stats.apply_casino_session, 20260101001600_play_stats_rollups)
-- recounted a month's visits once per casino session row.
--
-- Now both run once per statement, over the statement's rows (transition
-- tables), with the same results:
--
--   crossings  After every statement the old row trigger saw the statement's
--              final state in each of its calls (AFTER ROW triggers run when the
--              statement has ended), so one evaluation of the statement's rows
--              at that state records the same casino sessions with the same loss
--              and limit. An UPDATE counted when it named one of the listed
--              columns in its SET list, changed or not ("update of ..."), which
--              a trigger with transition tables cannot say: a statement trigger
--              with that column list marks the statement (a setting local to the
--              transaction) and the statement trigger that reads the rows checks
--              the mark, so the same updates count.
--              private.record_play_limit_crossings(slot sessions, casino
--              sessions) is the one evaluation: it reads each player's slot play
--              once over the dates of the rows, and the casino sessions' losses
--              once over their arrival dates.
--   rollups    stats.slot_months / slot_casino_wins / slot_machine_wins /
--              casino_months take each statement's rows summed per key (the
--              old row's part taken away, the new one's added, as before), the
--              visits of a touched month recounted once, and rows whose count or
--              winnings fell to zero deleted.
--
-- A restore (20260101004841_restore_in_steps) writes in several short
-- transactions and asks for crossings itself, at the points the one-statement
-- restore had them: while private.restore_applying is 'on' (local to its
-- transaction) the crossing triggers leave the rows to it.
--
-- Unchanged: the insight months (already marked per statement and rebuilt at
-- commit, 20260101004600_insight_months), a W2G's slot session result (one
-- primary-key update per W2G row, 20260101004500_slot_result_by_key).
-- =============================================================================

-- ----------------------------------------------------------------------------
-- Crossings: one evaluation for a set of slot sessions and casino sessions.
-- ----------------------------------------------------------------------------
create function private.record_play_limit_crossings(p_slot_sessions uuid[], p_casino_sessions uuid[])
returns uuid[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_far constant timestamp := timestamp '9999-12-31 23:59:59';
  v_player record;
  v_recorded uuid[] := '{}';
  v_ids uuid[];
begin
  for v_player in
    with written as (
      select g.user_id, g.id as slot_session_id, g.session_date, null::uuid as casino_session_id
        from unnest(coalesce(p_slot_sessions, '{}')) as i (id)
        join public.gambling_sessions g on g.id = i.id
       where g.casino_id is not null
      union all
      select cs.user_id, null, null, cs.id
        from unnest(coalesce(p_casino_sessions, '{}')) as i (id)
        join public.casino_sessions cs on cs.id = i.id
    )
    select w.user_id, pl.casino_session_loss_limit as loss_limit,
           array_agg(w.slot_session_id) filter (where w.slot_session_id is not null) as slot_sessions,
           min(w.session_date) as first_day, max(w.session_date) as last_day,
           array_agg(w.casino_session_id) filter (where w.casino_session_id is not null) as casino_sessions
      from written w
      join public.play_limits pl on pl.id = w.user_id
     where pl.casino_session_loss_limit is not null
     group by w.user_id, pl.casino_session_loss_limit
  loop
    -- A written casino session is its own; slot play moves only the active casino session holding it (a
    -- closed one's loss is its cash).
    with touched as (
      select sp.active_casino_session_id as id
        from private.slot_play(v_player.user_id, v_player.first_day, v_player.last_day, v_far) sp
        join unnest(coalesce(v_player.slot_sessions, '{}')) as s (id) on s.id = sp.slot_session_id
       where sp.active_casino_session_id is not null
      union
      select c.id from unnest(coalesce(v_player.casino_sessions, '{}')) as c (id)
    ),
    days as (
      select min(cs.arrival_date) as first_day, max(cs.arrival_date) as last_day
        from touched t join public.casino_sessions cs on cs.id = t.id
    ),
    recorded as (
      insert into public.play_limit_crossings (user_id, casino_session_id, loss, loss_limit)
      select v_player.user_id, v.visit_id, v.loss, v_player.loss_limit
        from days, private.play_visit_losses(v_player.user_id, days.first_day, days.last_day, v_far) v
        join touched t on t.id = v.visit_id
       where v.loss >= v_player.loss_limit
       order by v.visit_id
      on conflict (casino_session_id, kind) do nothing
      returning id
    )
    select array_agg(recorded.id) into v_ids from recorded;
    v_recorded := v_recorded || coalesce(v_ids, '{}');
  end loop;
  return v_recorded;
end;
$$;

comment on function private.record_play_limit_crossings(uuid[], uuid[]) is
  'Records in play_limit_crossings every casino session among these (and the active ones holding these slot sessions) whose loss so far (R5) reached its player''s loss limit per casino session: one evaluation of the rows of a statement (or of a restore''s step); answers the crossings recorded.';
revoke execute on function private.record_play_limit_crossings(uuid[], uuid[]) from public, anon, authenticated;

-- The statement named one of the columns a crossing depends on (the column list's statement trigger).
create function private.play_limit_columns_written()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform set_config('private.play_limit_columns_written', tg_table_name, true);
  return null;
end;
$$;

comment on function private.play_limit_columns_written() is
  'Statement trigger (after update of the columns a loss depends on): marks the statement for private.play_limit_crossings_after_write, which runs next.';
revoke execute on function private.play_limit_columns_written() from public, anon, authenticated;

create function private.play_limit_crossings_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  if tg_op = 'UPDATE' then
    if current_setting('private.play_limit_columns_written', true) is distinct from tg_table_name then
      return null;
    end if;
    perform set_config('private.play_limit_columns_written', '', true);
  end if;
  if current_setting('private.restore_applying', true) = 'on' then
    return null;
  end if;
  select array_agg(n.id) into v_ids from new_rows n;
  if tg_table_name = 'casino_sessions' then
    perform private.record_play_limit_crossings(null, v_ids);
  else
    perform private.record_play_limit_crossings(v_ids, null);
  end if;
  return null;
end;
$$;

comment on function private.play_limit_crossings_after_write() is
  'Statement trigger: after slot sessions or casino sessions are inserted, or updated through a column a loss depends on, records the crossings they brought (private.record_play_limit_crossings).';
revoke execute on function private.play_limit_crossings_after_write() from public, anon, authenticated;

drop trigger gambling_sessions_play_limit_crossing on public.gambling_sessions;
drop trigger casino_sessions_play_limit_crossing on public.casino_sessions;
drop function private.record_play_limit_crossing();

create trigger gambling_sessions_play_limit_crossing_insert
  after insert on public.gambling_sessions
  referencing new table as new_rows
  for each statement execute function private.play_limit_crossings_after_write();
-- Statement triggers of one event run in name order: "_columns" marks, "_update" reads.
create trigger gambling_sessions_play_limit_crossing_columns
  after update of coins_in, coins_out, is_live, jackpot_net, casino_id, session_date, session_time
  on public.gambling_sessions
  for each statement execute function private.play_limit_columns_written();
create trigger gambling_sessions_play_limit_crossing_update
  after update on public.gambling_sessions
  referencing new table as new_rows
  for each statement execute function private.play_limit_crossings_after_write();

create trigger casino_sessions_play_limit_crossing_insert
  after insert on public.casino_sessions
  referencing new table as new_rows
  for each statement execute function private.play_limit_crossings_after_write();
create trigger casino_sessions_play_limit_crossing_columns
  after update of final_cash, starting_cash, additional_cash, casino_id, arrival_date, arrival_time,
    departure_date, departure_time
  on public.casino_sessions
  for each statement execute function private.play_limit_columns_written();
create trigger casino_sessions_play_limit_crossing_update
  after update on public.casino_sessions
  referencing new table as new_rows
  for each statement execute function private.play_limit_crossings_after_write();

-- ----------------------------------------------------------------------------
-- Home's rollups: a statement's rows summed per key.
-- ----------------------------------------------------------------------------
create type stats.slot_delta as (
  user_id uuid, session_date date, casino_id uuid, slot_machine_id uuid,
  coins_in numeric, coins_out numeric, result numeric, sign integer);
create type stats.casino_delta as (
  user_id uuid, arrival_date date, cash_in numeric, cash_out numeric, net numeric, sign integer);

-- Adds (sign 1) and takes away (sign -1) slot sessions counted in statistics, as stats.apply_slot_session did
-- one at a time: the same sums, and no row left whose session count or winnings are zero. (Each upsert is its
-- own statement: a statement does not see what its own data-modifying CTEs wrote.)
create function stats.apply_slot_deltas(p_deltas stats.slot_delta[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into stats.slot_months as t (user_id, month, sessions, coins_in, coins_out, net)
  select d.user_id, date_trunc('month', d.session_date)::date, sum(d.sign), sum(d.sign * d.coins_in),
         sum(d.sign * d.coins_out), sum(d.sign * coalesce(d.result, 0))
    from unnest(p_deltas) d
   group by 1, 2
  on conflict (user_id, month) do update
    set sessions = t.sessions + excluded.sessions,
        coins_in = t.coins_in + excluded.coins_in,
        coins_out = t.coins_out + excluded.coins_out,
        net = t.net + excluded.net;
  delete from stats.slot_months t
   using (select distinct d.user_id, date_trunc('month', d.session_date)::date as month from unnest(p_deltas) d) k
   where t.user_id = k.user_id and t.month = k.month and t.sessions = 0;

  insert into stats.slot_casino_wins as t (user_id, grain, period, casino_id, won)
  select d.user_id, g.grain, date_trunc(g.grain, d.session_date)::date, d.casino_id, sum(d.sign * d.result)
    from unnest(p_deltas) d cross join (values ('month'), ('year')) as g (grain)
   where d.result > 0 and d.casino_id is not null
   group by 1, 2, 3, 4
  on conflict (user_id, grain, period, casino_id) do update set won = t.won + excluded.won;
  delete from stats.slot_casino_wins t
   using (select distinct d.user_id, d.casino_id, date_trunc('month', d.session_date)::date as month,
                 date_trunc('year', d.session_date)::date as year
            from unnest(p_deltas) d where d.result > 0 and d.casino_id is not null) k
   where t.user_id = k.user_id and t.casino_id = k.casino_id and t.won = 0
     and ((t.grain = 'month' and t.period = k.month) or (t.grain = 'year' and t.period = k.year));

  insert into stats.slot_machine_wins as t (user_id, grain, period, slot_machine_id, won)
  select d.user_id, g.grain, date_trunc(g.grain, d.session_date)::date, d.slot_machine_id, sum(d.sign * d.result)
    from unnest(p_deltas) d cross join (values ('month'), ('year')) as g (grain)
   where d.result > 0 and d.slot_machine_id is not null
   group by 1, 2, 3, 4
  on conflict (user_id, grain, period, slot_machine_id) do update set won = t.won + excluded.won;
  delete from stats.slot_machine_wins t
   using (select distinct d.user_id, d.slot_machine_id, date_trunc('month', d.session_date)::date as month,
                 date_trunc('year', d.session_date)::date as year
            from unnest(p_deltas) d where d.result > 0 and d.slot_machine_id is not null) k
   where t.user_id = k.user_id and t.slot_machine_id = k.slot_machine_id and t.won = 0
     and ((t.grain = 'month' and t.period = k.month) or (t.grain = 'year' and t.period = k.year));
end;
$$;

-- Completed casino sessions, as stats.apply_casino_session did one at a time: the sums first (their row locks
-- order concurrent writers of a month), then each touched month's visits recounted once.
create function stats.apply_casino_deltas(p_deltas stats.casino_delta[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into stats.casino_months as t (user_id, month, sessions, visits, cash_in, cash_out, net)
  select d.user_id, date_trunc('month', d.arrival_date)::date, sum(d.sign), 0, sum(d.sign * d.cash_in),
         sum(d.sign * d.cash_out), sum(d.sign * coalesce(d.net, 0))
    from unnest(p_deltas) d
   group by 1, 2
  on conflict (user_id, month) do update
    set sessions = t.sessions + excluded.sessions,
        cash_in = t.cash_in + excluded.cash_in,
        cash_out = t.cash_out + excluded.cash_out,
        net = t.net + excluded.net;
  update stats.casino_months t
     set visits = (select count(distinct (cs.casino_id, cs.arrival_date))
                     from public.casino_sessions cs
                    where cs.user_id = t.user_id and cs.final_cash is not null
                      and cs.arrival_date >= t.month and cs.arrival_date < t.month + interval '1 month')
    from (select distinct d.user_id, date_trunc('month', d.arrival_date)::date as month from unnest(p_deltas) d) k
   where t.user_id = k.user_id and t.month = k.month;
  delete from stats.casino_months t
   using (select distinct d.user_id, date_trunc('month', d.arrival_date)::date as month from unnest(p_deltas) d) k
   where t.user_id = k.user_id and t.month = k.month and t.sessions = 0;
end;
$$;

revoke execute on function stats.apply_slot_deltas(stats.slot_delta[]), stats.apply_casino_deltas(stats.casino_delta[])
  from public, anon, authenticated, service_role;

create function stats.gambling_sessions_rollup_rows()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_deltas stats.slot_delta[];
begin
  if tg_op = 'INSERT' then
    select array_agg(row(n.user_id, n.session_date, n.casino_id, n.slot_machine_id, n.coins_in, n.coins_out, n.result, 1)::stats.slot_delta)
      into v_deltas
      from new_rows n
     where n.include_in_daily_totals is not false;
  elsif tg_op = 'DELETE' then
    select array_agg(row(o.user_id, o.session_date, o.casino_id, o.slot_machine_id, o.coins_in, o.coins_out, o.result, -1)::stats.slot_delta)
      into v_deltas
      from old_rows o
     where o.include_in_daily_totals is not false;
  else
    -- The old row's part out and the new one's in, for the rows whose counted figures changed.
    with changed as (
      select o, n
        from old_rows o
        full join new_rows n on n.id = o.id
       where (o.user_id, o.session_date, o.casino_id, o.slot_machine_id, o.coins_in, o.coins_out, o.result, o.include_in_daily_totals)
             is distinct from
             (n.user_id, n.session_date, n.casino_id, n.slot_machine_id, n.coins_in, n.coins_out, n.result, n.include_in_daily_totals)
    )
    select array_agg(x.d) into v_deltas
      from (
        select row((c.o).user_id, (c.o).session_date, (c.o).casino_id, (c.o).slot_machine_id, (c.o).coins_in,
                   (c.o).coins_out, (c.o).result, -1)::stats.slot_delta as d
          from changed c where (c.o).id is not null and (c.o).include_in_daily_totals is not false
        union all
        select row((c.n).user_id, (c.n).session_date, (c.n).casino_id, (c.n).slot_machine_id, (c.n).coins_in,
                   (c.n).coins_out, (c.n).result, 1)::stats.slot_delta
          from changed c where (c.n).id is not null and (c.n).include_in_daily_totals is not false
      ) x;
  end if;
  if v_deltas is not null then
    perform stats.apply_slot_deltas(v_deltas);
  end if;
  return null;
end;
$$;

create function stats.casino_sessions_rollup_rows()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_deltas stats.casino_delta[];
begin
  if tg_op = 'INSERT' then
    select array_agg(row(n.user_id, n.arrival_date, n.total_cash_in, n.final_cash, n.net_result, 1)::stats.casino_delta)
      into v_deltas
      from new_rows n
     where n.final_cash is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(row(o.user_id, o.arrival_date, o.total_cash_in, o.final_cash, o.net_result, -1)::stats.casino_delta)
      into v_deltas
      from old_rows o
     where o.final_cash is not null;
  else
    with changed as (
      select o, n
        from old_rows o
        full join new_rows n on n.id = o.id
       where (o.user_id, o.arrival_date, o.casino_id, o.total_cash_in, o.final_cash, o.net_result)
             is distinct from
             (n.user_id, n.arrival_date, n.casino_id, n.total_cash_in, n.final_cash, n.net_result)
    )
    select array_agg(x.d) into v_deltas
      from (
        select row((c.o).user_id, (c.o).arrival_date, (c.o).total_cash_in, (c.o).final_cash, (c.o).net_result, -1)::stats.casino_delta as d
          from changed c where (c.o).id is not null and (c.o).final_cash is not null
        union all
        select row((c.n).user_id, (c.n).arrival_date, (c.n).total_cash_in, (c.n).final_cash, (c.n).net_result, 1)::stats.casino_delta
          from changed c where (c.n).id is not null and (c.n).final_cash is not null
      ) x;
  end if;
  if v_deltas is not null then
    perform stats.apply_casino_deltas(v_deltas);
  end if;
  return null;
end;
$$;

revoke execute on function stats.gambling_sessions_rollup_rows(), stats.casino_sessions_rollup_rows()
  from public, anon, authenticated, service_role;

drop trigger gambling_sessions_rollup on public.gambling_sessions;
drop trigger casino_sessions_rollup on public.casino_sessions;
drop function stats.gambling_sessions_rollup();
drop function stats.casino_sessions_rollup();
drop function stats.apply_slot_session(uuid, date, uuid, uuid, numeric, numeric, numeric, integer);
drop function stats.apply_casino_session(uuid, date, numeric, numeric, numeric, integer);

create trigger gambling_sessions_rollup_insert
  after insert on public.gambling_sessions
  referencing new table as new_rows
  for each statement execute function stats.gambling_sessions_rollup_rows();
create trigger gambling_sessions_rollup_update
  after update on public.gambling_sessions
  referencing old table as old_rows new table as new_rows
  for each statement execute function stats.gambling_sessions_rollup_rows();
create trigger gambling_sessions_rollup_delete
  after delete on public.gambling_sessions
  referencing old table as old_rows
  for each statement execute function stats.gambling_sessions_rollup_rows();

create trigger casino_sessions_rollup_insert
  after insert on public.casino_sessions
  referencing new table as new_rows
  for each statement execute function stats.casino_sessions_rollup_rows();
create trigger casino_sessions_rollup_update
  after update on public.casino_sessions
  referencing old table as old_rows new table as new_rows
  for each statement execute function stats.casino_sessions_rollup_rows();
create trigger casino_sessions_rollup_delete
  after delete on public.casino_sessions
  referencing old table as old_rows
  for each statement execute function stats.casino_sessions_rollup_rows();
