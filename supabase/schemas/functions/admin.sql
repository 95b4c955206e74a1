-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function public.calculate_casino_data_quality_score(casino_record uuid DEFAULT NULL::uuid)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if not private.is_admin() then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
  update public.casinos c
     set data_quality_score = public.casino_quality_score(c)
   where casino_record is null or c.id = casino_record;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
comment on function public.calculate_casino_data_quality_score(casino_record uuid) is 'Admin: recompute data_quality_score for one casino (or all when null); returns the count rescored.';
revoke execute on function public.calculate_casino_data_quality_score(casino_record uuid) from anon, public;

create or replace function public.get_admin_user_summary(p_user_id uuid)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if not private.is_admin() then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'w2g', (select jsonb_build_object(
              'total_amount', coalesce(sum(j.amount), 0),
              'tax_withheld', coalesce(sum(j.tax_withheld), 0),
              'count', count(*))
            from public.w2g_jackpots j where j.user_id = p_user_id),
    'sessions', (select jsonb_build_object(
              'total_sessions', count(*),
              'coins_in', coalesce(sum(g.coins_in), 0),
              'coins_out', coalesce(sum(g.coins_out), 0),
              'net_result', coalesce(sum(g.net_result), 0),
              'last_session_date', max(g.session_date))
            from public.gambling_sessions g where g.user_id = p_user_id),
    'favorites', coalesce((select jsonb_agg(jsonb_build_object(
              'casino_id', c.id, 'name', c.name, 'city', c.city, 'state', c.state,
              'player_club_id', p.player_club_id) order by c.name, c.id)
            from public.user_casino_preferences p
            join public.casinos c on c.id = p.casino_id
            where p.user_id = p_user_id and p.is_favorite), '[]'::jsonb));
end;
$$;
comment on function public.get_admin_user_summary(p_user_id uuid) is 'Admin: W2G totals, slot session totals and favourite casinos with player club ids for one user.';
revoke execute on function public.get_admin_user_summary(p_user_id uuid) from anon, public;

create or replace function public.get_data_quality_summary()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_result jsonb;
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if not private.is_admin() then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
  select jsonb_build_object(
    'total', count(*),
    'average', coalesce(round(avg(c.data_quality_score), 1), 0),
    'bands', jsonb_build_object(
      'excellent', count(*) filter (where c.data_quality_score >= 80),
      'good', count(*) filter (where c.data_quality_score between 60 and 79),
      'fair', count(*) filter (where c.data_quality_score between 40 and 59),
      'poor', count(*) filter (where c.data_quality_score < 40)),
    'missing', jsonb_build_object(
      'phone', count(*) filter (where coalesce(btrim(c.phone), '') = ''),
      'website', count(*) filter (where coalesce(btrim(c.website), '') = ''),
      'address', count(*) filter (where coalesce(btrim(c.street_address), '') = '' or coalesce(btrim(c.city), '') = ''
                                     or coalesce(btrim(c.state), '') = '' or coalesce(btrim(c.zip_code), '') = ''),
      'coordinates', count(*) filter (where c.latitude is null or c.longitude is null),
      'casino_type', count(*) filter (where c.casino_type is null),
      'operating_hours', count(*) filter (where c.operating_hours is null or c.operating_hours = '{}'::jsonb)),
    'needs_attention', coalesce((
      select jsonb_agg(jsonb_build_object('id', x.id, 'name', x.name, 'city', x.city, 'state', x.state,
                                          'data_quality_score', x.data_quality_score)
                       order by x.data_quality_score, x.name)
      from (select n.id, n.name, n.city, n.state, n.data_quality_score from public.casinos n
            where n.data_quality_score < 60 order by n.data_quality_score, n.name limit 10) x), '[]'::jsonb))
  into v_result
  from public.casinos c;
  return v_result;
end;
$$;
comment on function public.get_data_quality_summary() is 'Admin: Data Quality tab figures (average, bands, missing counts, total, needs_attention).';
revoke execute on function public.get_data_quality_summary() from anon, public;

create or replace function public.get_notification_stats()
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_total bigint;
  v_active bigint;
  v_reads bigint;
  v_possible bigint;
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if not private.is_admin() then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
  select count(*), count(*) filter (where n.is_active and (n.expires_at is null or n.expires_at > now()))
    into v_total, v_active
    from public.notifications n;
  select count(*) into v_reads from public.user_notifications u where u.is_read;
  select coalesce(sum(case n.target_type
           when 'all' then (select count(*) from public.profiles)
           when 'specific' then coalesce(cardinality(n.target_users), 0)
           when 'casino_users' then (select count(*) from public.user_casino_preferences p
                                     where p.casino_id = n.target_casino_id and p.is_favorite)
           else 0 end), 0)
    into v_possible
    from public.notifications n;
  return json_build_object(
    'totalNotifications', v_total,
    'activeNotifications', v_active,
    'readRate', case when v_possible = 0 then 0
                     else least(100, round(100.0 * v_reads / v_possible, 1)) end,
    'totalReads', v_reads);
end;
$$;
comment on function public.get_notification_stats() is 'Admin: totalNotifications, activeNotifications (active and not expired: what players can still see), readRate (percent), totalReads.';
revoke execute on function public.get_notification_stats() from anon, public;
