-- =============================================================================
-- A share link's address names one trip, once, ever; the share read's count
-- cannot be undone; a caller's mistake is a 4xx.
--
--   private.trip_share_tokens   every token ever issued (its SHA-256, the link's
--                               id, when), kept when the link, its trip or the
--                               account is deleted (no foreign key, nothing
--                               personal: a hash of random bits and a random id).
--                               A new link with a token issued before is refused;
--                               the same create sent again (the outbox resending
--                               it) is the same success, and stays deleted if the
--                               link was deleted since.
--   private.is_share_token(t)   the shape the app makes (src/features/trips/lib/
--                               share-token.ts): 32 random bytes in base64url, 43
--                               characters, the last one carrying 4 bits (one of
--                               AEIMQUYcgkosw048), and at least 12 different
--                               characters (a random token has fewer with
--                               probability < 1e-21; a token of one repeated
--                               letter has 1). Checked on every new link; links
--                               made by hand through the API with another shape
--                               are revoked here and never read.
--   private.client_ip(xff, real) the address the gateway saw: the last
--                               X-Forwarded-For entry (the gateway appends the
--                               client's address; earlier entries are the
--                               caller's to choose), else X-Real-IP.
--   share.trip(token)           counts the read first, then answers; nothing
--                               after the count raises (an error while the answer
--                               is made is answered {status: unavailable} and
--                               logged as a warning), so no request can roll its
--                               read back (with PostgREST's db-tx-end = commit,
--                               Prefer: tx=rollback is ignored).
--   get_trip_report, delete_casino_session: "no longer exists" is P0001 (400)
--                               with hint gone, as every other such refusal, not
--                               P0002 (which PostgREST answers 500).
-- =============================================================================

create function private.is_share_token(p_token text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_token ~ '^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$'
                  and (select count(distinct c) from regexp_split_to_table(p_token, '') c) >= 12, false);
$$;
comment on function private.is_share_token(text) is
  'A share link token as the app makes it: 32 random bytes, base64url (43 characters, the last one of AEIMQUYcgkosw048), at least 12 different characters.';
revoke execute on function private.is_share_token(text) from public, anon, authenticated;

create function private.client_ip(p_forwarded_for text, p_real_ip text)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(coalesce(nullif(btrim((string_to_array(p_forwarded_for, ','))[cardinality(string_to_array(p_forwarded_for, ','))]), ''),
                       nullif(btrim(p_real_ip), '')), 64);
$$;
comment on function private.client_ip(text, text) is
  'The client address the gateway saw: the last X-Forwarded-For entry (appended by the gateway; the ones before it are the caller''s), else X-Real-IP.';
revoke execute on function private.client_ip(text, text) from public, anon, authenticated;

create table private.trip_share_tokens (
  token_sha256 text primary key,
  share_id uuid not null,
  issued_at timestamptz not null default now()
);
alter table private.trip_share_tokens enable row level security;
revoke all on private.trip_share_tokens from public, anon, authenticated;
comment on table private.trip_share_tokens is
  'Every share link token ever issued (SHA-256, hex) and its link''s id: kept after the link, its trip or its account is deleted, so no address ever names another trip.';

-- Every token already issued, as far as the links still exist (a link deleted before this migration took its token
-- with it).
insert into private.trip_share_tokens (token_sha256, share_id, issued_at)
select encode(sha256(convert_to(s.token, 'UTF8')), 'hex'), s.id, s.created_at from public.trip_shares s
on conflict (token_sha256) do nothing;

-- Links whose address the app never made (hand-made through the API, e.g. one letter repeated) are revoked: their
-- address may be guessed.
do $$
declare
  n integer;
begin
  update public.trip_shares s set revoked = true where not s.revoked and not private.is_share_token(s.token);
  get diagnostics n = row_count;
  if n > 0 then
    raise notice 'Revoked % share link(s) whose address is not 256 random bits', n;
  end if;
end
$$;

create function private.trip_share_token_once()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hash text := encode(sha256(convert_to(coalesce(new.token, ''), 'UTF8')), 'hex');
  v_first uuid;
begin
  if not private.is_share_token(new.token) then
    raise exception 'A share link''s address must be the 256 random bits the app makes' using errcode = '23514';
  end if;
  insert into private.trip_share_tokens (token_sha256, share_id) values (v_hash, new.id)
  on conflict (token_sha256) do nothing;
  if found then
    return new;
  end if;
  select t.share_id into v_first from private.trip_share_tokens t where t.token_sha256 = v_hash;
  if v_first = new.id then
    -- The same link sent again: still there, the insert meets it (on conflict, or its primary key); deleted since,
    -- it stays deleted.
    if exists (select 1 from public.trip_shares s where s.id = new.id) then
      return new;
    end if;
    return null;
  end if;
  raise exception 'This share link address was used before: make a new link' using errcode = '23505';
end;
$$;
comment on function private.trip_share_token_once() is
  'Trigger: a new share link has the app''s token shape and a token never issued before (private.trip_share_tokens); a resend of the same link is the same success.';
revoke execute on function private.trip_share_token_once() from public, anon, authenticated;

create trigger trip_shares_token_once
  before insert on public.trip_shares
  for each row execute function private.trip_share_token_once();

-- ----------------------------------------------------------------------------
-- The shared read: counted first, answered after, nothing in between raises.
-- ----------------------------------------------------------------------------
create function share.trip_answer(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_share public.trip_shares;
  v_report jsonb;
  v_out jsonb;
begin
  if not private.is_share_token(p_token) then
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
comment on function share.trip_answer(text) is
  'What a share link shows (share.trip''s answer, without its count): only the ticked fields, or the link''s status.';
revoke all on function share.trip_answer(text) from public, anon, authenticated;

create or replace function share.trip(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  v_bucket text := coalesce(private.client_ip(v_headers ->> 'x-forwarded-for', v_headers ->> 'x-real-ip'), 'unknown');
  v_reads integer;
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
  -- The read is counted: nothing below may raise, or the request's transaction (and the count) would roll back.
  begin
    return share.trip_answer(p_token);
  exception when others then
    raise warning 'share.trip could not answer: % (%)', sqlerrm, sqlstate;
    return jsonb_build_object('status', 'unavailable');
  end;
end;
$$;

comment on function share.trip(text) is
  'The read of a trip share link: {status: ok, expires_at, and only the ticked fields (name; start_date, end_date, days; casinos (names); net; w2g_count)} or {status: not_found | revoked | expired | rate_limited | unavailable} and nothing else. 60 reads a minute per caller address (private.client_ip), counted before anything can fail.';

-- ----------------------------------------------------------------------------
-- "No longer exists": 400 with hint gone (P0002 is a 500 in PostgREST)
-- ----------------------------------------------------------------------------
create or replace function public.get_trip_report(p_trip_id uuid)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_report jsonb;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  v_report := private.trip_report(v_uid, p_trip_id);
  if v_report is null then
    raise exception 'This trip no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;
  return v_report;
end;
$$;

create or replace function public.delete_casino_session(p_id uuid, p_with_play boolean, p_now timestamp default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_slots bigint := 0;
  v_w2g bigint := 0;
  v_images text[] := '{}';
  v_slot_ids uuid[];
  v_w2g_ids uuid[];
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  perform 1 from public.casino_sessions cs where cs.id = p_id and cs.user_id = v_uid for update;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;
  if coalesce(p_with_play, false) then
    select coalesce(array_agg(h.id) filter (where h.kind = 'slot_session'), '{}'),
           coalesce(array_agg(h.id) filter (where h.kind = 'w2g_jackpot'), '{}')
      into v_slot_ids, v_w2g_ids
      from private.casino_session_holdings(v_uid, p_id, p_now) h;
    with gone as (
      delete from public.w2g_jackpots j
       where j.user_id = v_uid and j.id = any (v_w2g_ids)
      returning j.images
    )
    select (select count(*) from gone), coalesce((select array_agg(i.path) from gone, unnest(gone.images) as i (path)), '{}')
      into v_w2g, v_images;
    delete from public.gambling_sessions g where g.user_id = v_uid and g.id = any (v_slot_ids);
    get diagnostics v_slots = row_count;
  end if;
  delete from public.casino_sessions cs where cs.id = p_id and cs.user_id = v_uid;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;
  return jsonb_build_object('slot_sessions', v_slots, 'w2g_jackpots', v_w2g, 'images', to_jsonb(v_images));
end;
$$;
