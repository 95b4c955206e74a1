create table private.trip_share_tokens (
  token_sha256 text primary key,
  share_id uuid not null,
  issued_at timestamptz default now() not null
);
comment on table private.trip_share_tokens is 'Every share link token ever issued (SHA-256, hex) and its link''s id: kept after the link, its trip or its account is deleted, so no address ever names another trip.';
alter table private.trip_share_tokens enable row level security;

create table public.trip_shares (
  id uuid default gen_random_uuid() primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  trip_id uuid not null references public.trips(id) on delete cascade,
  token text not null unique,
  show_name boolean default true not null,
  show_dates boolean default true not null,
  show_casinos boolean default true not null,
  show_net boolean default false not null,
  show_w2g_count boolean default false not null,
  expires_at timestamptz default (now() + '30 days'::interval) not null,
  revoked boolean default false not null,
  revoked_at timestamptz,
  created_at timestamptz default now() not null,
  constraint trip_shares_token_shape check ((token ~ '^[A-Za-z0-9_-]{22,128}$'::text))
);
comment on table public.trip_shares is 'Share links of a player''s trips: the token (>= 132 random bits), the fields shown, expiry, revocation. Read by anyone only through share.trip (get_shared_trip), which returns the ticked fields.';
create index trip_shares_trip_idx on public.trip_shares (trip_id);
create index trip_shares_user_idx on public.trip_shares (user_id, created_at desc);
alter table public.trip_shares enable row level security;
revoke all on public.trip_shares from anon;
revoke update, truncate, references, trigger, maintain on public.trip_shares from authenticated;
grant update (revoked) on public.trip_shares to authenticated;

create table share.read_counts (
  bucket text not null,
  minute timestamptz not null,
  reads integer not null,
  constraint read_counts_pkey primary key (bucket, minute)
);
comment on table share.read_counts is 'Reads of share links per caller address and minute (the rate limit of share.trip); written only by it.';
alter table share.read_counts enable row level security;
