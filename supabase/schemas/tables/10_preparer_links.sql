create table private.preparer_link_tokens (
  token_sha256 text primary key,
  link_id uuid not null,
  issued_at timestamptz default now() not null
);
comment on table private.preparer_link_tokens is 'Every preparer link token ever issued (SHA-256, hex) and its link''s id: kept after the link or its account is deleted, so no address ever names another link.';
alter table private.preparer_link_tokens enable row level security;

create table public.preparer_links (
  id uuid default gen_random_uuid() primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  tax_year integer not null,
  token text not null unique,
  expires_at timestamptz default (now() + '60 days'::interval) not null,
  revoked boolean default false not null,
  revoked_at timestamptz,
  created_at timestamptz default now() not null,
  constraint preparer_links_year check (((tax_year >= 2015) and (tax_year <= 2200)))
);
comment on table public.preparer_links is 'Links for a tax preparer: one tax year of the player, the token (256 random bits made on the device), expiry, revocation. Read by anyone only through share.preparer_link (get_preparer_link).';
create index preparer_links_user_idx on public.preparer_links (user_id, created_at desc);
alter table public.preparer_links enable row level security;
revoke all on public.preparer_links from anon;
revoke update, truncate, references, trigger, maintain on public.preparer_links from authenticated;
grant update (revoked) on public.preparer_links to authenticated;

create table public.preparer_link_openings (
  id uuid default gen_random_uuid() primary key,
  link_id uuid not null references public.preparer_links(id) on delete cascade,
  user_id uuid not null references auth.users(id) on delete cascade,
  opened_at timestamptz default now() not null,
  user_agent text check (((user_agent is null) or (char_length(user_agent) <= 512)))
);
comment on table public.preparer_link_openings is 'Each opening of a preparer link: when and from what browser (user agent; no address). Written only by share.preparer_link; the link''s player reads them.';
create index preparer_link_openings_link_idx on public.preparer_link_openings (link_id, opened_at desc);
create index preparer_link_openings_user_idx on public.preparer_link_openings (user_id, opened_at desc);
alter table public.preparer_link_openings enable row level security;
revoke all on public.preparer_link_openings from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on public.preparer_link_openings from authenticated;
