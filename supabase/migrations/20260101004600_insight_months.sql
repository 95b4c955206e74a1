-- =============================================================================
-- Insights from monthly rollups (issue 38, Performance: "Insights RPC p95 <= 50 ms
-- for any period up to all time").
--
-- get_play_insights (20260101004400) read every slot session of the period, of
-- the same dates a year earlier and of all time: 29,386 rows for the decade
-- player on every call, 82-288 ms on the emulator even for "this month". Whole
-- months now come from stats.slot_insight_months, one row per (player, kind,
-- month, key) of sums that add up across months (counts, sums, the sum of
-- squared results for the spread, the biggest win as a max); only the part
-- months at a period's ends are read from the sessions.
--
-- One definition of a session's figures and keys: stats.insight_play (per
-- session) and stats.insight_sums (summed per kind and key) read both the
-- rollup's months and a period's part months.
--   kinds   casino, game, weekday, hour, month (manufacturer is read from the
--           game rows through slot_machines when asked, so an admin's edit of a
--           machine's manufacturer shows at once)
--
-- Kept exact at commit: a statement trigger on gambling_sessions marks the
-- (player, month) pairs whose counted sessions changed in
-- stats.slot_insight_stale; a deferred constraint trigger on a new mark rebuilds
-- that month when the transaction commits (one advisory lock per player), so a
-- restore's 30,000 sessions and 2,000 W2G links rebuild each touched month once,
-- and a read never writes (get_play_insights stays stable).
-- =============================================================================

create table stats.slot_insight_months (
  user_id uuid not null,
  kind text not null check (kind in ('casino', 'game', 'weekday', 'hour', 'month')),
  month date not null check (month = date_trunc('month', month)::date),
  key text not null,
  sessions bigint not null,
  timed_sessions bigint not null,
  minutes numeric,
  money_in numeric,
  money_out numeric,
  net numeric,
  net_count bigint not null,
  net_squares numeric,
  winning_sessions bigint not null,
  timed_net numeric not null,
  timed_minutes numeric,
  biggest_win numeric,
  counted_sessions bigint not null,
  bonuses bigint not null,
  timed_bonuses bigint,
  counted_minutes numeric,
  primary key (user_id, kind, month, key)
);
alter table stats.slot_insight_months enable row level security;
comment on table stats.slot_insight_months is
  'Per player, kind (casino, game, weekday, hour, month), month of session_date and key: the sums get_play_insights adds up (stats.insight_sums of that month), for slot sessions counted in statistics and not live. A month is rebuilt when a transaction that changed it commits (stats.slot_insight_stale).';

create policy "Players can read their own monthly insight sums"
  on stats.slot_insight_months for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "Enrolled players need aal2 to read monthly insight sums"
  on stats.slot_insight_months as restrictive for select to authenticated
  using ((select private.require_aal()));
grant select on stats.slot_insight_months to authenticated, service_role;

create table stats.slot_insight_stale (
  user_id uuid not null,
  month date not null check (month = date_trunc('month', month)::date),
  primary key (user_id, month)
);
alter table stats.slot_insight_stale enable row level security;
comment on table stats.slot_insight_stale is
  'Months of a player whose counted slot sessions changed since stats.slot_insight_months was built for them (marked by a statement trigger, cleared when they are rebuilt, at commit). No policy: only the definer functions read it.';

-- ----------------------------------------------------------------------------
-- One session's figures and keys (the rule of 20260101004400, with 20260101004205's
-- own money in: coins in less free play; money out includes linked jackpots).
-- ----------------------------------------------------------------------------
create function stats.insight_play(p_uid uuid, p_lo date, p_hi date)
returns table (
  session_date date, casino_key text, game_key text, weekday_key text, hour_key text, month_key text,
  money_in numeric, money_out numeric, result numeric, minutes numeric, bonus_count integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select g.session_date,
         coalesce(g.casino_id::text, ''),
         coalesce(g.slot_machine_id::text, ''),
         extract(isodow from g.session_date)::int::text,
         extract(hour from g.session_time)::int::text,
         to_char(g.session_date, 'YYYY-MM'),
         g.coins_in - g.free_play,
         g.coins_out + g.jackpot_net,
         g.result,
         case when g.end_date is not null and g.end_time is not null
              then extract(epoch from (g.end_date + g.end_time) - (g.session_date + g.session_time)) / 60 end,
         g.bonus_count
    from public.gambling_sessions g
   where g.user_id = p_uid and g.session_date between p_lo and p_hi
     and g.include_in_daily_totals and not g.is_live
$$;
comment on function stats.insight_play(uuid, date, date) is
  'Insights: one row per slot session of p_uid dated p_lo..p_hi that statistics count (not live): its keys per kind and its figures (own money in, money out with linked jackpots, result, minutes played when both ends are known, bonuses counted).';

-- The same sessions summed per kind and key (p_kind null: every kind).
create function stats.insight_sums(p_uid uuid, p_lo date, p_hi date, p_kind text default null)
returns table (
  kind text, key text, sessions bigint, timed_sessions bigint, minutes numeric, money_in numeric, money_out numeric,
  net numeric, net_count bigint, net_squares numeric, winning_sessions bigint, timed_net numeric, timed_minutes numeric,
  biggest_win numeric, counted_sessions bigint, bonuses bigint, timed_bonuses bigint, counted_minutes numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  select k.kind, k.key,
         count(*), count(p.minutes), sum(p.minutes),
         sum(p.money_in), sum(p.money_out), sum(p.result), count(p.result), sum(p.result * p.result),
         count(*) filter (where p.result > 0),
         coalesce(sum(p.result) filter (where p.minutes is not null), 0),
         sum(p.minutes) filter (where p.minutes > 0),
         max(p.result) filter (where p.result > 0),
         count(p.bonus_count), coalesce(sum(p.bonus_count), 0),
         sum(p.bonus_count) filter (where p.minutes > 0),
         sum(p.minutes) filter (where p.minutes > 0 and p.bonus_count is not null)
    from stats.insight_play(p_uid, p_lo, p_hi) p
   cross join lateral (values ('casino', p.casino_key), ('game', p.game_key), ('weekday', p.weekday_key),
                              ('hour', p.hour_key), ('month', p.month_key)) as k (kind, key)
   where p_kind is null or k.kind = p_kind
   group by k.kind, k.key
$$;
comment on function stats.insight_sums(uuid, date, date, text) is
  'Insights: stats.insight_play of p_uid, p_lo..p_hi summed per kind and key (p_kind null: all five kinds), in sums that add up across months (net_squares and net_count give the spread; biggest_win is a max).';

grant execute on function stats.insight_play(uuid, date, date), stats.insight_sums(uuid, date, date, text)
  to authenticated, service_role;
revoke execute on function stats.insight_play(uuid, date, date), stats.insight_sums(uuid, date, date, text)
  from public, anon;

-- ----------------------------------------------------------------------------
-- Marking: the months whose counted sessions a statement changed.
-- ----------------------------------------------------------------------------
create function stats.gambling_sessions_insight_stale()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into stats.slot_insight_stale (user_id, month)
    select distinct n.user_id, date_trunc('month', n.session_date)::date
      from new_rows n
     where n.include_in_daily_totals and not n.is_live
    on conflict do nothing;
  elsif tg_op = 'DELETE' then
    insert into stats.slot_insight_stale (user_id, month)
    select distinct o.user_id, date_trunc('month', o.session_date)::date
      from old_rows o
     where o.include_in_daily_totals and not o.is_live
    on conflict do nothing;
  else
    insert into stats.slot_insight_stale (user_id, month)
    select distinct m.user_id, m.month
      from old_rows o
      join new_rows n on n.id = o.id
     cross join lateral (values (o.user_id, date_trunc('month', o.session_date)::date, o.include_in_daily_totals and not o.is_live),
                                (n.user_id, date_trunc('month', n.session_date)::date, n.include_in_daily_totals and not n.is_live))
           as m (user_id, month, counted)
     where m.counted
       and (o.user_id, o.session_date, o.session_time, o.end_date, o.end_time, o.casino_id, o.slot_machine_id,
            o.coins_in, o.coins_out, o.free_play, o.jackpot_net, o.result, o.include_in_daily_totals, o.is_live, o.bonus_count)
           is distinct from
           (n.user_id, n.session_date, n.session_time, n.end_date, n.end_time, n.casino_id, n.slot_machine_id,
            n.coins_in, n.coins_out, n.free_play, n.jackpot_net, n.result, n.include_in_daily_totals, n.is_live, n.bonus_count)
    on conflict do nothing;
  end if;
  return null;
end;
$$;

create trigger gambling_sessions_insight_stale_insert
  after insert on public.gambling_sessions
  referencing new table as new_rows
  for each statement execute function stats.gambling_sessions_insight_stale();
create trigger gambling_sessions_insight_stale_update
  after update on public.gambling_sessions
  referencing old table as old_rows new table as new_rows
  for each statement execute function stats.gambling_sessions_insight_stale();
create trigger gambling_sessions_insight_stale_delete
  after delete on public.gambling_sessions
  referencing old table as old_rows
  for each statement execute function stats.gambling_sessions_insight_stale();

-- TRUNCATE empties the rollups (20260101001600's trigger, now with these two tables).
create or replace function stats.gambling_sessions_truncated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  truncate stats.slot_months, stats.slot_casino_wins, stats.slot_machine_wins,
           stats.slot_insight_months, stats.slot_insight_stale;
  return null;
end;
$$;

-- ----------------------------------------------------------------------------
-- Rebuilding at commit: a deferred trigger on the marks, so a month is rebuilt
-- once per transaction that marked it (a second mark of the same month in that
-- transaction is a conflict, not a row), however many of its sessions moved.
-- ----------------------------------------------------------------------------
create function stats.slot_insight_stale_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- One rebuild at a time per player: a concurrent commit waits, then reads what this one wrote.
  perform pg_advisory_xact_lock(hashtextextended('stats.slot_insight_months:' || new.user_id::text, 0));
  delete from stats.slot_insight_stale s where s.user_id = new.user_id and s.month = new.month;
  delete from stats.slot_insight_months r
   where r.user_id = new.user_id and r.kind = any (array['casino', 'game', 'weekday', 'hour', 'month']) and r.month = new.month;
  insert into stats.slot_insight_months (
    user_id, kind, month, key, sessions, timed_sessions, minutes, money_in, money_out, net, net_count, net_squares,
    winning_sessions, timed_net, timed_minutes, biggest_win, counted_sessions, bonuses, timed_bonuses, counted_minutes)
  select new.user_id, s.kind, new.month, s.key, s.sessions, s.timed_sessions, s.minutes, s.money_in, s.money_out, s.net,
         s.net_count, s.net_squares, s.winning_sessions, s.timed_net, s.timed_minutes, s.biggest_win, s.counted_sessions,
         s.bonuses, s.timed_bonuses, s.counted_minutes
    from stats.insight_sums(new.user_id, new.month, (new.month + interval '1 month - 1 day')::date) s;
  return null;
end;
$$;

create constraint trigger slot_insight_stale_rebuild
  after insert on stats.slot_insight_stale
  deferrable initially deferred
  for each row execute function stats.slot_insight_stale_rebuild();

revoke execute on function stats.gambling_sessions_insight_stale(), stats.slot_insight_stale_rebuild()
  from public, anon, authenticated, service_role;

-- The existing play, summed once.
insert into stats.slot_insight_months (
  user_id, kind, month, key, sessions, timed_sessions, minutes, money_in, money_out, net, net_count, net_squares,
  winning_sessions, timed_net, timed_minutes, biggest_win, counted_sessions, bonuses, timed_bonuses, counted_minutes)
select u.user_id, s.kind, u.month, s.key, s.sessions, s.timed_sessions, s.minutes, s.money_in, s.money_out, s.net, s.net_count,
       s.net_squares, s.winning_sessions, s.timed_net, s.timed_minutes, s.biggest_win, s.counted_sessions, s.bonuses,
       s.timed_bonuses, s.counted_minutes
  from (select distinct g.user_id, date_trunc('month', g.session_date)::date as month
          from public.gambling_sessions g
         where g.include_in_daily_totals and not g.is_live) u
 cross join lateral stats.insight_sums(u.user_id, u.month, (u.month + interval '1 month - 1 day')::date) s;

-- ----------------------------------------------------------------------------
-- get_play_insights: the answer of 20260101004400, its sums read from the rollup's
-- whole months and from the sessions of a period's part months (above).
-- ----------------------------------------------------------------------------
create or replace function public.get_play_insights(p_group text, p_from date default null, p_to date default null)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_kind text := case when p_group = 'manufacturer' then 'game' else p_group end;
  v_result jsonb;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_group is null or p_group not in ('casino', 'game', 'manufacturer', 'weekday', 'hour', 'month') then
    raise exception 'Unknown grouping: %', coalesce(p_group, 'null') using errcode = '22023';
  end if;
  if (p_from is null) <> (p_to is null) then
    raise exception 'A period needs both dates, or neither for all time' using errcode = '22023';
  end if;
  if p_from > p_to then
    raise exception 'The period ends before it starts' using errcode = '22023';
  end if;

  with scopes (k, lo, hi) as (
    select 'period', p_from, p_to
    union all
    select 'previous', (p_from - interval '1 year')::date, (p_to - interval '1 year')::date where p_from is not null
    union all
    select 'lifetime', null::date, null::date
  ),
  spans as (
    -- A scope's whole months (full_lo .. full_hi) come from the rollup; a part month at either end, or a scope
    -- shorter than its months, from the sessions.
    select s.k, s.lo, s.hi,
           case when s.lo = date_trunc('month', s.lo)::date then s.lo
                else (date_trunc('month', s.lo) + interval '1 month')::date end as full_lo,
           case when s.hi = (date_trunc('month', s.hi) + interval '1 month - 1 day')::date then s.hi
                else (date_trunc('month', s.hi) - interval '1 day')::date end as full_hi
      from scopes s
  ),
  parts as (
    select sp.k, r.kind, r.key, r.sessions, r.timed_sessions, r.minutes, r.money_in, r.money_out, r.net, r.net_count,
           r.net_squares, r.winning_sessions, r.timed_net, r.timed_minutes, r.biggest_win, r.counted_sessions, r.bonuses,
           r.timed_bonuses, r.counted_minutes
      from spans sp
      join stats.slot_insight_months r
        on r.user_id = v_uid
       and r.kind = case when sp.k = 'lifetime' then 'month' else v_kind end
       and (sp.lo is null or r.month between sp.full_lo and sp.full_hi)
    union all
    select sp.k, x.kind, x.key, x.sessions, x.timed_sessions, x.minutes, x.money_in, x.money_out, x.net, x.net_count,
           x.net_squares, x.winning_sessions, x.timed_net, x.timed_minutes, x.biggest_win, x.counted_sessions, x.bonuses,
           x.timed_bonuses, x.counted_minutes
      from spans sp
     cross join lateral (
       select sp.lo as lo, sp.hi as hi where sp.full_lo > sp.full_hi
       union all
       select sp.lo, sp.full_lo - 1 where sp.full_lo <= sp.full_hi and sp.lo < sp.full_lo
       union all
       select sp.full_hi + 1, sp.hi where sp.full_lo <= sp.full_hi and sp.full_hi < sp.hi
     ) e
     cross join lateral stats.insight_sums(v_uid, e.lo, e.hi, v_kind) x
     where sp.lo is not null
  ),
  per_key as (
    -- the parts summed per scope and key first, so the manufacturer lookup and the grouping sets see one row a key
    select p.k, p.kind, p.key, sum(p.sessions) as sessions, sum(p.timed_sessions) as timed_sessions, sum(p.minutes) as minutes,
           sum(p.money_in) as money_in, sum(p.money_out) as money_out, sum(p.net) as net, sum(p.net_count) as net_count,
           sum(p.net_squares) as net_squares, sum(p.winning_sessions) as winning_sessions, sum(p.timed_net) as timed_net,
           sum(p.timed_minutes) as timed_minutes, max(p.biggest_win) as biggest_win, sum(p.counted_sessions) as counted_sessions,
           sum(p.bonuses) as bonuses, sum(p.timed_bonuses) as timed_bonuses, sum(p.counted_minutes) as counted_minutes
      from parts p
     group by p.k, p.kind, p.key
  ),
  keyed as (
    select p.*,
           case when p_group = 'manufacturer' and p.kind = 'game' then coalesce(nullif(btrim(m.manufacturer), ''), '')
                else p.key end as gkey
      from per_key p
      left join public.slot_machines m
        on m.id = case when p_group = 'manufacturer' and p.kind = 'game' and p.key <> '' then p.key::uuid end
  ),
  sums as (
    select p.k, p.gkey as key, grouping(p.gkey) = 1 as total,
           sum(p.sessions) as sessions, sum(p.timed_sessions) as timed_sessions, round(coalesce(sum(p.minutes), 0)) as minutes,
           sum(p.money_in) as money_in, sum(p.money_out) as money_out, sum(p.net) as net,
           sum(p.winning_sessions) as winning_sessions,
           sum(p.timed_net) as timed_net,
           sum(p.timed_minutes) as timed_minutes,
           max(p.biggest_win) as biggest_win,
           -- stddev_samp(result) from its sums: sqrt((n * sum(r^2) - sum(r)^2) / (n * (n - 1)))
           case when sum(p.net_count) > 1
                then sqrt(greatest(sum(p.net_count) * sum(p.net_squares) - sum(p.net) * sum(p.net), 0)
                          / (sum(p.net_count) * (sum(p.net_count) - 1))) end as net_sd,
           sum(p.counted_sessions) as counted_sessions,
           sum(p.bonuses) as bonuses,
           sum(p.timed_bonuses) as timed_bonuses,
           sum(p.counted_minutes) as counted_minutes
      from keyed p
     group by grouping sets ((p.k), (p.k, p.gkey))
    having grouping(p.gkey) = 1 or p.k <> 'lifetime'
  ),
  jackpot_keys as (
    select j.jackpot_date,
           case p_group
             when 'casino' then coalesce(j.casino_id::text, '')
             when 'game' then coalesce(j.slot_machine_id::text, '')
             when 'manufacturer' then coalesce(nullif(btrim(m.manufacturer), ''), '')
             when 'weekday' then extract(isodow from j.jackpot_date)::int::text
             when 'hour' then extract(hour from j.jackpot_time)::int::text
             else to_char(j.jackpot_date, 'YYYY-MM')
           end as key
      from public.w2g_jackpots j
      left join public.slot_machines m on p_group = 'manufacturer' and m.id = j.slot_machine_id
     where j.user_id = v_uid
  ),
  jackpot_counts as (
    -- one pass over the player's W2Gs for the three scopes
    select grouping(x.key) = 1 as total, x.key,
           count(*) filter (where p_from is null or x.jackpot_date between p_from and p_to) as period_n,
           count(*) filter (where p_from is not null
                              and x.jackpot_date between (p_from - interval '1 year')::date and (p_to - interval '1 year')::date) as previous_n,
           count(*) as lifetime_n
      from jackpot_keys x
     group by grouping sets ((), (x.key))
  ),
  jackpots as (
    select v.k, c.total, c.key, v.n as w2g_count
      from jackpot_counts c
     cross join lateral (values ('period', c.period_n), ('previous', c.previous_n), ('lifetime', c.lifetime_n)) as v (k, n)
     where v.n > 0
  ),
  figures as (
    select su.k, su.key, su.total, jsonb_build_object(
             'sessions', su.sessions,
             'timed_sessions', su.timed_sessions,
             'minutes', su.minutes,
             'money_in', su.money_in,
             'money_out', su.money_out,
             'net', su.net,
             'return_pct', case when su.money_in > 0 then round(su.money_out * 100 / su.money_in, 1) end,
             'winning_sessions', su.winning_sessions,
             'win_share_pct', round(su.winning_sessions * 100.0 / su.sessions, 1),
             'avg_net', round(su.net / su.sessions, 2),
             'timed_net', su.timed_net,
             'net_per_hour', case when su.timed_minutes > 0 then round(su.timed_net * 60 / su.timed_minutes, 2) end,
             'biggest_win', su.biggest_win,
             'net_sd', round(su.net_sd, 2),
             'w2g_count', coalesce(jp.w2g_count, 0),
             'counted_sessions', su.counted_sessions,
             'bonuses', su.bonuses,
             'bonuses_per_hour', case when su.counted_minutes > 0 then round(su.timed_bonuses * 60 / su.counted_minutes, 2) end) as f
      from sums su
      left join jackpots jp on jp.k = su.k and jp.total = su.total and jp.key is not distinct from su.key
  ),
  labelled as (
    select f.key, f.f, prev.f as prev_f,
           case p_group
             when 'casino' then coalesce(c.name, 'No casino')
             when 'game' then coalesce(nullif(btrim(m.name), ''), nullif(btrim(m.slot_name), ''), 'Unknown Slot')
             when 'manufacturer' then coalesce(nullif(f.key, ''), 'Unknown manufacturer')
             else f.key
           end as label,
           case when p_group = 'game' then nullif(btrim(m.slot_name), '') end as family,
           case when p_group = 'game' then nullif(btrim(m.manufacturer), '') end as manufacturer
      from figures f
      left join figures prev on prev.k = 'previous' and not prev.total and prev.key = f.key
      left join public.casinos c on c.id = case when p_group = 'casino' and f.key <> '' then f.key::uuid end
      left join public.slot_machines m on m.id = case when p_group = 'game' and f.key <> '' then f.key::uuid end
     where f.k = 'period' and not f.total
  )
  select jsonb_build_object(
           'period', (select f.f from figures f where f.k = 'period' and f.total),
           'previous', (select f.f from figures f where f.k = 'previous' and f.total),
           'lifetime', (select f.f from figures f where f.k = 'lifetime' and f.total),
           'rows', coalesce((
             select jsonb_agg(l.f || jsonb_build_object(
                      'key', l.key, 'label', l.label, 'family', l.family, 'manufacturer', l.manufacturer, 'previous', l.prev_f)
                      order by l.key)
               from labelled l), '[]'::jsonb),
           'biggest_w2g', (
             select jsonb_build_object('amount', j.amount, 'jackpot_date', j.jackpot_date, 'casino', c.name)
               from (select j.amount, j.jackpot_date, j.casino_id
                       from public.w2g_jackpots j
                      where j.user_id = v_uid and (p_from is null or j.jackpot_date between p_from and p_to)
                      order by j.amount desc, j.jackpot_date, j.id
                      limit 1) j
               left join public.casinos c on c.id = j.casino_id))
    into v_result;

  return v_result;
end;
$$;

comment on function public.get_play_insights(text, date, date) is
  'Insights for the caller: figures of [p_from, p_to] (null, null = all time), the same dates a year earlier and all time, and one row per group played (p_group: casino, game, manufacturer, weekday, hour, month). Net = sum of gambling_sessions.result (R4).';
revoke execute on function public.get_play_insights(text, date, date) from public, anon;
grant execute on function public.get_play_insights(text, date, date) to authenticated, service_role;
