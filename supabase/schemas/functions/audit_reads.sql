-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function private.announce_admin_action(p_action text, p_target text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  who record;
  v_id bigint;
begin
  if coalesce((select auth.jwt()) ->> 'role', '') <> 'service_role' then
    raise exception 'Only the service role can announce an admin action' using errcode = '42501';
  end if;
  if p_action not in ('user.delete', 'user.password_reset') or coalesce(btrim(p_target), '') = '' then
    raise exception 'Unknown admin action' using errcode = '22023';
  end if;
  select * into who from audit.request_actor();
  if who.actor_kind is distinct from 'admin' then
    raise exception 'x-audit-actor must name an admin' using errcode = '42501';
  end if;
  delete from audit.intents t where t.created_at < now() - interval '1 day';
  insert into audit.intents (action, target, actor_id, actor_email, ip, user_agent)
  values (p_action, lower(btrim(p_target)), who.actor_id, who.actor_email, who.ip, who.user_agent)
  returning id into v_id;
  return v_id;
end;
$$;
revoke execute on function private.announce_admin_action(p_action text, p_target text) from public;
grant execute on function private.announce_admin_action(p_action text, p_target text) to service_role;

create or replace function private.audit_log_filters()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'actors', coalesce((select jsonb_agg(jsonb_build_object('id', a.actor_id, 'email', a.actor_email) order by a.actor_email)
                        from (select distinct on (l.actor_id) l.actor_id, l.actor_email from audit.log l
                              where l.actor_id is not null order by l.actor_id, l.occurred_at desc) a), '[]'::jsonb),
    'actions', coalesce((select jsonb_agg(x.action order by x.action) from (select distinct l.action from audit.log l) x), '[]'::jsonb));
end;
$$;
revoke execute on function private.audit_log_filters() from public;
grant execute on function private.audit_log_filters() to authenticated;

create or replace function private.audit_log_page(
  p_actor uuid,
  p_action text,
  p_from timestamptz,
  p_to timestamptz,
  p_record text,
  p_limit integer,
  p_offset integer
)
returns table (
  id bigint,
  occurred_at timestamptz,
  actor_id uuid,
  actor_email text,
  actor_kind text,
  action text,
  table_name text,
  record_id text,
  before jsonb,
  after jsonb,
  personal_removed boolean,
  ip text,
  user_agent text,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
  return query
  select l.id, l.occurred_at, l.actor_id, l.actor_email, l.actor_kind, l.action, l.table_name, l.record_id,
         case when l.before is null and p.before is null then null else coalesce(l.before, '{}') || coalesce(p.before, '{}') end,
         case when l.after is null and p.after is null then null else coalesce(l.after, '{}') || coalesce(p.after, '{}') end,
         l.has_personal and p.log_id is null,
         l.ip, l.user_agent,
         count(*) over ()
  from audit.log l
  left join audit.personal p on p.log_id = l.id
  where (p_actor is null or l.actor_id = p_actor)
    and (p_action is null or l.action = p_action)
    and (p_from is null or l.occurred_at >= p_from)
    and (p_to is null or l.occurred_at < p_to)
    and (p_record is null or l.record_id = btrim(p_record))
  order by l.occurred_at desc, l.id desc
  limit least(greatest(coalesce(p_limit, 50), 1), 1000)
  offset greatest(coalesce(p_offset, 0), 0);
end;
$$;
revoke execute on function private.audit_log_page(p_actor uuid, p_action text, p_from timestamp with time zone, p_to timestamp with time zone, p_record text, p_limit integer, p_offset integer) from public;
grant execute on function private.audit_log_page(p_actor uuid, p_action text, p_from timestamp with time zone, p_to timestamp with time zone, p_record text, p_limit integer, p_offset integer) to authenticated;

create or replace function private.my_security_history(p_limit integer)
returns table (id uuid, occurred_at timestamptz, action text, ip text, user_agent text, detail jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select e.id, e.created_at, e.payload ->> 'action', nullif(e.ip_address, ''),
         nullif(e.payload -> 'traits' ->> 'user_agent', ''),
         coalesce((e.payload -> 'traits')::jsonb - 'user_agent', '{}'::jsonb)
  from auth.audit_log_entries e
  where (select auth.uid()) is not null
    and e.payload ->> 'actor_id' = (select auth.uid())::text
    and e.payload ->> 'action' in ('login', 'logout', 'user_signedup', 'user_confirmation_requested', 'user_repeated_signup',
      'user_updated_password', 'user_modified', 'user_recovery_requested', 'factor_in_progress', 'verification_attempted',
      'factor_unenrolled', 'factor_deleted')
  order by e.created_at desc, e.id
  limit least(greatest(coalesce(p_limit, 50), 1), 5000);
$$;
revoke execute on function private.my_security_history(p_limit integer) from public;
grant execute on function private.my_security_history(p_limit integer) to authenticated;

create or replace function private.settle_admin_action(p_intent bigint)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  who record;
begin
  if coalesce((select auth.jwt()) ->> 'role', '') <> 'service_role' then
    raise exception 'Only the service role can settle an admin action' using errcode = '42501';
  end if;
  select * into who from audit.request_actor();
  if who.actor_kind is distinct from 'admin' then
    raise exception 'x-audit-actor must name an admin' using errcode = '42501';
  end if;
  delete from audit.intents t where t.id = p_intent and t.actor_id = who.actor_id;
  return not found;
end;
$$;
revoke execute on function private.settle_admin_action(p_intent bigint) from public;
grant execute on function private.settle_admin_action(p_intent bigint) to service_role;

create or replace function public.announce_admin_action(p_action text, p_target text)
returns bigint
language sql
security invoker
set search_path = ''
as $$
  select private.announce_admin_action(p_action, p_target);
$$;
comment on function public.announce_admin_action(p_action text, p_target text) is 'An admin edge function (service role, x-audit-actor) announces an auth-service change; answers the intent''s id, to settle once the change answered.';
revoke execute on function public.announce_admin_action(p_action text, p_target text) from anon, authenticated, public;

create or replace function public.get_audit_log(
  p_actor uuid default null,
  p_action text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_record text default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (
  id bigint,
  occurred_at timestamptz,
  actor_id uuid,
  actor_email text,
  actor_kind text,
  action text,
  table_name text,
  record_id text,
  before jsonb,
  after jsonb,
  personal_removed boolean,
  ip text,
  user_agent text,
  total_count bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.audit_log_page(p_actor, p_action, p_from, p_to, p_record, p_limit, p_offset);
$$;
comment on function public.get_audit_log(p_actor uuid, p_action text, p_from timestamp with time zone, p_to timestamp with time zone, p_record text, p_limit integer, p_offset integer) is 'Admins only: the audit trail, newest first (filters: admin, action, [from, to), record id).';
revoke execute on function public.get_audit_log(p_actor uuid, p_action text, p_from timestamp with time zone, p_to timestamp with time zone, p_record text, p_limit integer, p_offset integer) from anon, public;

create or replace function public.get_audit_log_filters()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.audit_log_filters();
$$;
revoke execute on function public.get_audit_log_filters() from anon, public;

create or replace function public.get_my_security_history(p_limit integer default 50)
returns table (id uuid, occurred_at timestamptz, action text, ip text, user_agent text, detail jsonb)
language sql
stable
security invoker
set search_path = ''
as $$
  select e.*
    from (select * from private.my_security_history(p_limit)
          union all
          select * from private.my_preparer_link_openings(p_limit)) e
   order by e.occurred_at desc, e.id
   limit least(greatest(coalesce(p_limit, 50), 1), 5000);
$$;
comment on function public.get_my_security_history(p_limit integer) is 'The caller''s own security events (sign-ins, sign-outs, password / e-mail / two-step changes, failed codes, openings of their preparer links), newest first.';
revoke execute on function public.get_my_security_history(p_limit integer) from anon, public;

create or replace function public.settle_admin_action(p_intent bigint)
returns boolean
language sql
security invoker
set search_path = ''
as $$
  select private.settle_admin_action(p_intent);
$$;
comment on function public.settle_admin_action(p_intent bigint) is 'An admin edge function (service role, x-audit-actor) settles its announcement once the auth call answered: an intent not taken by then is dropped. True when the change took it.';
revoke execute on function public.settle_admin_action(p_intent bigint) from anon, authenticated, public;
