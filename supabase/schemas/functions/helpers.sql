-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function private.max_money()
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 999999999.99::numeric;
$$;
comment on function private.max_money() is 'The largest amount (either way) any amount column holds: 999,999,999.99. src/lib/money.ts MAX_MONEY is the same.';
revoke execute on function private.max_money() from public;
grant execute on function private.max_money() to authenticated, service_role;

create or replace function private.play_limit_columns_written()
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
comment on function private.play_limit_columns_written() is 'Statement trigger (after update of the columns a loss depends on): marks the statement for private.play_limit_crossings_after_write, which runs next.';
revoke execute on function private.play_limit_columns_written() from public;

create or replace function private.play_limit_crossings_after_write()
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
comment on function private.play_limit_crossings_after_write() is 'Statement trigger: after slot sessions or casino sessions are inserted, or updated through a column a loss depends on, records the crossings they brought (private.record_play_limit_crossings).';
revoke execute on function private.play_limit_crossings_after_write() from public;

create or replace function private.rebuild_play_rollups(p_user uuid default null)
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

  insert into stats.slot_months (user_id, month, sessions, coins_in, coins_out, free_play, net)
  select user_id, date_trunc('month', session_date)::date, count(*), sum(coins_in), sum(coins_out), sum(free_play),
         sum(result)
    from public.gambling_sessions
   where include_in_daily_totals is not false and (p_user is null or user_id = p_user)
   group by 1, 2;

  insert into stats.casino_months (user_id, month, sessions, visits, cash_in, cash_out, net)
  select user_id, date_trunc('month', arrival_date)::date, count(*), count(distinct (casino_id, arrival_date)),
         sum(total_cash_in), sum(final_cash), coalesce(sum(net_result), 0)
    from public.casino_sessions
   where final_cash is not null and (p_user is null or user_id = p_user)
   group by 1, 2;

  insert into stats.slot_casino_wins (user_id, grain, period, casino_id, won, sessions)
  select g.user_id, gr.grain, date_trunc(gr.grain, g.session_date)::date, g.casino_id, coalesce(sum(g.result), 0), count(*)
    from public.gambling_sessions g
   cross join (values ('month'), ('year')) as gr (grain)
   where g.include_in_daily_totals is not false and g.casino_id is not null
     and (p_user is null or g.user_id = p_user)
   group by 1, 2, 3, 4;

  insert into stats.slot_machine_wins (user_id, grain, period, slot_machine_id, won, sessions)
  select g.user_id, gr.grain, date_trunc(gr.grain, g.session_date)::date, g.slot_machine_id, coalesce(sum(g.result), 0),
         count(*)
    from public.gambling_sessions g
   cross join (values ('month'), ('year')) as gr (grain)
   where g.include_in_daily_totals is not false and g.slot_machine_id is not null
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
comment on function private.rebuild_play_rollups(p_user uuid) is 'Counts Home''s rollups of one player (null: everyone) again from the sessions and marks their Insights months stale (rebuilt at commit). For mending sums after stored rows are corrected.';
revoke execute on function private.rebuild_play_rollups(p_user uuid) from public;

create or replace function private.record_play_limit_crossings(p_slot_sessions uuid[], p_casino_sessions uuid[])
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
comment on function private.record_play_limit_crossings(p_slot_sessions uuid[], p_casino_sessions uuid[]) is 'Records in play_limit_crossings every casino session among these (and the active ones holding these slot sessions) whose loss so far (R5) reached its player''s loss limit per casino session: one evaluation of the rows of a statement (or of a restore''s step); answers the crossings recorded.';
revoke execute on function private.record_play_limit_crossings(p_slot_sessions uuid[], p_casino_sessions uuid[]) from public;

create or replace function private.same_owner_play_refs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_machine boolean;
  v_session boolean := false;
begin
  -- A transition table is known to the statements of the operation that has it: each in its own branch.
  if tg_op = 'INSERT' then
    select exists (
      select 1 from new_rows n
       where n.slot_machine_id is not null
         and not exists (select 1 from public.slot_machines m
                          where m.id = n.slot_machine_id and (m.added_by is null or m.added_by = n.user_id)))
      into v_machine;
  else
    select exists (
      select 1 from new_rows n join old_rows o on o.id = n.id
       where n.slot_machine_id is not null
         and (n.slot_machine_id is distinct from o.slot_machine_id or n.user_id is distinct from o.user_id)
         and not exists (select 1 from public.slot_machines m
                          where m.id = n.slot_machine_id and (m.added_by is null or m.added_by = n.user_id)))
      into v_machine;
  end if;
  if v_machine then
    raise exception 'This slot machine is not in the catalog or yours' using errcode = '42501', hint = 'not_yours';
  end if;
  if tg_table_name = 'w2g_jackpots' then
    if tg_op = 'INSERT' then
      select exists (
        select 1 from new_rows n
         where n.session_id is not null
           and not exists (select 1 from public.gambling_sessions g where g.id = n.session_id and g.user_id = n.user_id))
        into v_session;
    else
      select exists (
        select 1 from new_rows n join old_rows o on o.id = n.id
         where n.session_id is not null
           and (n.session_id is distinct from o.session_id or n.user_id is distinct from o.user_id)
           and not exists (select 1 from public.gambling_sessions g where g.id = n.session_id and g.user_id = n.user_id))
        into v_session;
    end if;
  end if;
  if v_session then
    raise exception 'This slot session is not yours' using errcode = '42501', hint = 'not_yours';
  end if;
  return null;
end;
$$;
comment on function private.same_owner_play_refs() is 'Statement trigger of gambling_sessions / w2g_jackpots: the rows written name a catalog or own slot machine, and a W2G its owner''s own slot session (42501, hint not_yours), compared by owner columns.';
revoke execute on function private.same_owner_play_refs() from public;

create or replace function private.same_owner_refs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_owner uuid;
  v_new_owner boolean;
begin
  -- A field of NEW is looked up when the statement naming it is first run: each table's columns in its own branch.
  if tg_table_name = 'social_post_reports' then
    v_owner := new.reporter_user_id;
    v_new_owner := tg_op = 'INSERT' or new.reporter_user_id is distinct from old.reporter_user_id;
  else
    v_owner := new.user_id;
    v_new_owner := tg_op = 'INSERT' or new.user_id is distinct from old.user_id;
  end if;

  if tg_table_name = 'wish_list_games' then
    if new.slot_machine_id is not null
       and (v_new_owner or new.slot_machine_id is distinct from old.slot_machine_id)
       and not exists (select 1 from public.slot_machines m
                        where m.id = new.slot_machine_id and (m.added_by is null or m.added_by = v_owner)) then
      raise exception 'This slot machine is not in the catalog or yours' using errcode = '42501', hint = 'not_yours';
    end if;
  elsif tg_table_name = 'social_posts' then
    if new.jackpot_id is not null
       and (v_new_owner or new.jackpot_id is distinct from old.jackpot_id)
       and not exists (select 1 from public.w2g_jackpots j where j.id = new.jackpot_id and j.user_id = v_owner) then
      raise exception 'This W2G is not yours' using errcode = '42501', hint = 'not_yours';
    end if;
    if new.session_id is not null
       and (v_new_owner or new.session_id is distinct from old.session_id)
       and not exists (select 1 from public.gambling_sessions g where g.id = new.session_id and g.user_id = v_owner) then
      raise exception 'This slot session is not yours' using errcode = '42501', hint = 'not_yours';
    end if;
  elsif tg_table_name = 'play_limit_crossings' then
    if (v_new_owner or new.casino_session_id is distinct from old.casino_session_id)
       and not exists (select 1 from public.casino_sessions cs where cs.id = new.casino_session_id and cs.user_id = v_owner) then
      raise exception 'This casino session is not yours' using errcode = '42501', hint = 'not_yours';
    end if;
  elsif tg_table_name in ('social_post_reactions', 'social_post_comments', 'social_post_reports') then
    -- Another player's post is the point here, but only one its writer can see (the posts' read policy, by owner):
    -- public and approved, their own, or any for an admin. The insert policies said so; an update could move a
    -- reaction or comment onto any post.
    if (v_new_owner or new.post_id is distinct from old.post_id)
       and not exists (select 1 from public.social_posts p
                        where p.id = new.post_id
                          and ((p.is_public and p.moderation_status = 'approved') or p.user_id = v_owner
                               or exists (select 1 from public.admin_users a where a.id = v_owner))) then
      raise exception 'This post is not public' using errcode = '42501', hint = 'not_yours';
    end if;
  end if;
  return new;
end;
$$;
comment on function private.same_owner_refs() is 'Row trigger: a player''s row names only rows of its own owner (a post''s W2G and slot session, a crossing''s casino session), catalog or own slot machines (the wish list), and posts its owner can see; compared by owner columns whoever writes (42501, hint not_yours).';
revoke execute on function private.same_owner_refs() from public;

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.set_updated_at() is 'Trigger: keeps updated_at current on every UPDATE.';

create or replace function stats.apply_casino_deltas(p_deltas stats.casino_delta[])
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
revoke execute on function stats.apply_casino_deltas(p_deltas stats.casino_delta[]) from public;

create or replace function stats.apply_slot_deltas(p_deltas stats.slot_delta[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into stats.slot_months as t (user_id, month, sessions, coins_in, coins_out, free_play, net)
  select d.user_id, date_trunc('month', d.session_date)::date, sum(d.sign), sum(d.sign * d.coins_in),
         sum(d.sign * d.coins_out), sum(d.sign * coalesce(d.free_play, 0)), sum(d.sign * coalesce(d.result, 0))
    from unnest(p_deltas) d
   group by 1, 2
  on conflict (user_id, month) do update
    set sessions = t.sessions + excluded.sessions,
        coins_in = t.coins_in + excluded.coins_in,
        coins_out = t.coins_out + excluded.coins_out,
        free_play = t.free_play + excluded.free_play,
        net = t.net + excluded.net;
  delete from stats.slot_months t
   using (select distinct d.user_id, date_trunc('month', d.session_date)::date as month from unnest(p_deltas) d) k
   where t.user_id = k.user_id and t.month = k.month and t.sessions = 0;

  insert into stats.slot_casino_wins as t (user_id, grain, period, casino_id, won, sessions)
  select d.user_id, g.grain, date_trunc(g.grain, d.session_date)::date, d.casino_id,
         sum(d.sign * coalesce(d.result, 0)), sum(d.sign)
    from unnest(p_deltas) d cross join (values ('month'), ('year')) as g (grain)
   where d.casino_id is not null
   group by 1, 2, 3, 4
  on conflict (user_id, grain, period, casino_id) do update
    set won = t.won + excluded.won, sessions = t.sessions + excluded.sessions;
  delete from stats.slot_casino_wins t
   using (select distinct d.user_id, d.casino_id, date_trunc('month', d.session_date)::date as month,
                 date_trunc('year', d.session_date)::date as year
            from unnest(p_deltas) d where d.casino_id is not null) k
   where t.user_id = k.user_id and t.casino_id = k.casino_id and t.sessions = 0
     and ((t.grain = 'month' and t.period = k.month) or (t.grain = 'year' and t.period = k.year));

  insert into stats.slot_machine_wins as t (user_id, grain, period, slot_machine_id, won, sessions)
  select d.user_id, g.grain, date_trunc(g.grain, d.session_date)::date, d.slot_machine_id,
         sum(d.sign * coalesce(d.result, 0)), sum(d.sign)
    from unnest(p_deltas) d cross join (values ('month'), ('year')) as g (grain)
   where d.slot_machine_id is not null
   group by 1, 2, 3, 4
  on conflict (user_id, grain, period, slot_machine_id) do update
    set won = t.won + excluded.won, sessions = t.sessions + excluded.sessions;
  delete from stats.slot_machine_wins t
   using (select distinct d.user_id, d.slot_machine_id, date_trunc('month', d.session_date)::date as month,
                 date_trunc('year', d.session_date)::date as year
            from unnest(p_deltas) d where d.slot_machine_id is not null) k
   where t.user_id = k.user_id and t.slot_machine_id = k.slot_machine_id and t.sessions = 0
     and ((t.grain = 'month' and t.period = k.month) or (t.grain = 'year' and t.period = k.year));
end;
$$;
revoke execute on function stats.apply_slot_deltas(p_deltas stats.slot_delta[]) from public;

create or replace function stats.casino_sessions_rollup_rows()
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
revoke execute on function stats.casino_sessions_rollup_rows() from public;

create or replace function stats.gambling_sessions_rollup_rows()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_deltas stats.slot_delta[];
begin
  if tg_op = 'INSERT' then
    select array_agg(row(n.user_id, n.session_date, n.casino_id, n.slot_machine_id, n.coins_in, n.coins_out, n.result, 1,
                         n.free_play)::stats.slot_delta)
      into v_deltas
      from new_rows n
     where n.include_in_daily_totals is not false;
  elsif tg_op = 'DELETE' then
    select array_agg(row(o.user_id, o.session_date, o.casino_id, o.slot_machine_id, o.coins_in, o.coins_out, o.result, -1,
                         o.free_play)::stats.slot_delta)
      into v_deltas
      from old_rows o
     where o.include_in_daily_totals is not false;
  else
    -- The old row's part out and the new one's in, for the rows whose counted figures changed.
    with changed as (
      select o, n
        from old_rows o
        full join new_rows n on n.id = o.id
       where (o.user_id, o.session_date, o.casino_id, o.slot_machine_id, o.coins_in, o.coins_out, o.free_play, o.result,
              o.include_in_daily_totals)
             is distinct from
             (n.user_id, n.session_date, n.casino_id, n.slot_machine_id, n.coins_in, n.coins_out, n.free_play, n.result,
              n.include_in_daily_totals)
    )
    select array_agg(x.d) into v_deltas
      from (
        select row((c.o).user_id, (c.o).session_date, (c.o).casino_id, (c.o).slot_machine_id, (c.o).coins_in,
                   (c.o).coins_out, (c.o).result, -1, (c.o).free_play)::stats.slot_delta as d
          from changed c where (c.o).id is not null and (c.o).include_in_daily_totals is not false
        union all
        select row((c.n).user_id, (c.n).session_date, (c.n).casino_id, (c.n).slot_machine_id, (c.n).coins_in,
                   (c.n).coins_out, (c.n).result, 1, (c.n).free_play)::stats.slot_delta
          from changed c where (c.n).id is not null and (c.n).include_in_daily_totals is not false
      ) x;
  end if;
  if v_deltas is not null then
    perform stats.apply_slot_deltas(v_deltas);
  end if;
  return null;
end;
$$;
revoke execute on function stats.gambling_sessions_rollup_rows() from public;
