-- =============================================================================
-- A share link for a trip (issue 39, item 5): a read-only page for friends at an
-- unguessable address, showing only what the player ticked.
--
--   public.trip_shares   the link's token (made on the device: 32 random bytes,
--                        base64url, 256 bits; at least 22 characters = 132 bits
--                        accepted), what it shows (name, dates, casinos, net,
--                        W2G count), when it expires (30 days unless chosen) and
--                        whether it was revoked (and when). Owner only, as every
--                        play record; a link can be revoked (revoked set true,
--                        never back), not edited.
--   share.trip(token)    the one read of a link, for anyone with the address
--                        (anon included): security definer, in a schema the API
--                        does not expose, returning only the ticked fields
--                        (never photos, notes, tax ids, club numbers, times or
--                        ids). A wrong token, or one past its expiry or revoked,
--                        gets its status and nothing else. At most 60 reads a
--                        minute per address (the caller's IP): then
--                        'rate_limited' and nothing else.
--   public.get_shared_trip(token)   the RPC: a security invoker wrapper.
-- No table becomes readable by anon.
-- =============================================================================

create table public.trip_shares (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  trip_id uuid not null references public.trips (id) on delete cascade,
  token text not null unique constraint trip_shares_token_shape check (token ~ '^[A-Za-z0-9_-]{22,128}$'),
  show_name boolean not null default true,
  show_dates boolean not null default true,
  show_casinos boolean not null default true,
  show_net boolean not null default false,
  show_w2g_count boolean not null default false,
  expires_at timestamptz not null default now() + interval '30 days',
  revoked boolean not null default false,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
alter table public.trip_shares enable row level security;
comment on table public.trip_shares is
  'Share links of a player''s trips: the token (>= 132 random bits), the fields shown, expiry, revocation. Read by anyone only through share.trip (get_shared_trip), which returns the ticked fields.';

create index trip_shares_user_idx on public.trip_shares (user_id, created_at desc);
create index trip_shares_trip_idx on public.trip_shares (trip_id);

-- A link goes only on the writer's own trip, expires within a year, and once revoked stays revoked (revoked_at
-- stamped then); nothing else of it changes after it is made.
create function private.trip_shares_check()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if not exists (select 1 from public.trips t where t.id = new.trip_id and t.user_id = new.user_id) then
      raise exception 'This trip is not yours' using errcode = '42501';
    end if;
    if new.expires_at <= now() then
      raise exception 'A share link must expire in the future' using errcode = '23514';
    end if;
    if new.expires_at > now() + interval '366 days' then
      raise exception 'A share link can last at most a year' using errcode = '23514';
    end if;
    new.revoked_at := case when new.revoked then now() end;
    return new;
  end if;
  if old.revoked and not new.revoked then
    raise exception 'This share link was revoked: make a new one' using errcode = '23514';
  end if;
  if (to_jsonb(new) - array['revoked', 'revoked_at']) <> (to_jsonb(old) - array['revoked', 'revoked_at']) then
    raise exception 'A share link cannot be changed, only revoked' using errcode = '23514';
  end if;
  -- Revoking again is the same success: the first time stays.
  new.revoked_at := case when old.revoked then old.revoked_at else case when new.revoked then now() end end;
  return new;
end;
$$;

comment on function private.trip_shares_check() is
  'Trigger: a share link is on the writer''s own trip and expires within a year; afterwards it may only be revoked (revoked_at stamped once).';
revoke execute on function private.trip_shares_check() from public, anon, authenticated;

create trigger trip_shares_check
  before insert or update on public.trip_shares
  for each row execute function private.trip_shares_check();

create policy "Players can read their own share links" on public.trip_shares for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Players can add share links to their own trips" on public.trip_shares for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Players can revoke their own share links" on public.trip_shares for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Players can delete their own share links" on public.trip_shares for delete to authenticated
  using (user_id = (select auth.uid()));

do $$
declare
  cmd text;
begin
  foreach cmd in array array['select', 'insert', 'update', 'delete'] loop
    execute format(
      'create policy %I on public.trip_shares as restrictive for %s to authenticated %s %s',
      format('Enrolled players need aal2 to %s share links', cmd), cmd,
      case when cmd = 'insert' then '' else 'using ((select private.require_aal()))' end,
      case when cmd in ('insert', 'update') then 'with check ((select private.require_aal()))' else '' end);
  end loop;
end
$$;

revoke all on public.trip_shares from anon, authenticated;
grant select, insert, delete on public.trip_shares to authenticated;
grant update (revoked) on public.trip_shares to authenticated;

-- ----------------------------------------------------------------------------
-- The shared read
-- ----------------------------------------------------------------------------
create schema share;
comment on schema share is 'The one read of a trip share link (share.trip) and its rate limit; not exposed through the API.';
revoke all on schema share from public;
grant usage on schema share to anon, authenticated, service_role;

create table share.read_counts (
  bucket text not null,
  minute timestamptz not null,
  reads integer not null,
  primary key (bucket, minute)
);
alter table share.read_counts enable row level security;
comment on table share.read_counts is 'Reads of share links per caller address and minute (the rate limit of share.trip); written only by it.';
revoke all on share.read_counts from public, anon, authenticated;

create function share.trip(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  v_bucket text := coalesce(nullif(v_headers ->> 'x-real-ip', ''),
                            nullif(btrim(split_part(v_headers ->> 'x-forwarded-for', ',', 1)), ''), 'unknown');
  v_reads integer;
  v_share public.trip_shares;
  v_report jsonb;
  v_out jsonb;
begin
  insert into share.read_counts as rc (bucket, minute, reads)
  values (v_bucket, date_trunc('minute', now()), 1)
  on conflict (bucket, minute) do update set reads = rc.reads + 1
  returning rc.reads into v_reads;
  if v_reads = 1 then
    delete from share.read_counts rc where rc.minute < date_trunc('minute', now()) - interval '5 minutes';
  end if;
  if v_reads > 60 then
    return jsonb_build_object('status', 'rate_limited');
  end if;

  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22,128}$' then
    return jsonb_build_object('status', 'not_found');
  end if;
  select * into v_share from public.trip_shares s where s.token = p_token;
  if not found then
    return jsonb_build_object('status', 'not_found');
  end if;
  if v_share.revoked then
    return jsonb_build_object('status', 'revoked');
  end if;
  if v_share.expires_at <= now() then
    return jsonb_build_object('status', 'expired');
  end if;
  v_report := private.trip_report(v_share.user_id, v_share.trip_id);
  if v_report is null then
    return jsonb_build_object('status', 'not_found');
  end if;

  v_out := jsonb_build_object('status', 'ok', 'expires_at', v_share.expires_at);
  if v_share.show_name then
    v_out := v_out || jsonb_build_object('name', v_report -> 'trip' -> 'name');
  end if;
  if v_share.show_dates then
    v_out := v_out || jsonb_build_object('start_date', v_report -> 'trip' -> 'start_date', 'end_date', v_report -> 'trip' -> 'end_date',
                                         'days', v_report -> 'days');
  end if;
  if v_share.show_casinos then
    v_out := v_out || jsonb_build_object('casinos',
      coalesce((select jsonb_agg(c -> 'name') from jsonb_array_elements(v_report -> 'casinos') c), '[]'::jsonb));
  end if;
  if v_share.show_net then
    v_out := v_out || jsonb_build_object('net', v_report -> 'totals' -> 'gambling_net');
  end if;
  if v_share.show_w2g_count then
    v_out := v_out || jsonb_build_object('w2g_count', v_report -> 'totals' -> 'w2g_count');
  end if;
  return v_out;
end;
$$;

comment on function share.trip(text) is
  'The read of a trip share link: {status: ok, expires_at, and only the ticked fields (name; start_date, end_date, days; casinos (names); net; w2g_count)} or {status: not_found | revoked | expired | rate_limited} and nothing else. 60 reads a minute per caller address.';
revoke all on function share.trip(text) from public;
grant execute on function share.trip(text) to anon, authenticated, service_role;

create function public.get_shared_trip(p_token text)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  select share.trip(p_token);
$$;

comment on function public.get_shared_trip(text) is
  'A trip share link''s page: share.trip (only the ticked fields, or the link''s status).';
revoke all on function public.get_shared_trip(text) from public;
grant execute on function public.get_shared_trip(text) to anon, authenticated, service_role;
