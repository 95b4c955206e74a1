-- =============================================================================
-- An audit trail that cannot be misled (restates parts of 20260101004100_audit_log).
--
--   * The IP is the one the gateway saw: private.client_ip (the last X-Forwarded-For
--     entry, which the gateway appends; the ones before it are the caller's to
--     choose), for a request of its own and, on an admin edge function's
--     service-role request, for the admin's request as the function received it
--     (x-audit-forwarded-for / x-audit-real-ip: the headers as they came, the rule
--     applied once, here). x-audit-ip (a value the function picked) is no longer read.
--   * An admin's announced intent lives only as long as the edge-function request
--     that announced it: announce_admin_action returns its id, the function settles
--     it (settle_admin_action) when the auth call it announced has answered, which
--     drops it when that call failed (a reset the auth service refused with 429 is
--     not credited to the player's own "forgot password" a minute later). An intent
--     nobody settled (the function died) is taken for at most 60 seconds.
--   * A player's security history also shows a sign-up waiting for its e-mail
--     (user_confirmation_requested), someone signing up again with the address
--     (user_repeated_signup) and two-step set-up started (factor_in_progress), as
--     GoTrue writes them.
-- =============================================================================

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

-- The intent an auth-service change takes: announced in the last minute (its edge-function request is still running).
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
revoke all on function audit.take_intent(text, text) from public;

-- announce_admin_action now answers the intent's id (the edge function settles it).
drop function public.announce_admin_action(text, text);
drop function private.announce_admin_action(text, text);

create function private.announce_admin_action(p_action text, p_target text)
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
revoke execute on function private.announce_admin_action(text, text) from public, anon, authenticated;
grant execute on function private.announce_admin_action(text, text) to service_role;

create function public.announce_admin_action(p_action text, p_target text)
returns bigint
language sql
security invoker
set search_path = ''
as $$
  select private.announce_admin_action(p_action, p_target);
$$;
comment on function public.announce_admin_action(text, text) is
  'An admin edge function (service role, x-audit-actor) announces an auth-service change; answers the intent''s id, to settle once the change answered.';
revoke execute on function public.announce_admin_action(text, text) from public, anon, authenticated;
grant execute on function public.announce_admin_action(text, text) to service_role;

-- The announced change has answered: its intent goes, taken or not. True when the change took it.
create function private.settle_admin_action(p_intent bigint)
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
revoke execute on function private.settle_admin_action(bigint) from public, anon, authenticated;
grant execute on function private.settle_admin_action(bigint) to service_role;

create function public.settle_admin_action(p_intent bigint)
returns boolean
language sql
security invoker
set search_path = ''
as $$
  select private.settle_admin_action(p_intent);
$$;
comment on function public.settle_admin_action(bigint) is
  'An admin edge function (service role, x-audit-actor) settles its announcement once the auth call answered: an intent not taken by then is dropped. True when the change took it.';
revoke execute on function public.settle_admin_action(bigint) from public, anon, authenticated;
grant execute on function public.settle_admin_action(bigint) to service_role;

-- A player's own security history (GoTrue's audit log of their account), newest first.
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
