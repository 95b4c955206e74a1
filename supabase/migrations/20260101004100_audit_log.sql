-- =============================================================================
-- Every change on the record (issue #41): an append-only audit trail of admin actions.
--
--   * audit.log: one row per admin change, written IN THE SAME TRANSACTION as the change by a trigger on
--     every table an admin writes (console tables, moderation, notifications, security settings, the
--     admin edge functions' service-role writes) and on auth.users (account deletion, password reset
--     e-mails sent by an admin). Who (admin id and e-mail at the time), action, table, record id, the
--     changed fields before -> after, when, the request's IP and user agent.
--   * Who: a signed-in admin's own request (PostgREST's request.jwt.claims), or a service-role request
--     that names the admin in `x-audit-actor` (the admin edge functions do, after requireAdmin). A
--     service-role write naming no admin is kept as the service role's; players' own writes are not
--     admin actions and leave no row.
--   * IP and user agent: request.headers as PostgREST sets it (x-real-ip / x-forwarded-for from the
--     gateway, user-agent); the edge functions pass the admin's in x-audit-ip / x-audit-user-agent.
--   * Never secrets: columns named like passwords, tokens, secrets, SSN/TIN or OTP are dropped.
--   * Personal data of the record's owner (a post's caption, a profile's name...) is kept apart in
--     audit.personal, which references the owner's account ON DELETE CASCADE: when the account goes,
--     those fields go; the audit row keeps the record id and the fields that are not personal data.
--   * Nobody rewrites history: the schema is not exposed and no API role may use it; a trigger refuses
--     UPDATE, DELETE and TRUNCATE on the trail for every role (service role and owner included). The one
--     exception: audit.personal rows of an account that no longer exists (the cascade above).
--   * Admins read the trail through public.get_audit_log (security invoker) -> private.audit_log_page.
--
-- A player's own security history (sign-ins, password / e-mail / MFA changes, sign-outs, failed second
-- factor codes) is GoTrue's auth.audit_log_entries; players read their own rows through
-- public.get_my_security_history. Deleting the account deletes them (trigger below).
-- =============================================================================

create schema if not exists audit;
comment on schema audit is 'The append-only audit trail of admin actions; not exposed through the API, no API role may use it.';
revoke all on schema audit from public;

-- ----------------------------------------------------------------------------
-- Tables
-- ----------------------------------------------------------------------------
create table audit.log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  actor_kind text not null check (actor_kind in ('admin', 'service_role', 'system')),
  action text not null,
  table_name text not null,
  record_id text,
  subject_id uuid,
  before jsonb,
  after jsonb,
  has_personal boolean not null default false,
  ip text,
  user_agent text
);
alter table audit.log enable row level security;
comment on table audit.log is
  'One row per admin change, written in the change''s transaction. Append-only (audit.refuse_change). subject_id: the account whose record it is (kept after deletion, as the record id is).';
comment on column audit.log.has_personal is 'True when the row had personal fields of its subject; they live in audit.personal until that account is deleted.';

create index log_occurred_idx on audit.log (occurred_at desc, id desc);
create index log_actor_idx on audit.log (actor_id, occurred_at desc);
create index log_action_idx on audit.log (action, occurred_at desc);
create index log_record_idx on audit.log (record_id);

create table audit.personal (
  log_id bigint primary key references audit.log (id),
  subject_id uuid not null references auth.users (id) on delete cascade,
  before jsonb,
  after jsonb
);
alter table audit.personal enable row level security;
comment on table audit.personal is
  'The personal fields of an audit row (a caption, a name, an e-mail); deleted with the subject''s account, never otherwise.';
create index personal_subject_idx on audit.personal (subject_id);

-- What an admin edge function announced just before a change made by the auth service (which carries no
-- request context): the trigger on auth.users takes the matching announcement into its audit row.
create table audit.intents (
  id bigint generated always as identity primary key,
  action text not null,
  target text not null,
  actor_id uuid not null,
  actor_email text,
  ip text,
  user_agent text,
  created_at timestamptz not null default now()
);
alter table audit.intents enable row level security;
comment on table audit.intents is
  'Announcements by admin edge functions of an auth-service change (user.delete by id, user.password_reset by e-mail); consumed by the auth.users triggers. Not part of the trail.';
create index intents_target_idx on audit.intents (action, target, created_at desc);

-- ----------------------------------------------------------------------------
-- Append-only
-- ----------------------------------------------------------------------------
create function audit.refuse_change()
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

-- Statement level: refused even when the statement would touch no row. audit.personal's deletes are
-- checked row by row (the account-deletion cascade).
create trigger log_append_only before update or delete or truncate on audit.log
  for each statement execute function audit.refuse_change();
create trigger personal_append_only before update or truncate on audit.personal
  for each statement execute function audit.refuse_change();
create trigger personal_delete_with_account before delete on audit.personal
  for each row execute function audit.refuse_change();

-- ----------------------------------------------------------------------------
-- Who is asking: the admin (or service role) of this request, with IP and user agent
-- ----------------------------------------------------------------------------
create function audit.request_actor(
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
  ip := coalesce(nullif(headers ->> 'x-real-ip', ''), nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''));
  user_agent := left(nullif(headers ->> 'user-agent', ''), 512);
  if claims ->> 'role' = 'service_role' then
    named := headers ->> 'x-audit-actor';
    if named ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      select a.id, a.email into actor_id, actor_email from public.admin_users a where a.id = named::uuid;
    end if;
    actor_kind := case when actor_id is null then 'service_role' else 'admin' end;
    ip := coalesce(nullif(headers ->> 'x-audit-ip', ''), ip);
    user_agent := coalesce(left(nullif(headers ->> 'x-audit-user-agent', ''), 512), user_agent);
  elsif claims ->> 'role' = 'authenticated' then
    select a.id, a.email into actor_id, actor_email from public.admin_users a where a.id = (select auth.uid());
    if actor_id is not null then
      actor_kind := 'admin';
    end if;
  end if;
end;
$$;

comment on function audit.request_actor() is
  'The admin behind this request (own JWT, or x-audit-actor on a service-role request), else the service role; null kind for everyone else.';

-- Column names that are never recorded.
create function audit.without_secrets(j jsonb)
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

create function audit.pick(j jsonb, keys text[])
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when j is null then null
    else (select jsonb_object_agg(e.key, e.value) from jsonb_each(j) e where e.key = any (keys)) end;
$$;

-- ----------------------------------------------------------------------------
-- The row trigger: tg_argv = (noun, subject column or '', personal columns...)
-- ----------------------------------------------------------------------------
create function audit.record_change()
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

-- Every table an admin writes through the console or the admin edge functions.
create trigger audit_change after insert or update or delete on public.casinos
  for each row execute function audit.record_change('casino', '');
create trigger audit_change after insert or update or delete on public.slot_machines
  for each row execute function audit.record_change('slot_machine', 'added_by');
create trigger audit_change after insert or update or delete on public.slot_machine_manufacturers
  for each row execute function audit.record_change('manufacturer', '');
create trigger audit_change after insert or update or delete on public.state_casino_management
  for each row execute function audit.record_change('state_import', '');
create trigger audit_change after insert or update or delete on public.notifications
  for each row execute function audit.record_change('notification', '');
create trigger audit_change after insert or update or delete on public.social_posts
  for each row execute function audit.record_change('post', 'user_id', 'caption', 'image_url');
create trigger audit_change after insert or update or delete on public.social_post_comments
  for each row execute function audit.record_change('comment', 'user_id', 'content');
create trigger audit_change after insert or update or delete on public.social_post_reactions
  for each row execute function audit.record_change('reaction', 'user_id');
create trigger audit_change after insert or update or delete on public.social_post_reports
  for each row execute function audit.record_change('report', 'reporter_user_id', 'reason');
create trigger audit_change after insert or update or delete on public.support_tickets
  for each row execute function audit.record_change('ticket', 'user_id', 'subject', 'description');
create trigger audit_change after insert or update or delete on public.security_settings
  for each row execute function audit.record_change('security_settings', '');
create trigger audit_change after insert or update or delete on public.admin_users
  for each row execute function audit.record_change('admin', 'id', 'email', 'first_name', 'last_name');
create trigger audit_change after insert or update or delete on public.profiles
  for each row execute function audit.record_change('profile', 'id', 'email', 'first_name', 'last_name', 'phone', 'nickname', 'avatar_url');

-- ----------------------------------------------------------------------------
-- Changes the auth service makes for an admin edge function
-- ----------------------------------------------------------------------------
create function audit.take_intent(p_action text, p_target text)
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
                where x.action = p_action and x.target = p_target and x.created_at > now() - interval '10 minutes'
                order by x.created_at desc, x.id desc limit 1)
  returning t.* into i;
  return i;
end;
$$;

-- Account deletion: one row (admin when announced, else 'system': the account's owner or the service role);
-- it keeps the account id and what is not personal data. The player's own security history goes.
create function audit.on_auth_user_deleted()
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

create trigger audit_user_deleted
  before delete on auth.users
  for each row execute function audit.on_auth_user_deleted();

-- A password-reset e-mail an admin sent (a player's own request is in their security history instead).
create function audit.on_auth_recovery_sent()
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

create trigger audit_recovery_sent
  after update of recovery_sent_at on auth.users
  for each row
  when (old.recovery_sent_at is distinct from new.recovery_sent_at)
  execute function audit.on_auth_recovery_sent();

revoke all on all functions in schema audit from public;

-- ----------------------------------------------------------------------------
-- RPCs
-- ----------------------------------------------------------------------------
-- The service role (an admin edge function, after requireAdmin) announces an auth-service change.
create function private.announce_admin_action(p_action text, p_target text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  who record;
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
  values (p_action, lower(btrim(p_target)), who.actor_id, who.actor_email, who.ip, who.user_agent);
end;
$$;

revoke execute on function private.announce_admin_action(text, text) from public, anon, authenticated;
grant execute on function private.announce_admin_action(text, text) to service_role;

create function public.announce_admin_action(p_action text, p_target text)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.announce_admin_action(p_action, p_target);
$$;
revoke execute on function public.announce_admin_action(text, text) from public, anon, authenticated;
grant execute on function public.announce_admin_action(text, text) to service_role;

-- The trail for admins: newest first, filtered, paged; total_count is the filtered total.
create function private.audit_log_page(
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

revoke execute on function private.audit_log_page(uuid, text, timestamptz, timestamptz, text, integer, integer) from public, anon;
grant execute on function private.audit_log_page(uuid, text, timestamptz, timestamptz, text, integer, integer) to authenticated;

create function public.get_audit_log(
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
comment on function public.get_audit_log(uuid, text, timestamptz, timestamptz, text, integer, integer) is
  'Admins only: the audit trail, newest first (filters: admin, action, [from, to), record id).';
revoke execute on function public.get_audit_log(uuid, text, timestamptz, timestamptz, text, integer, integer) from public, anon;
grant execute on function public.get_audit_log(uuid, text, timestamptz, timestamptz, text, integer, integer) to authenticated;

-- The filter choices: every admin that acted and every action recorded.
create function private.audit_log_filters()
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
revoke execute on function private.audit_log_filters() from public, anon;
grant execute on function private.audit_log_filters() to authenticated;

create function public.get_audit_log_filters()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.audit_log_filters();
$$;
revoke execute on function public.get_audit_log_filters() from public, anon;
grant execute on function public.get_audit_log_filters() to authenticated;

-- A player's own security history (GoTrue's audit log of their account), newest first.
create function private.my_security_history(p_limit integer)
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
    and e.payload ->> 'action' in ('login', 'logout', 'user_signedup', 'user_updated_password', 'user_modified',
      'user_recovery_requested', 'factor_in_progress', 'verification_attempted', 'factor_unenrolled', 'factor_deleted')
  order by e.created_at desc, e.id
  limit least(greatest(coalesce(p_limit, 50), 1), 5000);
$$;
revoke execute on function private.my_security_history(integer) from public, anon;
grant execute on function private.my_security_history(integer) to authenticated;

create function public.get_my_security_history(p_limit integer default 50)
returns table (id uuid, occurred_at timestamptz, action text, ip text, user_agent text, detail jsonb)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.my_security_history(p_limit);
$$;
comment on function public.get_my_security_history(integer) is
  'The caller''s own security events (sign-ins, sign-outs, password / e-mail / two-step changes, failed codes), newest first.';
revoke execute on function public.get_my_security_history(integer) from public, anon;
grant execute on function public.get_my_security_history(integer) to authenticated;
