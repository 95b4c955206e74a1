-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function private.aal_satisfied()
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
comment on function private.aal_satisfied() is 'True when the session is aal2 or the caller has no verified MFA factor (Supabase: MFA for users who enrolled).';
revoke execute on function private.aal_satisfied() from public;
grant execute on function private.aal_satisfied() to authenticated, service_role;

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users a where a.id = (select auth.uid()))
    and (
      not coalesce((select s.admin_requires_mfa from public.security_settings s where s.id), false)
      or coalesce((select auth.jwt()) ->> 'aal', 'aal1') = 'aal2'
    );
$$;
comment on function private.is_admin() is 'True when the caller has a row in admin_users and, if security_settings.admin_requires_mfa, an aal2 session.';
revoke execute on function private.is_admin() from public;
grant execute on function private.is_admin() to authenticated, service_role;

create or replace function private.my_session_count()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from auth.sessions s where s.user_id = (select auth.uid());
$$;
comment on function private.my_session_count() is 'The number of auth sessions of the caller.';
revoke execute on function private.my_session_count() from public;
grant execute on function private.my_session_count() to authenticated, service_role;

create or replace function private.require_aal()
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
comment on function private.require_aal() is 'true when private.aal_satisfied(); otherwise raises 42501 (insufficient_privilege).';
revoke execute on function private.require_aal() from public;
grant execute on function private.require_aal() to authenticated, service_role;

create or replace function public.get_my_session_count()
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  select private.my_session_count();
$$;
comment on function public.get_my_session_count() is 'Account -> Security: "Signed in on N devices".';
revoke execute on function public.get_my_session_count() from anon, public;
