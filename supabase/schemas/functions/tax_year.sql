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

create or replace function private.player_name(p_user uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select coalesce(nullif(btrim(concat_ws(' ', btrim(p.first_name), btrim(p.last_name))), ''), nullif(btrim(p.nickname), ''))
                     from public.profiles p where p.id = p_user), 'Player');
$$;
comment on function private.player_name(p_user uuid) is 'A player''s name as others are shown it: first and last name, else nickname, else Player (never the e-mail).';
revoke execute on function private.player_name(p_user uuid) from public;

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

create or replace function private.tax_year_play(p_user uuid, p_year integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_start date;
  v_end date;
  v_lo date;
  v_hi date;
  v_after date;
begin
  if p_user is null or p_year is null or p_year < 1900 or p_year > 2200 then
    raise exception 'A tax year is a year between 1900 and 2200' using errcode = '22023';
  end if;
  v_start := make_date(p_year, 1, 1);
  v_end := make_date(p_year, 12, 31);

  -- The days the app's own read reaches (the casino sessions touching the year), and the last day a closed
  -- casino session arriving in the year reaches after it.
  select least(v_start, min(c.arrival_date)), greatest(v_end, max(c.departure_date)),
         max(c.departure_date) filter (where c.arrival_date >= v_start and c.final_cash is not null and c.departure_date > v_end)
    into v_lo, v_hi, v_after
    from public.casino_sessions c
   where c.user_id = p_user and c.arrival_date <= v_end and (c.arrival_date >= v_start or c.departure_date >= v_start);

  return (
    with cs as (
      select c.*
        from public.casino_sessions c
       where c.user_id = p_user and c.arrival_date <= v_end and (c.arrival_date >= v_start or c.departure_date >= v_start)
    ),
    crossing as (
      select c.id from cs c where c.arrival_date >= v_start and c.final_cash is not null and c.departure_date > v_end
    ),
    -- W2Gs of the year, and of the days after it those that belong to a casino session crossing out of the year (R3).
    jp as (
      select j.*
        from public.w2g_jackpots j
       where j.user_id = p_user
         and (j.jackpot_date between v_start and v_end
              or (v_after is not null and j.id in (
                    select o.w2g_id from private.jackpot_owners(p_user, v_end + 1, v_after) o
                     where o.casino_session_id in (select crossing.id from crossing))))
    ),
    -- Slot sessions of the year (cashed out), of the days after it those a crossing casino session covers (R1), and
    -- those of the days the app reads that an included W2G is linked to.
    gs as (
      select g.*
        from public.gambling_sessions g
       where g.user_id = p_user and not g.is_live
         and (g.session_date between v_start and v_end
              or (v_after is not null and g.id in (
                    select sp.slot_session_id from private.slot_play(p_user, v_end + 1, v_after) sp
                     where sp.casino_session_id in (select crossing.id from crossing)))
              or (g.session_date between v_lo and v_hi and g.id in (select jp.session_id from jp)))
    )
    select jsonb_build_object(
      'year', p_year,
      'player', jsonb_build_object('name', private.player_name(p_user)),
      'slots', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', g.id, 'session_date', g.session_date, 'session_time', g.session_time, 'casino_id', g.casino_id,
                 'coins_in', g.coins_in, 'coins_out', g.coins_out, 'free_play', g.free_play, 'net_result', g.net_result,
                 'casino', case when k.id is null then null else jsonb_build_object('name', k.name, 'city', k.city, 'state', k.state) end,
                 'slot_machine', case when m.id is null then null else jsonb_build_object('name', m.name, 'slot_name', m.slot_name) end)
               order by g.session_date, g.session_time, g.id)
          from gs g
          left join public.casinos k on k.id = g.casino_id
          -- A machine the player typed in ("Not listed") is theirs; another player's is never named.
          left join public.slot_machines m on m.id = g.slot_machine_id and (m.added_by is null or m.added_by = p_user)), '[]'::jsonb),
      'casino_sessions', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', c.id, 'casino_id', c.casino_id, 'arrival_date', c.arrival_date, 'arrival_time', c.arrival_time,
                 'departure_date', c.departure_date, 'departure_time', c.departure_time, 'total_cash_in', c.total_cash_in,
                 'final_cash', c.final_cash, 'net_result', c.net_result,
                 'casino', case when k.id is null then null else jsonb_build_object('name', k.name, 'city', k.city, 'state', k.state) end)
               order by c.arrival_date, c.arrival_time, c.id)
          from cs c
          left join public.casinos k on k.id = c.casino_id), '[]'::jsonb),
      'jackpots', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', j.id, 'casino_id', j.casino_id, 'jackpot_date', j.jackpot_date, 'jackpot_time', j.jackpot_time,
                 'amount', j.amount, 'tax_withheld', j.tax_withheld, 'state', j.state, 'state_winnings', j.state_winnings,
                 'state_tax_withheld', j.state_tax_withheld, 'hand_pay', j.hand_pay, 'w2g_received', j.w2g_received,
                 -- A linked slot session of another player is no link (the app reads none either).
                 'session_id', (select g.id from public.gambling_sessions g where g.id = j.session_id and g.user_id = p_user),
                 -- Only photos in the player's own folder: a path naming another folder is not theirs to hand over.
                 'images', to_jsonb(array(select i.path from unnest(j.images) with ordinality as i (path, n)
                                           where i.path like p_user::text || '/%' and i.path not like '%..%' order by i.n)),
                 'casino', case when k.id is null then null else jsonb_build_object('name', k.name, 'city', k.city, 'state', k.state) end)
               order by j.jackpot_date, j.jackpot_time, j.id)
          from jp j
          left join public.casinos k on k.id = j.casino_id), '[]'::jsonb),
      'statements', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', s.id, 'casino_id', s.casino_id, 'tax_year', s.tax_year, 'net_win_loss', s.net_win_loss,
                 'casino', jsonb_build_object('name', k.name))
               order by s.id)
          from public.casino_win_loss_statements s
          join public.casinos k on k.id = s.casino_id
         where s.user_id = p_user and s.tax_year = p_year), '[]'::jsonb))
  );
end;
$$;
comment on function private.tax_year_play(p_user uuid, p_year integer) is 'The narrow read of one player''s tax year: the rows the tax engine needs (no notes, people present, machine numbers, street addresses, club numbers or e-mail; other years only where the year''s figures need them). Called only by the preparer link and household reads.';
revoke execute on function private.tax_year_play(p_user uuid, p_year integer) from public;

create or replace function public.casino_sessions_check_input()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if 'NaN'::numeric in (new.starting_cash, new.final_cash) then
    return new;
  end if;
  if new.starting_cash < 0 or coalesce(new.final_cash, 0) < 0 then
    raise exception 'Amounts cannot be negative' using errcode = '23514';
  end if;
  if new.departure_date is not null
     and (new.departure_date < new.arrival_date
          or (new.departure_date = new.arrival_date and new.departure_time is not null and new.departure_time < new.arrival_time)) then
    raise exception 'Departure cannot be before arrival' using errcode = '23514';
  end if;
  return new;
end;
$$;

create or replace function public.gambling_sessions_check_input()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if 'NaN'::numeric in (new.coins_in, new.coins_out, new.free_play) then
    return new;
  end if;
  if new.coins_in < 0 or new.coins_out < 0 or new.free_play < 0 then
    raise exception 'Amounts cannot be negative' using errcode = '23514';
  end if;
  if new.free_play > new.coins_in then
    raise exception 'Free play cannot be more than the money in' using errcode = '23514';
  end if;
  return new;
end;
$$;

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

create or replace function public.w2g_jackpots_check_input()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if 'NaN'::numeric in (new.amount, new.tax_withheld, new.state_winnings, new.state_tax_withheld) then
    return new;
  end if;
  if new.amount < 0 or new.tax_withheld < 0 or coalesce(new.state_winnings, 0) < 0 or coalesce(new.state_tax_withheld, 0) < 0 then
    raise exception 'Amounts cannot be negative' using errcode = '23514';
  end if;
  -- One day of grace: the server's day (UTC) can be behind a player's day.
  if new.jackpot_date > current_date + 1
     and (tg_op = 'INSERT' or new.jackpot_date is distinct from old.jackpot_date) then
    raise exception 'A W2G cannot be dated in the future' using errcode = '23514';
  end if;
  if new.tax_withheld + coalesce(new.state_tax_withheld, 0) > new.amount then
    raise exception 'Tax withheld cannot be more than the jackpot' using errcode = '23514';
  end if;
  return new;
end;
$$;

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
