-- =============================================================================
-- get_notification_stats(): "Active Notifications" counts what players can still
-- see: is_active and not past expires_at (an expired notification is no longer
-- listed to anyone, so it is not active). Otherwise as in 20260101001500.
-- =============================================================================

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

comment on function public.get_notification_stats() is
  'Admin: totalNotifications, activeNotifications (active and not expired: what players can still see), readRate (percent), totalReads.';
revoke execute on function public.get_notification_stats() from public, anon;
grant execute on function public.get_notification_stats() to authenticated, service_role;
