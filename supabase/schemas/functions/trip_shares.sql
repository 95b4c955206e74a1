-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function private.client_ip(p_forwarded_for text, p_real_ip text)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(coalesce(nullif(btrim((string_to_array(p_forwarded_for, ','))[cardinality(string_to_array(p_forwarded_for, ','))]), ''),
                       nullif(btrim(p_real_ip), '')), 64);
$$;
comment on function private.client_ip(p_forwarded_for text, p_real_ip text) is 'The client address the gateway saw: the last X-Forwarded-For entry (appended by the gateway; the ones before it are the caller''s), else X-Real-IP.';
revoke execute on function private.client_ip(p_forwarded_for text, p_real_ip text) from public;

create or replace function private.is_share_token(p_token text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_token ~ '^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$'
                  and (select count(distinct c) from regexp_split_to_table(p_token, '') c) >= 12, false);
$$;
comment on function private.is_share_token(p_token text) is 'A share link token as the app makes it: 32 random bytes, base64url (43 characters, the last one of AEIMQUYcgkosw048), at least 12 different characters.';
revoke execute on function private.is_share_token(p_token text) from public;

create or replace function private.trip_share_token_once()
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
comment on function private.trip_share_token_once() is 'Trigger: a new share link has the app''s token shape and a token never issued before (private.trip_share_tokens); a resend of the same link is the same success.';
revoke execute on function private.trip_share_token_once() from public;

create or replace function private.trip_shares_check()
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
comment on function private.trip_shares_check() is 'Trigger: a share link is on the writer''s own trip and expires within a year; afterwards it may only be revoked (revoked_at stamped once).';
revoke execute on function private.trip_shares_check() from public;

create or replace function public.get_shared_trip(p_token text)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  select share.trip(p_token);
$$;
comment on function public.get_shared_trip(p_token text) is 'A trip share link''s page: share.trip (only the ticked fields, or the link''s status).';
revoke execute on function public.get_shared_trip(p_token text) from public;

create or replace function share.count_read(p_bucket text, p_limit integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_reads integer;
begin
  insert into share.read_counts as rc (bucket, minute, reads)
  values (p_bucket, date_trunc('minute', now()), 1)
  on conflict (bucket, minute) do update set reads = rc.reads + 1
  returning rc.reads into v_reads;
  if v_reads = 1 then
    delete from share.read_counts rc where rc.minute < date_trunc('minute', now()) - interval '5 minutes';
  end if;
  return v_reads > p_limit;
end;
$$;
comment on function share.count_read(p_bucket text, p_limit integer) is 'Counts one read of a bucket (a kind of link and a caller address) this minute; true once there were more than p_limit.';
revoke execute on function share.count_read(p_bucket text, p_limit integer) from public;

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
comment on function share.trip(p_token text) is 'The read of a trip share link: {status: ok, expires_at, and only the ticked fields (name; start_date, end_date, days; casinos (names); net; w2g_count)} or {status: not_found | revoked | expired | rate_limited | unavailable} and nothing else. 60 reads a minute per caller address (private.client_ip), counted before anything can fail.';
revoke execute on function share.trip(p_token text) from public;
grant execute on function share.trip(p_token text) to anon, authenticated, service_role;

create or replace function share.trip_answer(p_token text)
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
comment on function share.trip_answer(p_token text) is 'What a share link shows (share.trip''s answer, without its count): only the ticked fields, or the link''s status.';
revoke execute on function share.trip_answer(p_token text) from public;
