-- =============================================================================
-- Admins can be required to use two-step verification (issue #28): a setting of the admin console.
-- When it is on, an administrator's session counts as an admin (private.is_admin(), which every admin
-- policy and RPC uses) only at aal2, i.e. after giving the code of a verified factor. An admin without a
-- factor keeps their own account but not the console until they set one up (Account -> Security).
-- =============================================================================

create table public.security_settings (
  id boolean primary key default true constraint security_settings_one_row check (id),
  admin_requires_mfa boolean not null default false,
  updated_at timestamptz not null default now()
);

comment on table public.security_settings is 'Project-wide security settings (one row), changed in the admin console.';
comment on column public.security_settings.admin_requires_mfa is
  'When true, admin rights need an aal2 session (a verified TOTP factor used at sign-in).';

alter table public.security_settings enable row level security;

insert into public.security_settings (id) values (true);

create trigger security_settings_set_updated_at
  before update on public.security_settings
  for each row execute function public.set_updated_at();

create policy "Signed-in users can read the security settings"
  on public.security_settings for select to authenticated
  using (true);

create policy "Admins can change the security settings"
  on public.security_settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

revoke all on public.security_settings from anon;
revoke insert, delete, truncate on public.security_settings from authenticated;

-- is_admin(): the same function (policies keep pointing at it), now with the setting.
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

comment on function private.is_admin() is
  'True when the caller has a row in admin_users and, if security_settings.admin_requires_mfa, an aal2 session.';
