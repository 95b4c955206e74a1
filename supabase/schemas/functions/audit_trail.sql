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
