-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function audit.on_auth_recovery_sent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  i audit.intents;
begin
  i := audit.take_intent('user.password_reset', lower(new.email));
  if i.id is not null then
    insert into audit.log (actor_id, actor_email, actor_kind, action, table_name, record_id, subject_id, before, after, ip, user_agent)
    values (i.actor_id, i.actor_email, 'admin', 'user.password_reset', 'users', new.id::text, new.id,
            jsonb_build_object('recovery_sent_at', old.recovery_sent_at),
            jsonb_build_object('recovery_sent_at', new.recovery_sent_at), i.ip, i.user_agent);
  end if;
  return null;
end;
$$;
revoke execute on function audit.on_auth_recovery_sent() from public;

create or replace function audit.on_auth_user_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  i audit.intents;
begin
  i := audit.take_intent('user.delete', old.id::text);
  insert into audit.log (actor_id, actor_email, actor_kind, action, table_name, record_id, subject_id, before, after, ip, user_agent)
  values (i.actor_id, i.actor_email, case when i.id is null then 'system' else 'admin' end, 'user.delete', 'users',
          old.id::text, old.id,
          jsonb_build_object(
            'id', old.id,
            'account', case when exists (select 1 from public.admin_users a where a.id = old.id) then 'admin' else 'player' end,
            'created_at', old.created_at,
            'last_sign_in_at', old.last_sign_in_at),
          null, i.ip, i.user_agent);
  delete from auth.audit_log_entries e where e.payload ->> 'actor_id' = old.id::text;
  return old;
end;
$$;
revoke execute on function audit.on_auth_user_deleted() from public;

create or replace function audit.pick(j jsonb, keys text[])
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when j is null then null
    else (select jsonb_object_agg(e.key, e.value) from jsonb_each(j) e where e.key = any (keys)) end;
$$;
revoke execute on function audit.pick(j jsonb, keys text[]) from public;

create or replace function audit.record_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who record;
  o jsonb;
  n jsonb;
  b jsonb;
  af jsonb;
  personal text[] := coalesce(tg_argv[2:], '{}');
  pb jsonb;
  pa jsonb;
  subject uuid;
  verb text;
  k text;
  new_id bigint;
begin
  -- Rows changed by a cascade or another trigger belong to the change that caused them.
  if pg_trigger_depth() > 1 then
    return null;
  end if;
  select * into who from audit.request_actor();
  if who.actor_kind is null then
    return null;
  end if;
  if tg_op <> 'INSERT' then o := to_jsonb(old); end if;
  if tg_op <> 'DELETE' then n := to_jsonb(new); end if;

  if tg_op = 'UPDATE' then
    b := '{}'::jsonb;
    af := '{}'::jsonb;
    for k in select jsonb_object_keys(n) loop
      if k <> 'updated_at' and (o -> k) is distinct from (n -> k) then
        b := b || jsonb_build_object(k, o -> k);
        af := af || jsonb_build_object(k, n -> k);
      end if;
    end loop;
    if b = '{}'::jsonb then
      return null;  -- nothing changed
    end if;
  elsif tg_op = 'INSERT' then
    af := n - 'created_at' - 'updated_at';
  else
    b := o - 'updated_at';
  end if;
  b := audit.without_secrets(b);
  af := audit.without_secrets(af);

  if tg_argv[1] <> '' then
    subject := nullif(coalesce(n, o) ->> tg_argv[1], '')::uuid;
  end if;
  pb := audit.pick(b, personal);
  pa := audit.pick(af, personal);
  b := b - personal;
  af := af - personal;

  verb := case tg_op when 'INSERT' then 'create' when 'UPDATE' then 'update' else 'delete' end;
  if tg_op = 'UPDATE' and tg_table_name = 'casinos' and (o ->> 'archived_at') is distinct from (n ->> 'archived_at') then
    verb := case when n ->> 'archived_at' is null then 'restore' else 'archive' end;
  elsif tg_op = 'UPDATE' and tg_table_name in ('social_posts', 'social_post_comments')
    and (o ->> 'moderation_status') is distinct from (n ->> 'moderation_status') then
    verb := case n ->> 'moderation_status' when 'rejected' then 'hide' when 'approved' then 'approve' else 'hold' end;
  end if;

  insert into audit.log (actor_id, actor_email, actor_kind, action, table_name, record_id, subject_id, before, after,
                         has_personal, ip, user_agent)
  values (who.actor_id, who.actor_email, who.actor_kind, tg_argv[0] || '.' || verb, tg_table_name,
          coalesce(n, o) ->> 'id', subject, b, af, pb is not null or pa is not null, who.ip, who.user_agent)
  returning id into new_id;

  if (pb is not null or pa is not null) and subject is not null
     and exists (select 1 from auth.users u where u.id = subject) then
    insert into audit.personal (log_id, subject_id, before, after) values (new_id, subject, pb, pa);
  end if;
  return null;
end;
$$;
revoke execute on function audit.record_change() from public;

create or replace function audit.refuse_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_level = 'ROW' and tg_op = 'DELETE' and tg_table_name = 'personal' then
    -- Only the cascade from a deleted account: its owner is gone.
    if not exists (select 1 from auth.users u where u.id = old.subject_id) then
      return old;
    end if;
  end if;
  raise exception 'The audit trail is append-only: % refused', lower(tg_op) using errcode = '42501';
end;
$$;
revoke execute on function audit.refuse_change() from public;

create or replace function audit.request_actor(
  out actor_id uuid,
  out actor_email text,
  out actor_kind text,
  out ip text,
  out user_agent text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  claims jsonb := coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb;
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  named text;
begin
  ip := private.client_ip(headers ->> 'x-forwarded-for', headers ->> 'x-real-ip');
  user_agent := left(nullif(headers ->> 'user-agent', ''), 512);
  if claims ->> 'role' = 'service_role' then
    named := headers ->> 'x-audit-actor';
    if named ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      select a.id, a.email into actor_id, actor_email from public.admin_users a where a.id = named::uuid;
    end if;
    actor_kind := case when actor_id is null then 'service_role' else 'admin' end;
    ip := coalesce(private.client_ip(headers ->> 'x-audit-forwarded-for', headers ->> 'x-audit-real-ip'), ip);
    user_agent := coalesce(left(nullif(headers ->> 'x-audit-user-agent', ''), 512), user_agent);
  elsif claims ->> 'role' = 'authenticated' then
    select a.id, a.email into actor_id, actor_email from public.admin_users a where a.id = (select auth.uid());
    if actor_id is not null then
      actor_kind := 'admin';
    end if;
  end if;
end;
$$;
comment on function audit.request_actor(OUT actor_id uuid, OUT actor_email text, OUT actor_kind text, OUT ip text, OUT user_agent text) is 'The admin behind this request (own JWT, or x-audit-actor on a service-role request), else the service role; null kind for everyone else.';
revoke execute on function audit.request_actor(OUT actor_id uuid, OUT actor_email text, OUT actor_kind text, OUT ip text, OUT user_agent text) from public;

create or replace function audit.take_intent(p_action text, p_target text)
returns audit.intents
language plpgsql
security definer
set search_path = ''
as $$
declare
  i audit.intents;
begin
  delete from audit.intents t
  where t.id = (select x.id from audit.intents x
                where x.action = p_action and x.target = p_target and x.created_at > now() - interval '60 seconds'
                order by x.created_at desc, x.id desc limit 1)
  returning t.* into i;
  return i;
end;
$$;
revoke execute on function audit.take_intent(p_action text, p_target text) from public;

create or replace function audit.without_secrets(j jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when j is null then null else coalesce(
    (select jsonb_object_agg(e.key, e.value) from jsonb_each(j) e
      where e.key !~* '(password|token|secret|ssn|(^|_)tin($|_)|otp|encrypted)'),
    '{}'::jsonb) end;
$$;
revoke execute on function audit.without_secrets(j jsonb) from public;

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
