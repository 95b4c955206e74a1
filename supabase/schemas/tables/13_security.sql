create table public.security_settings (
  id boolean default true primary key,
  admin_requires_mfa boolean default false not null,
  updated_at timestamptz default now() not null,
  constraint security_settings_one_row check (id)
);
comment on table public.security_settings is 'Project-wide security settings (one row), changed in the admin console.';
comment on column public.security_settings.admin_requires_mfa is 'When true, admin rights need an aal2 session (a verified TOTP factor used at sign-in).';
alter table public.security_settings enable row level security;
revoke all on public.security_settings from anon;
revoke insert, delete, truncate on public.security_settings from authenticated;
