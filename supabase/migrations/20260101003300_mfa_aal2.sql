-- =============================================================================
-- The tax vault (issue #28): once a player has a verified second factor (TOTP, auth.mfa_factors), their
-- W-2G records and photos and the records behind the tax-year diary and "Download my data" (slot sessions,
-- casino visits, the casinos' win/loss statements) need an aal2 session. This is the pattern Supabase documents as "MFA for users who
-- enrolled": a RESTRICTIVE policy comparing the JWT's aal with whether the caller has a verified factor.
-- Players without a factor keep working at aal1. Account deletion checks the same rule in its edge function.
-- Also: the number of signed-in devices (the caller's sessions) for Account -> Security.
-- =============================================================================

-- private.aal_satisfied(): true when the caller's session level is enough for the caller's account:
-- aal2, or aal1 for an account without a verified factor. Security definer so the policy need not grant
-- auth.mfa_factors to the API roles; it reads only the caller's own factors.
create function private.aal_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', 'aal1') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    );
$$;

comment on function private.aal_satisfied() is
  'True when the session is aal2 or the caller has no verified MFA factor (Supabase: MFA for users who enrolled).';
revoke execute on function private.aal_satisfied() from public, anon;
grant execute on function private.aal_satisfied() to authenticated, service_role;

-- private.require_aal(): the policies' form. Refuses (42501, which the API answers 403) instead of hiding
-- the rows, so a player who skipped the code sees "two-step verification required", not an empty year.
create function private.require_aal()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.aal_satisfied() then
    raise exception 'Two-step verification required: sign in with your authenticator code (aal2)'
      using errcode = '42501', hint = 'This account has a verified second factor; this session is aal1.';
  end if;
  return true;
end;
$$;

comment on function private.require_aal() is
  'true when private.aal_satisfied(); otherwise raises 42501 (insufficient_privilege).';
revoke execute on function private.require_aal() from public, anon;
grant execute on function private.require_aal() to authenticated, service_role;

-- The restrictive policies: every other policy still applies; these add the level. The sub-select is
-- evaluated once per statement (an init plan), and only when a row is looked at.
-- One policy per command (the project has no FOR ALL policies).
do $$
declare
  t record;
  cmd text;
begin
  for t in
    select * from (values
      ('public', 'w2g_jackpots', 'W-2G records', 'true'),
      ('public', 'gambling_sessions', 'slot sessions', 'true'),
      ('public', 'casino_sessions', 'casino visits', 'true'),
      ('public', 'casino_win_loss_statements', 'win/loss statements', 'true'),
      ('storage', 'objects', 'W-2G photos', 'bucket_id = ''w2g-images''')
    ) as v (schema_name, table_name, label, applies)
  loop
    foreach cmd in array array['select', 'insert', 'update', 'delete'] loop
      execute format(
        'create policy %I on %I.%I as restrictive for %s to authenticated %s %s',
        format('Enrolled players need aal2 to %s %s', cmd, t.label),
        t.schema_name, t.table_name, cmd,
        case when cmd = 'insert' then '' else format(
          'using (case when %s then (select private.require_aal()) else true end)', t.applies) end,
        case when cmd in ('insert', 'update') then format(
          'with check (case when %s then (select private.require_aal()) else true end)', t.applies) else '' end
      );
    end loop;
  end loop;
end
$$;

-- ----------------------------------------------------------------------------
-- get_my_session_count(): how many sessions (devices) the caller is signed in on.
-- ----------------------------------------------------------------------------
create function private.my_session_count()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from auth.sessions s where s.user_id = (select auth.uid());
$$;

comment on function private.my_session_count() is 'The number of auth sessions of the caller.';
revoke execute on function private.my_session_count() from public, anon;
grant execute on function private.my_session_count() to authenticated, service_role;

create function public.get_my_session_count()
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  select private.my_session_count();
$$;

comment on function public.get_my_session_count() is 'Account -> Security: "Signed in on N devices".';
revoke execute on function public.get_my_session_count() from public, anon;
grant execute on function public.get_my_session_count() to authenticated;
