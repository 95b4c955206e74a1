-- =============================================================================
-- A link for the tax preparer: one tax year of a player, read-only, at an
-- unguessable address, with the same guarantees as a trip's share link.
--
--   public.preparer_links        the link: its tax year, its token (made on the
--                                device: 32 random bytes, base64url), when it
--                                expires (a date the player picks, 60 days
--                                unless chosen, at most a year) and whether it
--                                was revoked (and when). Owner only; a link is
--                                revoked (never back), not edited.
--   public.preparer_link_openings  each time the link was opened: when, and the
--                                browser's user agent (no address). The player
--                                reads them (Account, Security history); only
--                                the link's read writes them.
--   private.preparer_link_tokens every token ever issued (SHA-256), kept after
--                                its link or account is deleted: an address
--                                names one link, once, ever.
--   share.preparer_link(token)   the one read, for anyone with the address:
--                                counted first (60 a minute per caller address,
--                                nothing after the count raises, so no request
--                                rolls its count back), then the link's status,
--                                or the year through private.tax_year_play (the
--                                narrow read) and an opening recorded.
--   share.preparer_link_files(token, forwarded_for, real_ip)  for the edge
--                                function preparer-link-files only (service
--                                role; the request's address headers passed as
--                                they came, private.client_ip reads them): the
--                                link's status, the player's name and the stored
--                                paths of that year's W-2G photos of that player
--                                (in their folder and in the bucket), which the
--                                function signs for a few minutes; nothing else
--                                can be signed through it. Counted as above.
--   public.get_my_security_history  the player's security history gains one row
--                                per opening of their links.
-- No table becomes readable by anon.
-- =============================================================================

-- The token's shape (private.is_share_token), the caller's address (private.client_ip) and the rule that a token is
-- kept, hashed, for ever are the trip share links' (20260101004820_share_links_once.sql), used as they are.

-- ----------------------------------------------------------------------------
-- The links
-- ----------------------------------------------------------------------------
create table public.preparer_links (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  tax_year integer not null constraint preparer_links_year check (tax_year between 2015 and 2200),
  token text not null unique,
  expires_at timestamptz not null default now() + interval '60 days',
  revoked boolean not null default false,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
alter table public.preparer_links enable row level security;
comment on table public.preparer_links is
  'Links for a tax preparer: one tax year of the player, the token (256 random bits made on the device), expiry, revocation. Read by anyone only through share.preparer_link (get_preparer_link).';

create index preparer_links_user_idx on public.preparer_links (user_id, created_at desc);

create table public.preparer_link_openings (
  id uuid primary key default gen_random_uuid(),
  link_id uuid not null references public.preparer_links (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  opened_at timestamptz not null default now(),
  user_agent text check (user_agent is null or char_length(user_agent) <= 512)
);
alter table public.preparer_link_openings enable row level security;
comment on table public.preparer_link_openings is
  'Each opening of a preparer link: when and from what browser (user agent; no address). Written only by share.preparer_link; the link''s player reads them.';

create index preparer_link_openings_user_idx on public.preparer_link_openings (user_id, opened_at desc);
create index preparer_link_openings_link_idx on public.preparer_link_openings (link_id, opened_at desc);

create table private.preparer_link_tokens (
  token_sha256 text primary key,
  link_id uuid not null,
  issued_at timestamptz not null default now()
);
alter table private.preparer_link_tokens enable row level security;
revoke all on private.preparer_link_tokens from public, anon, authenticated;
comment on table private.preparer_link_tokens is
  'Every preparer link token ever issued (SHA-256, hex) and its link''s id: kept after the link or its account is deleted, so no address ever names another link.';

-- A new link: the app's token shape, a token never issued before (the same link sent again is the same success, and
-- stays deleted when it was deleted since), a year that has begun, an expiry within a year. Afterwards a link may
-- only be revoked (revoked_at stamped once).
create function private.preparer_links_check()
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
comment on function private.preparer_links_check() is
  'Trigger: a new preparer link has the app''s token shape, a token never issued before, a begun year and an expiry within a year; afterwards it may only be revoked.';
revoke execute on function private.preparer_links_check() from public, anon, authenticated;

create trigger preparer_links_check
  before insert or update on public.preparer_links
  for each row execute function private.preparer_links_check();

create policy "Players can read their own preparer links" on public.preparer_links for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Players can make preparer links of their own tax years" on public.preparer_links for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Players can revoke their own preparer links" on public.preparer_links for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Players can delete their own preparer links" on public.preparer_links for delete to authenticated
  using (user_id = (select auth.uid()));
create policy "Players can read the openings of their own preparer links" on public.preparer_link_openings for select to authenticated
  using (user_id = (select auth.uid()));

do $$
declare
  cmd text;
begin
  foreach cmd in array array['select', 'insert', 'update', 'delete'] loop
    execute format(
      'create policy %I on public.preparer_links as restrictive for %s to authenticated %s %s',
      format('Enrolled players need aal2 to %s preparer links', cmd), cmd,
      case when cmd = 'insert' then '' else 'using ((select private.require_aal()))' end,
      case when cmd in ('insert', 'update') then 'with check ((select private.require_aal()))' else '' end);
  end loop;
end
$$;
create policy "Enrolled players need aal2 to read preparer link openings" on public.preparer_link_openings
  as restrictive for select to authenticated using ((select private.require_aal()));

revoke all on public.preparer_links from anon, authenticated;
grant select, insert, delete on public.preparer_links to authenticated;
grant update (revoked) on public.preparer_links to authenticated;
revoke all on public.preparer_link_openings from anon, authenticated;
grant select on public.preparer_link_openings to authenticated;

-- ----------------------------------------------------------------------------
-- The read: counted first, answered after, nothing in between raises
-- ----------------------------------------------------------------------------
-- Counts one read of `p_bucket` this minute; true when it is over `p_limit`.
create function share.count_read(p_bucket text, p_limit integer)
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
comment on function share.count_read(text, integer) is
  'Counts one read of a bucket (a kind of link and a caller address) this minute; true once there were more than p_limit.';
revoke all on function share.count_read(text, integer) from public, anon, authenticated;

-- The link of a token, or why there is none to read.
create function share.preparer_link_status(p_token text, out link public.preparer_links, out status text)
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
comment on function share.preparer_link_status(text) is
  'The preparer link of a token and its status: ok, not_found, revoked or expired.';
revoke all on function share.preparer_link_status(text) from public, anon, authenticated;

create function share.preparer_link_answer(p_token text, p_user_agent text)
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
comment on function share.preparer_link_answer(text, text) is
  'What a preparer link shows (share.preparer_link''s answer, without its count): the year through the narrow read, an opening recorded; or the link''s status.';
revoke all on function share.preparer_link_answer(text, text) from public, anon, authenticated;

create function share.preparer_link(p_token text)
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
comment on function share.preparer_link(text) is
  'The read of a preparer link: {status: ok, tax_year, expires_at, players: [the narrow read of the year]} or {status: not_found | revoked (revoked_at) | expired (expired_at) | rate_limited | unavailable}. 60 reads a minute per caller address, counted before anything can fail; each ok read is an opening the player sees.';
revoke all on function share.preparer_link(text) from public;
grant execute on function share.preparer_link(text) to anon, authenticated, service_role;

create function public.get_preparer_link(p_token text)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  select share.preparer_link(p_token);
$$;
comment on function public.get_preparer_link(text) is
  'A preparer link''s page: share.preparer_link (the year through the narrow read, or the link''s status).';
revoke all on function public.get_preparer_link(text) from public;
grant execute on function public.get_preparer_link(text) to anon, authenticated, service_role;

-- ----------------------------------------------------------------------------
-- What the edge function may sign and print for a link
-- ----------------------------------------------------------------------------
create function share.preparer_link_files_answer(p_token text)
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
comment on function share.preparer_link_files_answer(text) is
  'For the edge function preparer-link-files: a link''s status, and when ok its year, the player''s name and the stored paths of that year''s W-2G photos in the player''s folder.';
revoke all on function share.preparer_link_files_answer(text) from public, anon, authenticated;

create function share.preparer_link_files(p_token text, p_forwarded_for text, p_real_ip text)
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
comment on function share.preparer_link_files(text, text, text) is
  'What the edge function preparer-link-files may sign and print for a link (status; year; players: [{name, photos}]), 60 a minute per caller address (private.client_ip over the request''s headers as the function got them). Service role only.';
revoke all on function share.preparer_link_files(text, text, text) from public, anon, authenticated;
grant execute on function share.preparer_link_files(text, text, text) to service_role;

create function public.get_preparer_link_files(p_token text, p_forwarded_for text default null, p_real_ip text default null)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  select share.preparer_link_files(p_token, p_forwarded_for, p_real_ip);
$$;
comment on function public.get_preparer_link_files(text, text, text) is
  'For the edge function preparer-link-files (service role only): share.preparer_link_files.';
revoke all on function public.get_preparer_link_files(text, text, text) from public, anon, authenticated;
grant execute on function public.get_preparer_link_files(text, text, text) to service_role;

-- ----------------------------------------------------------------------------
-- Security history: each opening of the player's links
-- ----------------------------------------------------------------------------
create function private.my_preparer_link_openings(p_limit integer)
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
comment on function private.my_preparer_link_openings(integer) is
  'The caller''s preparer link openings as security events (action preparer_link_opened), newest first.';
revoke execute on function private.my_preparer_link_openings(integer) from public, anon;
grant execute on function private.my_preparer_link_openings(integer) to authenticated;

create or replace function public.get_my_security_history(p_limit integer default 50)
returns table (id uuid, occurred_at timestamptz, action text, ip text, user_agent text, detail jsonb)
language sql
stable
security invoker
set search_path = ''
as $$
  select e.*
    from (select * from private.my_security_history(p_limit)
          union all
          select * from private.my_preparer_link_openings(p_limit)) e
   order by e.occurred_at desc, e.id
   limit least(greatest(coalesce(p_limit, 50), 1), 5000);
$$;
comment on function public.get_my_security_history(integer) is
  'The caller''s own security events (sign-ins, sign-outs, password / e-mail / two-step changes, failed codes, openings of their preparer links), newest first.';
