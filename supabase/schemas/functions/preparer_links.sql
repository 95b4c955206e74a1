-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function private.my_preparer_link_openings(p_limit integer)
returns table (id uuid, occurred_at timestamptz, action text, ip text, user_agent text, detail jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.opened_at, 'preparer_link_opened', null::text, o.user_agent,
         jsonb_build_object('tax_year', l.tax_year, 'link_id', l.id)
    from public.preparer_link_openings o
    join public.preparer_links l on l.id = o.link_id
   where (select auth.uid()) is not null and o.user_id = (select auth.uid())
   order by o.opened_at desc, o.id
   limit least(greatest(coalesce(p_limit, 50), 1), 5000);
$$;
comment on function private.my_preparer_link_openings(p_limit integer) is 'The caller''s preparer link openings as security events (action preparer_link_opened), newest first.';
revoke execute on function private.my_preparer_link_openings(p_limit integer) from public;
grant execute on function private.my_preparer_link_openings(p_limit integer) to authenticated;

create or replace function private.preparer_links_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hash text;
  v_first uuid;
begin
  if tg_op = 'UPDATE' then
    if old.revoked and not new.revoked then
      raise exception 'This link was revoked: make a new one' using errcode = '23514';
    end if;
    if (to_jsonb(new) - array['revoked', 'revoked_at']) <> (to_jsonb(old) - array['revoked', 'revoked_at']) then
      raise exception 'A preparer link cannot be changed, only revoked' using errcode = '23514';
    end if;
    new.revoked_at := case when old.revoked then old.revoked_at else case when new.revoked then now() end end;
    return new;
  end if;
  if not private.is_share_token(new.token) then
    raise exception 'A link''s address must be the 256 random bits the app makes' using errcode = '23514';
  end if;
  if new.tax_year > extract(year from now())::integer then
    raise exception 'The tax year % has not begun yet', new.tax_year using errcode = '23514';
  end if;
  if new.expires_at <= now() then
    raise exception 'A preparer link must expire in the future' using errcode = '23514';
  end if;
  if new.expires_at > now() + interval '366 days' then
    raise exception 'A preparer link can last at most a year' using errcode = '23514';
  end if;
  new.revoked_at := case when new.revoked then now() end;
  v_hash := encode(sha256(convert_to(new.token, 'UTF8')), 'hex');
  insert into private.preparer_link_tokens (token_sha256, link_id) values (v_hash, new.id)
  on conflict (token_sha256) do nothing;
  if found then
    return new;
  end if;
  select t.link_id into v_first from private.preparer_link_tokens t where t.token_sha256 = v_hash;
  if v_first = new.id then
    if exists (select 1 from public.preparer_links l where l.id = new.id) then
      return new;
    end if;
    return null;
  end if;
  raise exception 'This link address was used before: make a new link' using errcode = '23505';
end;
$$;
comment on function private.preparer_links_check() is 'Trigger: a new preparer link has the app''s token shape, a token never issued before, a begun year and an expiry within a year; afterwards it may only be revoked.';
revoke execute on function private.preparer_links_check() from public;

create or replace function public.get_preparer_link(p_token text)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  select share.preparer_link(p_token);
$$;
comment on function public.get_preparer_link(p_token text) is 'A preparer link''s page: share.preparer_link (the year through the narrow read, or the link''s status).';
revoke execute on function public.get_preparer_link(p_token text) from public;

create or replace function public.get_preparer_link_files(p_token text, p_forwarded_for text default null, p_real_ip text default null)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  select share.preparer_link_files(p_token, p_forwarded_for, p_real_ip);
$$;
comment on function public.get_preparer_link_files(p_token text, p_forwarded_for text, p_real_ip text) is 'For the edge function preparer-link-files (service role only): share.preparer_link_files.';
revoke execute on function public.get_preparer_link_files(p_token text, p_forwarded_for text, p_real_ip text) from anon, authenticated, public;

create or replace function share.preparer_link(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  v_caller text := coalesce(private.client_ip(v_headers ->> 'x-forwarded-for', v_headers ->> 'x-real-ip'), 'unknown');
begin
  if share.count_read('preparer:' || v_caller, 60) then
    return jsonb_build_object('status', 'rate_limited');
  end if;
  -- The read is counted: nothing below may raise, or the request's transaction (and the count) would roll back.
  begin
    return share.preparer_link_answer(p_token, v_headers ->> 'user-agent');
  exception when others then
    raise warning 'share.preparer_link could not answer: % (%)', sqlerrm, sqlstate;
    return jsonb_build_object('status', 'unavailable');
  end;
end;
$$;
comment on function share.preparer_link(p_token text) is 'The read of a preparer link: {status: ok, tax_year, expires_at, players: [the narrow read of the year]} or {status: not_found | revoked (revoked_at) | expired (expired_at) | rate_limited | unavailable}. 60 reads a minute per caller address, counted before anything can fail; each ok read is an opening the player sees.';
revoke execute on function share.preparer_link(p_token text) from public;
grant execute on function share.preparer_link(p_token text) to anon, authenticated, service_role;

create or replace function share.preparer_link_answer(p_token text, p_user_agent text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v record;
begin
  select * into v from share.preparer_link_status(p_token);
  if v.status = 'revoked' then
    return jsonb_build_object('status', 'revoked', 'revoked_at', (v.link).revoked_at);
  elsif v.status = 'expired' then
    return jsonb_build_object('status', 'expired', 'expired_at', (v.link).expires_at);
  elsif v.status <> 'ok' then
    return jsonb_build_object('status', v.status);
  end if;
  insert into public.preparer_link_openings (link_id, user_id, user_agent)
  values ((v.link).id, (v.link).user_id, left(nullif(btrim(p_user_agent), ''), 512));
  return jsonb_build_object(
    'status', 'ok',
    'tax_year', (v.link).tax_year,
    'expires_at', (v.link).expires_at,
    'players', jsonb_build_array(private.tax_year_play((v.link).user_id, (v.link).tax_year)));
end;
$$;
comment on function share.preparer_link_answer(p_token text, p_user_agent text) is 'What a preparer link shows (share.preparer_link''s answer, without its count): the year through the narrow read, an opening recorded; or the link''s status.';
revoke execute on function share.preparer_link_answer(p_token text, p_user_agent text) from public;

create or replace function share.preparer_link_files(p_token text, p_forwarded_for text, p_real_ip text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- The same address rule as every other read (the edge function passes the headers as they came).
  if share.count_read('preparer-files:' || coalesce(private.client_ip(left(p_forwarded_for, 512), left(p_real_ip, 64)), 'unknown'), 60) then
    return jsonb_build_object('status', 'rate_limited');
  end if;
  -- The read is counted: nothing below may raise, or the request's transaction (and the count) would roll back.
  begin
    return share.preparer_link_files_answer(p_token);
  exception when others then
    raise warning 'share.preparer_link_files could not answer: % (%)', sqlerrm, sqlstate;
    return jsonb_build_object('status', 'unavailable');
  end;
end;
$$;
comment on function share.preparer_link_files(p_token text, p_forwarded_for text, p_real_ip text) is 'What the edge function preparer-link-files may sign and print for a link (status; year; players: [{name, photos}]), 60 a minute per caller address (private.client_ip over the request''s headers as the function got them). Service role only.';
revoke execute on function share.preparer_link_files(p_token text, p_forwarded_for text, p_real_ip text) from public;
grant execute on function share.preparer_link_files(p_token text, p_forwarded_for text, p_real_ip text) to service_role;

create or replace function share.preparer_link_files_answer(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v record;
begin
  select * into v from share.preparer_link_status(p_token);
  if v.status <> 'ok' then
    return jsonb_build_object('status', v.status);
  end if;
  return jsonb_build_object(
    'status', 'ok',
    'tax_year', (v.link).tax_year,
    'players', jsonb_build_array(jsonb_build_object(
      'name', private.player_name((v.link).user_id),
      -- The year's W-2G photos of the link's player: stored in their folder of the private bucket, nothing else.
      'photos', coalesce((
        select jsonb_agg(distinct o.name)
          from public.w2g_jackpots j
          cross join lateral unnest(j.images) as i (path)
          join storage.objects o on o.bucket_id = 'w2g-images' and o.name = i.path
         where j.user_id = (v.link).user_id
           and j.jackpot_date between make_date((v.link).tax_year, 1, 1) and make_date((v.link).tax_year, 12, 31)
           and i.path like (v.link).user_id::text || '/%' and i.path not like '%..%'), '[]'::jsonb))));
end;
$$;
comment on function share.preparer_link_files_answer(p_token text) is 'For the edge function preparer-link-files: a link''s status, and when ok its year, the player''s name and the stored paths of that year''s W-2G photos in the player''s folder.';
revoke execute on function share.preparer_link_files_answer(p_token text) from public;

create or replace function share.preparer_link_status(p_token text, out link public.preparer_links, out status text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_share_token(p_token) then
    status := 'not_found';
    return;
  end if;
  select * into link from public.preparer_links l where l.token = p_token;
  status := case when not found then 'not_found' when link.revoked then 'revoked' when link.expires_at <= now() then 'expired' else 'ok' end;
end;
$$;
comment on function share.preparer_link_status(p_token text, OUT link public.preparer_links, OUT status text) is 'The preparer link of a token and its status: ok, not_found, revoked or expired.';
revoke execute on function share.preparer_link_status(p_token text, OUT link public.preparer_links, OUT status text) from public;
