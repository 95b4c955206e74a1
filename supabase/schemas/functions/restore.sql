-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function private.restore_answer(p_restore_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with rows as (
    select rr.tbl, rr.n, rr.outcome, rr.kept, rr.row, k.ord
      from private.restore_rows rr join private.restore_kinds() k on k.tbl = rr.tbl
     where rr.restore_id = p_restore_id
  ),
  counts as (
    select r.tbl, count(*) as rows, count(*) filter (where r.outcome = 'added') as added,
           count(*) filter (where r.outcome = 'merged') as merged, count(*) filter (where r.outcome = 'same') as same,
           count(*) filter (where r.outcome not in ('added', 'merged', 'same')) as not_restored,
           count(*) filter (where r.outcome = 'casino') as skipped_casino,
           count(*) filter (where r.kept is not null) as kept
      from rows r group by r.tbl
  ),
  named as (
    select r.*, jsonb_strip_nulls(jsonb_build_object(
             'table', r.tbl, 'row', r.n + 1,
             'casino_id', r.row -> 'casino_id',
             'date', coalesce(r.row -> 'session_date', r.row -> 'arrival_date', r.row -> 'jackpot_date', r.row -> 'start_date'),
             'time', coalesce(r.row -> 'session_time', r.row -> 'arrival_time', r.row -> 'jackpot_time'),
             'tax_year', r.row -> 'tax_year',
             'name', r.row -> 'name')) as what
      from rows r
     where r.outcome not in ('added', 'merged', 'same') or r.kept is not null
  )
  select jsonb_build_object(
    'tables', (select jsonb_object_agg(k.tbl, jsonb_build_object(
                 'rows', coalesce(c.rows, 0), 'added', coalesce(c.added, 0), 'merged', coalesce(c.merged, 0),
                 'same', coalesce(c.same, 0), 'not_restored', coalesce(c.not_restored, 0),
                 'skipped_casino', coalesce(c.skipped_casino, 0)))
                 from private.restore_kinds() k left join counts c on c.tbl = k.tbl),
    'not_restored', (select coalesce(jsonb_agg(x.what || jsonb_build_object('reason', x.outcome) order by x.ord, x.n), '[]')
                       from (select * from named where outcome not in ('added', 'merged', 'same') order by ord, n limit 100) x),
    'kept', (select coalesce(jsonb_agg(x.what || jsonb_build_object('fields', x.kept) order by x.ord, x.n), '[]')
               from (select * from named where kept is not null order by ord, n limit 100) x),
    'more', jsonb_build_object(
      'not_restored', greatest(0, (select coalesce(sum(c.not_restored), 0) from counts c) - 100),
      'kept', greatest(0, (select coalesce(sum(c.kept), 0) from counts c) - 100)));
$$;
revoke execute on function private.restore_answer(p_restore_id uuid) from public;
grant execute on function private.restore_answer(p_restore_id uuid) to authenticated, service_role;

create or replace function private.restore_check_rows(p_tbl text, p_rows jsonb, p_first integer, p_uid uuid)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  v_words text := (select k.words from private.restore_kinds() k where k.tbl = p_tbl);
  v_bad record;
  v_defs text;
  v_names text[];
  v_kinds text[];
begin
  if jsonb_typeof(p_rows) is distinct from 'array' then
    raise exception 'The % of this restore are not a list of rows', v_words using errcode = '22023';
  end if;
  select x.i into v_bad from jsonb_array_elements(p_rows) with ordinality as x (e, i) where jsonb_typeof(x.e) <> 'object' limit 1;
  if found then
    raise exception 'Row % of the % is not a row', p_first + v_bad.i, v_words using errcode = '22023';
  end if;

  -- A field's JSON kind for its column: 'text' (strings; numbers and booleans read as text), 'id' (a string:
  -- dates, times, uuids), 'number' (a JSON number or a string of one), 'boolean', 'list' (a list of strings),
  -- 'json' (a list of values and flat objects: cash entries, money in entries, counter taps). Nothing nests deeper.
  select array_agg(c.name), array_agg(c.kind) into v_names, v_kinds from private.restore_columns(p_tbl) c;
  select x.i, f.key, c.kind into v_bad
    from jsonb_array_elements(p_rows) with ordinality as x (e, i)
    cross join lateral jsonb_each(x.e) as f
    join unnest(v_names, v_kinds) as c (name, kind) on c.name = f.key
   where case jsonb_typeof(f.value)
           when 'null' then false
           when 'string' then not (c.kind in ('text', 'id', 'boolean')
                                   or (c.kind = 'number' and f.value #>> '{}' ~ '^\s*-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?\s*$'))
           when 'number' then c.kind not in ('text', 'number')
           when 'boolean' then c.kind not in ('text', 'boolean')
           when 'array' then not ((c.kind = 'list' and not exists (
                                    select 1 from jsonb_array_elements(f.value) as el (v) where jsonb_typeof(el.v) <> 'string'))
                                  or (c.kind = 'json' and not exists (
                                    select 1 from jsonb_array_elements(f.value) as el (v)
                                     where jsonb_typeof(el.v) = 'array'
                                        or (jsonb_typeof(el.v) = 'object'
                                            and exists (select 1 from jsonb_each(el.v) g where jsonb_typeof(g.value) in ('object', 'array'))))))
           else true
         end
   order by x.i
   limit 1;
  if found then
    raise exception 'Row % of the %: % is not %', p_first + v_bad.i, v_words, v_bad.key,
      case v_bad.kind when 'number' then 'a number' when 'boolean' then 'true or false' when 'list' then 'a list of text'
                      when 'json' then 'a list of entries' else 'text' end
      using errcode = '22023';
  end if;

  -- Every value must read as its column's type (a date, an amount that fits, a uuid …): all rows at once, and
  -- when that fails, field by field to say which.
  select string_agg(format('%I %s', c.name, c.type), ', ') into v_defs from private.restore_columns(p_tbl) c;
  begin
    execute format('select count(*) from jsonb_to_recordset($1) as r(%s)', v_defs) using p_rows;
  exception when data_exception then
    for v_bad in
      select x.i, f.key, f.value, c.type
        from jsonb_array_elements(p_rows) with ordinality as x (e, i)
        cross join lateral jsonb_each(x.e) as f
        join private.restore_columns(p_tbl) c on c.name = f.key
       where jsonb_typeof(f.value) <> 'null'
       order by x.i
    loop
      begin
        execute format('select count(*) from jsonb_to_record($1) as r(%I %s)', v_bad.key, v_bad.type)
          using jsonb_build_object(v_bad.key, v_bad.value);
      exception when data_exception then
        raise exception 'Row % of the %: "%" is not a valid % (%)', p_first + v_bad.i, v_words, left(v_bad.value #>> '{}', 40),
          v_bad.key, v_bad.type using errcode = '22023';
      end;
    end loop;
    raise exception 'The % of this restore cannot be read', v_words using errcode = '22023';
  end;

  -- W-2G photos must be in the caller's own folder of w2g-images (the app uploads them there first).
  if p_tbl = 'w2g_jackpots' and exists (
    select 1
      from jsonb_array_elements(p_rows) j,
           jsonb_array_elements_text(case when jsonb_typeof(j -> 'images') = 'array' then j -> 'images' else '[]' end) p
     where p not like p_uid::text || '/%'
  ) then
    raise exception 'A W2G photo must be restored into your own folder' using errcode = '42501';
  end if;
end;
$$;
revoke execute on function private.restore_check_rows(p_tbl text, p_rows jsonb, p_first integer, p_uid uuid) from public;
grant execute on function private.restore_check_rows(p_tbl text, p_rows jsonb, p_first integer, p_uid uuid) to authenticated, service_role;

create or replace function private.restore_columns(p_tbl text)
returns table (name text, kind text, type text)
language sql
stable
set search_path = ''
as $$
  select a.attname::text,
         case
           when t.typcategory = 'A' then 'list'
           when t.typname in ('jsonb', 'json') then 'json'
           when t.typcategory = 'N' then 'number'
           when t.typcategory = 'B' then 'boolean'
           when t.typcategory = 'S' then 'text'
           else 'id'
         end,
         pg_catalog.format_type(a.atttypid, a.atttypmod)
    from pg_catalog.pg_attribute a
    join pg_catalog.pg_type t on t.oid = a.atttypid
   where a.attrelid = (case when p_tbl = 'profile' then 'public.profiles' else 'public.' || p_tbl end)::regclass
     and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     and (p_tbl <> 'profile' or a.attname in ('first_name', 'last_name', 'phone', 'nickname'));
$$;
revoke execute on function private.restore_columns(p_tbl text) from public;
grant execute on function private.restore_columns(p_tbl text) to authenticated, service_role;

create or replace function private.restore_forget_crossings(p_restore_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  delete from public.play_limit_crossings c
   using private.restores r
   where r.id = p_restore_id and r.user_id = v_uid and c.id = any (r.crossings) and c.user_id = v_uid;
  update private.restores r set crossings = '{}' where r.id = p_restore_id and r.user_id = v_uid;
end;
$$;
revoke execute on function private.restore_forget_crossings(p_restore_id uuid) from public;
grant execute on function private.restore_forget_crossings(p_restore_id uuid) to authenticated, service_role;

create or replace function private.restore_keep(p_uid uuid, p_restore_id uuid, p_tbl text, p_rows jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_limits jsonb := private.restore_limits();
  v_restore private.restores;
  v_rows jsonb;
  v_words text;
  v_staged integer;
  v_count integer;
begin
  if p_uid is null then
    raise exception 'Sign in to restore your data' using errcode = '42501';
  end if;
  select * into v_restore from private.restores r where r.id = p_restore_id and r.user_id = p_uid for update;
  if not found or v_restore.state <> 'staging' then
    raise exception 'This restore is no longer open. Start it again.' using errcode = '22023';
  end if;
  select k.words into v_words from private.restore_kinds() k where k.tbl = p_tbl;
  if v_words is null then
    raise exception 'A restore has no kind of rows named %', left(coalesce(p_tbl, 'null'), 60) using errcode = '22023';
  end if;
  v_rows := private.restore_renamed_rows(p_tbl, p_rows);
  v_staged := coalesce((v_restore.staged ->> p_tbl)::integer, 0);
  perform private.restore_check_rows(p_tbl, v_rows, v_staged, p_uid);
  v_count := jsonb_array_length(v_rows);
  if v_count > (v_limits ->> 'rows_per_call')::integer then
    raise exception 'Send at most % rows at a time', to_char((v_limits ->> 'rows_per_call')::integer, 'FM999,999')
      using errcode = 'PT413';
  end if;
  if v_staged + v_count > (v_limits ->> 'rows_per_table')::integer then
    raise exception 'This ZIP holds more than % %: a restore takes at most % of each kind. Nothing was restored.',
      to_char((v_limits ->> 'rows_per_table')::integer, 'FM999,999'), v_words,
      to_char((v_limits ->> 'rows_per_table')::integer, 'FM999,999')
      using errcode = 'PT413';
  end if;
  if p_tbl = 'profile' and v_staged + v_count > 1 then
    raise exception 'A restore takes one profile' using errcode = '22023';
  end if;

  insert into private.restore_rows (restore_id, user_id, tbl, n, row)
  select p_restore_id, p_uid, p_tbl, v_staged + (x.i - 1)::integer, x.e
    from jsonb_array_elements(v_rows) with ordinality as x (e, i);
  update private.restores r
     set staged = r.staged || jsonb_build_object(p_tbl, v_staged + v_count),
         keys = r.keys || jsonb_build_object(p_tbl, (
           select coalesce(jsonb_agg(distinct k), '[]')
             from (select jsonb_array_elements_text(coalesce(r.keys -> p_tbl, '[]')) as k
                   union
                   select f from jsonb_array_elements(v_rows) e, jsonb_object_keys(e) f) x)),
         updated_at = now()
   where r.id = p_restore_id;
  return jsonb_build_object('staged', v_staged + v_count);
end;
$$;
revoke execute on function private.restore_keep(p_uid uuid, p_restore_id uuid, p_tbl text, p_rows jsonb) from public;
grant execute on function private.restore_keep(p_uid uuid, p_restore_id uuid, p_tbl text, p_rows jsonb) to authenticated, service_role;

create or replace function private.restore_kinds()
returns table (tbl text, words text, ord integer)
language sql
immutable
set search_path = ''
as $$
  select k.tbl, k.words, k.ord::integer
    from unnest(
      array['slot_machines', 'gambling_sessions', 'casino_sessions', 'w2g_jackpots', 'casino_win_loss_statements',
            'user_casino_preferences', 'play_limits', 'trips', 'trip_costs', 'trip_comps', 'trip_suggestion_dismissals',
            'profile'],
      array['own machines', 'slot sessions', 'casino sessions', 'W2G jackpots', 'win/loss statements',
            'favourites and club numbers', 'play limits', 'trips', 'trip costs', 'trip comps',
            'dismissed trip suggestions', 'profile']) with ordinality as k (tbl, words, ord);
$$;
revoke execute on function private.restore_kinds() from public;
grant execute on function private.restore_kinds() to authenticated, service_role;

create or replace function private.restore_limits()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('rows_per_table', 200000, 'rows_per_call', 5000);
$$;
revoke execute on function private.restore_limits() from public;
grant execute on function private.restore_limits() to authenticated, service_role;

create or replace function private.restore_open(p_uid uuid, p_casino_map jsonb, p_machine_map jsonb, p_counts jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_limit integer := (private.restore_limits() ->> 'rows_per_table')::integer;
  v_open private.restores;
  v_over record;
  v_id uuid;
begin
  if p_uid is null then
    raise exception 'Sign in to restore your data' using errcode = '42501';
  end if;
  if jsonb_typeof(coalesce(p_casino_map, '{}')) <> 'object' or jsonb_typeof(coalesce(p_machine_map, '{}')) <> 'object'
     or jsonb_typeof(coalesce(p_counts, '{}')) <> 'object'
     or exists (select 1 from jsonb_each(coalesce(p_casino_map, '{}') || coalesce(p_machine_map, '{}')) m
                 where jsonb_typeof(m.value) <> 'string'
                    or m.value #>> '{}' !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') then
    raise exception 'The restore data is not in the expected shape' using errcode = '22023';
  end if;
  select k.words, (c.value #>> '{}') as n into v_over
    from jsonb_each(coalesce(p_counts, '{}')) c
    join private.restore_kinds() k on k.tbl = c.key
   where jsonb_typeof(c.value) <> 'number' or (c.value #>> '{}')::numeric > v_limit
   limit 1;
  if found then
    raise exception 'This ZIP holds % %: a restore takes at most % of each kind. Nothing was restored.',
      to_char(v_over.n::numeric, 'FM999,999,999,999'), v_over.words, to_char(v_limit, 'FM999,999')
      using errcode = 'PT413';
  end if;

  select * into v_open from private.restores r
   where r.user_id = p_uid and r.state in ('staging', 'applying', 'finishing', 'undoing')
   order by r.created_at
   limit 1
   for update;
  if found then
    if v_open.updated_at > now() - interval '2 minutes' then
      raise exception 'A restore into this account is already running. Try again when it has finished.' using errcode = 'PT409';
    end if;
    return jsonb_build_object('unfinished', v_open.id, 'state', v_open.state);
  end if;
  delete from private.restores r where r.user_id = p_uid and r.state in ('done', 'undone');
  insert into private.restores (user_id, casino_map, machine_map)
  values (p_uid, coalesce(p_casino_map, '{}'), coalesce(p_machine_map, '{}'))
  returning id into v_id;
  return jsonb_build_object('restore_id', v_id);
end;
$$;
revoke execute on function private.restore_open(p_uid uuid, p_casino_map jsonb, p_machine_map jsonb, p_counts jsonb) from public;
grant execute on function private.restore_open(p_uid uuid, p_casino_map jsonb, p_machine_map jsonb, p_counts jsonb) to authenticated, service_role;

create or replace function private.restore_profile(p_uid uuid, p_restore_id uuid, p_undo boolean)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_row jsonb;
  v_before jsonb;
  v_kept jsonb;
begin
  if p_undo then
    select rr.before into v_before from private.restore_rows rr
     where rr.restore_id = p_restore_id and rr.tbl = 'profile' and rr.outcome = 'merged';
    if v_before is not null then
      update public.profiles p
         set first_name = case when v_before ? 'first_name' then v_before -> 'first_name' ->> 'v' else p.first_name end,
             last_name = case when v_before ? 'last_name' then v_before -> 'last_name' ->> 'v' else p.last_name end,
             phone = case when v_before ? 'phone' then v_before -> 'phone' ->> 'v' else p.phone end,
             nickname = case when v_before ? 'nickname' then v_before -> 'nickname' ->> 'v' else p.nickname end
       where p.id = p_uid;
      update private.restore_rows rr set outcome = 'same', before = null
       where rr.restore_id = p_restore_id and rr.tbl = 'profile';
    end if;
    return;
  end if;
  select rr.row into v_row from private.restore_rows rr
   where rr.restore_id = p_restore_id and rr.tbl = 'profile' and rr.outcome is null;
  if v_row is null then
    return;
  end if;
  select jsonb_strip_nulls(jsonb_build_object(
           'first_name', case when nullif(p.first_name, '') is null and nullif(v_row ->> 'first_name', '') is not null
                              then jsonb_build_object('v', p.first_name) end,
           'last_name', case when nullif(p.last_name, '') is null and nullif(v_row ->> 'last_name', '') is not null
                             then jsonb_build_object('v', p.last_name) end,
           'phone', case when nullif(p.phone, '') is null and nullif(v_row ->> 'phone', '') is not null
                         then jsonb_build_object('v', p.phone) end,
           'nickname', case when nullif(p.nickname, '') is null and nullif(v_row ->> 'nickname', '') is not null
                            then jsonb_build_object('v', p.nickname) end)),
         (select coalesce(jsonb_agg(jsonb_build_object('field', f.name, 'here', f.here, 'zip', f.zip)), '[]')
            from (values ('first_name', p.first_name, v_row ->> 'first_name'), ('last_name', p.last_name, v_row ->> 'last_name'),
                         ('phone', p.phone, v_row ->> 'phone'), ('nickname', p.nickname, v_row ->> 'nickname')) f (name, here, zip)
           where nullif(f.here, '') is not null and nullif(f.zip, '') is not null and f.here <> f.zip)
    into v_before, v_kept
    from public.profiles p
   where p.id = p_uid;
  if v_before <> '{}' then
    update public.profiles p
       set first_name = case when v_before ? 'first_name' then v_row ->> 'first_name' else p.first_name end,
           last_name = case when v_before ? 'last_name' then v_row ->> 'last_name' else p.last_name end,
           phone = case when v_before ? 'phone' then v_row ->> 'phone' else p.phone end,
           nickname = case when v_before ? 'nickname' then v_row ->> 'nickname' else p.nickname end
     where p.id = p_uid;
  end if;
  update private.restore_rows rr
     set outcome = case when v_before <> '{}' then 'merged' else 'same' end, target_id = p_uid,
         before = nullif(v_before, '{}'), kept = nullif(v_kept, '[]')
   where rr.restore_id = p_restore_id and rr.tbl = 'profile';
end;
$$;
revoke execute on function private.restore_profile(p_uid uuid, p_restore_id uuid, p_undo boolean) from public;
grant execute on function private.restore_profile(p_uid uuid, p_restore_id uuid, p_undo boolean) to authenticated, service_role;

create or replace function private.restore_record_crossings(p_restore_id uuid, p_tbl text, p_from integer, p_to integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_ids uuid[];
  v_recorded uuid[];
begin
  if not exists (select 1 from private.restores r where r.id = p_restore_id and r.user_id = v_uid) then
    raise exception 'This restore is not yours' using errcode = '42501';
  end if;
  if p_tbl = 'w2g_jackpots' then
    select array_agg(distinct w.session_id) into v_ids
      from private.restore_rows rr join public.w2g_jackpots w on w.id = rr.target_id
     where rr.restore_id = p_restore_id and rr.tbl = p_tbl and rr.n >= p_from and rr.n < p_to
       and rr.outcome in ('added', 'merged') and w.user_id = v_uid and w.session_id is not null;
  else
    select array_agg(rr.target_id) into v_ids
      from private.restore_rows rr
     where rr.restore_id = p_restore_id and rr.tbl = p_tbl and rr.n >= p_from and rr.n < p_to
       and rr.outcome in ('added', 'merged');
  end if;
  if v_ids is null then
    return;
  end if;
  -- Only the caller's own rows (the ids came from their restore's log).
  select array_agg(x.id) into v_ids
    from unnest(v_ids) x (id)
   where exists (select 1 from public.gambling_sessions g where g.id = x.id and g.user_id = v_uid)
      or exists (select 1 from public.casino_sessions cs where cs.id = x.id and cs.user_id = v_uid);
  v_recorded := case when p_tbl = 'casino_sessions' then private.record_play_limit_crossings(null, v_ids)
                     else private.record_play_limit_crossings(v_ids, null) end;
  if v_recorded is not null then
    update private.restores r set crossings = r.crossings || v_recorded where r.id = p_restore_id;
  end if;
end;
$$;
revoke execute on function private.restore_record_crossings(p_restore_id uuid, p_tbl text, p_from integer, p_to integer) from public;
grant execute on function private.restore_record_crossings(p_restore_id uuid, p_tbl text, p_from integer, p_to integer) to authenticated, service_role;

create or replace function private.restore_refusal(p_words text, p_row integer, p_state text, p_message text, p_constraint text, p_column text)
returns text
language sql
immutable
set search_path = ''
as $$
  select format('Row %s of the %s: %s. Nothing was restored.', p_row, p_words,
    case
      when p_state = '23503' then 'it refers to a record this server does not have'
      when p_state = '23502' then format('it lacks %s', coalesce(p_column, 'a value it needs'))
      when p_state = '23514' and p_message like 'new row for relation%' then format('a value is not allowed (%s)', p_constraint)
      when p_state = '42501' then 'it is not yours to write'
      else rtrim(p_message, '.')
    end);
$$;
revoke execute on function private.restore_refusal(p_words text, p_row integer, p_state text, p_message text, p_constraint text, p_column text) from public;
grant execute on function private.restore_refusal(p_words text, p_row integer, p_state text, p_message text, p_constraint text, p_column text) to authenticated, service_role;

create or replace function private.restore_remove_machines(p_restore_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  delete from public.slot_machines m
   using private.restore_rows rr join private.restores r on r.id = rr.restore_id
   where rr.restore_id = p_restore_id and r.user_id = v_uid and rr.tbl = 'slot_machines' and rr.outcome = 'added'
     and m.id = rr.target_id and m.added_by = v_uid;
  update private.restore_rows rr set outcome = 'same'
   where rr.restore_id = p_restore_id and rr.user_id = v_uid and rr.tbl = 'slot_machines' and rr.outcome = 'added';
end;
$$;
revoke execute on function private.restore_remove_machines(p_restore_id uuid) from public;
grant execute on function private.restore_remove_machines(p_restore_id uuid) to authenticated, service_role;

create or replace function private.restore_renamed_rows(p_tbl text, p_rows jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when p_tbl <> 'play_limits' or jsonb_typeof(p_rows) <> 'array' then p_rows else (
    select coalesce(jsonb_agg(
             case when jsonb_typeof(e) <> 'object' then e else
               (e - 'visit_loss_limit' - 'visit_time_limit_minutes')
               || jsonb_strip_nulls(jsonb_build_object(
                    'casino_session_loss_limit', coalesce(e -> 'casino_session_loss_limit', e -> 'visit_loss_limit'),
                    'casino_session_time_limit_minutes',
                    coalesce(e -> 'casino_session_time_limit_minutes', e -> 'visit_time_limit_minutes'))) end
             order by n), '[]')
      from jsonb_array_elements(p_rows) with ordinality as x (e, n)) end;
$$;
revoke execute on function private.restore_renamed_rows(p_tbl text, p_rows jsonb) from public;
grant execute on function private.restore_renamed_rows(p_tbl text, p_rows jsonb) to authenticated, service_role;

create or replace function private.restore_run(p_uid uuid, p_restore_id uuid, p_budget interval)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_r private.restores;
  v_steps text[] := private.restore_steps();
  v_step text;
  v_kind text;
  v_words text;
  v_total integer;
  v_to integer;
  v_sql jsonb := '{}';
  v_t0 timestamptz := clock_timestamp();
  v_slice_t0 timestamptz;
  -- Rows written per millisecond in the last slice.
  v_pace numeric;
  v_count integer;
  v_done bigint;
  v_state text;
  v_message text;
  v_constraint text;
  v_column text;
  v_n integer;
  v_merge record;
  v_first boolean := true;
begin
  if p_uid is null then
    raise exception 'Sign in to restore your data' using errcode = '42501';
  end if;
  select * into v_r from private.restores r where r.id = p_restore_id and r.user_id = p_uid for update;
  if not found or v_r.state in ('undoing', 'undone') then
    raise exception 'This restore is no longer open. Start it again.' using errcode = '22023';
  end if;
  if v_r.state = 'staging' then
    v_r.state := 'applying';
  end if;
  perform set_config('private.restore_applying', 'on', true);
  -- At least one step a call; more while the budget lasts.
  while v_r.step <= array_length(v_steps, 1) and (v_first or clock_timestamp() - v_t0 < p_budget) loop
    v_first := false;
    v_step := v_steps[v_r.step];
    v_kind := case when v_step like 'crossings:%' then substr(v_step, 11) else v_step end;
    v_total := coalesce((v_r.staged ->> v_kind)::integer, 0);
    if v_step = 'answer' then
      v_r.result := private.restore_answer(p_restore_id);
      v_r.state := 'finishing';
    elsif v_step = 'cleanup' then
      delete from private.restore_rows rr
       using (select x.tbl, x.n from private.restore_rows x where x.restore_id = p_restore_id limit 5000) d
       where rr.restore_id = p_restore_id and rr.tbl = d.tbl and rr.n = d.n;
      get diagnostics v_count = row_count;
      if v_count = 5000 then
        continue;
      end if;
      v_r.state := 'done';
    elsif v_step = 'profile' then
      perform private.restore_profile(p_uid, p_restore_id, false);
    elsif v_r.position < v_total then
      -- As many rows as the rest of the budget takes at the pace of the last slice (100 to begin with).
      v_to := least(v_r.position + case when v_step like 'crossings:%' then 2000
                                        else greatest(50, least(2000, coalesce(floor(v_pace * (extract(epoch from p_budget) * 1000
                                               - extract(epoch from clock_timestamp() - v_t0) * 1000))::integer, 100))) end, v_total);
      v_slice_t0 := clock_timestamp();
      if v_step like 'crossings:%' then
        perform private.restore_record_crossings(p_restore_id, v_kind, v_r.position, v_to);
      else
        if not v_sql ? v_kind then
          v_sql := v_sql || jsonb_build_object(v_kind, (select jsonb_build_object('apply', s.apply_sql, 'merge', s.merge_sql)
                     from private.restore_sql(v_kind, array(select jsonb_array_elements_text(v_r.keys -> v_kind))) s));
        end if;
        begin
          execute v_sql -> v_kind ->> 'apply' using p_uid, v_r.casino_map, v_r.machine_map, p_restore_id, v_kind, v_r.position, v_to;
          for v_merge in
            select rr.target_id, rr.before from private.restore_rows rr
             where rr.restore_id = p_restore_id and rr.tbl = v_kind and rr.n >= v_r.position and rr.n < v_to and rr.outcome = 'merged'
          loop
            execute v_sql -> v_kind ->> 'merge' using v_merge.target_id, v_merge.before, 'z', p_uid;
          end loop;
        exception when others then
          get stacked diagnostics v_state = returned_sqlstate, v_message = message_text,
                                  v_constraint = constraint_name, v_column = column_name;
          -- Which row: each row of the slice alone until one fails (the transaction is undone anyway).
          v_n := v_r.position;
          loop
            exit when v_n >= v_to;
            begin
              execute v_sql -> v_kind ->> 'apply' using p_uid, v_r.casino_map, v_r.machine_map, p_restore_id, v_kind, v_n, v_n + 1;
              for v_merge in
                select rr.target_id, rr.before from private.restore_rows rr
                 where rr.restore_id = p_restore_id and rr.tbl = v_kind and rr.n = v_n and rr.outcome = 'merged'
              loop
                execute v_sql -> v_kind ->> 'merge' using v_merge.target_id, v_merge.before, 'z', p_uid;
              end loop;
            exception when others then
              get stacked diagnostics v_state = returned_sqlstate, v_message = message_text,
                                      v_constraint = constraint_name, v_column = column_name;
              exit;
            end;
            v_n := v_n + 1;
          end loop;
          select k.words into v_words from private.restore_kinds() k where k.tbl = v_kind;
          raise exception '%', private.restore_refusal(v_words, v_n + 1, v_state, v_message, v_constraint, v_column)
            using errcode = case when v_state like '23%' or v_state = 'P0001' then v_state else '22023' end;
        end;
        -- What a conflict left out: a second live machine, or a row the archive holds twice.
        update private.restore_rows rr
           set outcome = case when v_kind = 'gambling_sessions' and rr.row ->> 'is_live' = 'true' then 'live' else 'duplicate' end
         where rr.restore_id = p_restore_id and rr.tbl = v_kind and rr.n >= v_r.position and rr.n < v_to and rr.outcome is null;
      end if;
      if v_step not like 'crossings:%' then
        v_pace := (v_to - v_r.position) / greatest(1, extract(epoch from clock_timestamp() - v_slice_t0) * 1000);
      end if;
      v_r.position := v_to;
      if v_r.position < v_total then
        continue;
      end if;
    end if;
    v_r.step := v_r.step + 1;
    v_r.position := 0;
  end loop;
  perform set_config('private.restore_applying', '', true);
  update private.restores r
     set state = v_r.state, step = v_r.step, position = v_r.position, result = v_r.result, updated_at = now()
   where r.id = p_restore_id;

  select coalesce(sum(s.value::bigint) filter (where array_position(v_steps, s.key) < v_r.step), 0)
         + case when v_steps[v_r.step] = any (v_steps[1:15]) and v_steps[v_r.step] not like 'crossings:%' then v_r.position else 0 end,
         coalesce(sum(s.value::bigint), 0)
    into v_done, v_count
    from jsonb_each_text(v_r.staged) s;
  return jsonb_build_object('state', v_r.state, 'done', least(v_done, v_count), 'total', v_count, 'result', v_r.result);
end;
$$;
revoke execute on function private.restore_run(p_uid uuid, p_restore_id uuid, p_budget interval) from public;
grant execute on function private.restore_run(p_uid uuid, p_restore_id uuid, p_budget interval) to authenticated, service_role;

create or replace function private.restore_sql(p_tbl text, p_keys text[])
returns table (apply_sql text, merge_sql text, undo_sql text)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_owner text := case p_tbl when 'slot_machines' then 'added_by' when 'play_limits' then 'id' else 'user_id' end;
  v_fixed jsonb;
  v_defs text;
  v_list text;
  v_exprs text;
  v_fills text;
  v_before text;
  v_kept text;
  v_undo_set text;
  v_natural text;
  v_casino_ok text := 'true';
  v_why text := 'null::text';
begin
  -- What is written instead of the archive's value. Lookups go by primary key only (the owner is checked on the
  -- row found): a condition on the owner lets the planner walk the player's index instead, once per row.
  v_fixed := jsonb_build_object(v_owner, '$1');
  if v_owner <> 'id' then
    v_fixed := v_fixed || jsonb_build_object('id', format(
      'coalesce((select case when x.%2$I = $1 then x.id end from public.%1$I x where x.id = r.id), md5($1::text || ''/'' || r.id::text)::uuid)',
      p_tbl, v_owner));
  end if;
  if 'casino_id' = any (p_keys) then
    v_fixed := v_fixed || jsonb_build_object('casino_id', '($2 ->> r.casino_id::text)::uuid');
    v_casino_ok := '(r.casino_id is null or $2 ? r.casino_id::text)';
  end if;
  if 'slot_machine_id' = any (p_keys) and p_tbl <> 'slot_machines' then
    v_fixed := v_fixed || jsonb_build_object('slot_machine_id',
      'coalesce(($3 ->> r.slot_machine_id::text)::uuid, (select max(case when m.added_by = $1 then m.id::text end)::uuid'
      || ' from public.slot_machines m where m.id in (r.slot_machine_id, md5($1::text || ''/'' || r.slot_machine_id::text)::uuid)))');
  end if;
  if p_tbl = 'w2g_jackpots' and 'session_id' = any (p_keys) then
    v_fixed := v_fixed || jsonb_build_object('session_id',
      '(select max(case when g.user_id = $1 then g.id::text end)::uuid from public.gambling_sessions g'
      || ' where g.id in (r.session_id, md5($1::text || ''/'' || r.session_id::text)::uuid))');
  end if;
  if p_tbl = 'trips' and 'casino_ids' = any (p_keys) then
    v_fixed := v_fixed || jsonb_build_object('casino_ids',
      'coalesce((select array_agg(($2 ->> c::text)::uuid) from unnest(r.casino_ids) c where $2 ? c::text), ''{}'')');
  end if;
  if p_tbl in ('trip_costs', 'trip_comps') and 'trip_id' = any (p_keys) then
    v_fixed := v_fixed || jsonb_build_object('trip_id',
      '(select max(case when t.user_id = $1 then t.id::text end)::uuid from public.trips t'
      || ' where t.id in (r.trip_id, md5($1::text || ''/'' || r.trip_id::text)::uuid))');
  end if;
  if p_tbl in ('trip_costs', 'trip_comps') and 'casino_session_id' = any (p_keys) then
    v_fixed := v_fixed || jsonb_build_object('casino_session_id',
      '(select max(case when cs.user_id = $1 then cs.id::text end)::uuid from public.casino_sessions cs'
      || ' where cs.id in (r.casino_session_id, md5($1::text || ''/'' || r.casino_session_id::text)::uuid))');
  end if;

  -- A row already here under another id: the same favourite casino, statement, CSV import, play limits.
  v_natural := case
    when p_tbl = 'user_casino_preferences' and 'casino_id' = any (p_keys) then 'x.user_id = $1 and x.casino_id = s.casino_id'
    when p_tbl = 'casino_win_loss_statements' and p_keys @> array['casino_id', 'tax_year']
      then 'x.user_id = $1 and x.casino_id = s.casino_id and x.tax_year = s.tax_year'
    when p_tbl = 'gambling_sessions' and 'import_key' = any (p_keys)
      then 's.import_key is not null and x.user_id = $1 and x.import_key = s.import_key'
  end;
  v_why := case p_tbl
    when 'trips' then 'case when exists (select 1 from public.trips t where t.user_id = $1 and t.id <> s.id'
                      || ' and t.start_date <= s.end_date and t.end_date >= s.start_date) then ''overlap'' end'
    when 'trip_costs' then 'case when num_nonnulls(s.trip_id, s.casino_session_id) <> 1 then ''orphan'' end'
    when 'trip_comps' then 'case when num_nonnulls(s.trip_id, s.casino_session_id) <> 1 then ''orphan'' end'
    else 'null::text'
  end;

  with cols as (
    select a.attname::text as name, a.attnum, t.typcategory as cat, pg_catalog.format_type(a.atttypid, a.atttypmod) as type
      from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
     where a.attrelid = format('public.%I', p_tbl)::regclass
       and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
       and (a.attname = any (p_keys) or v_fixed ? a.attname::text)
  ),
  -- Fields a row here can take from the archive: not its id, owner or times, nor what triggers work out.
  merged as (
    select c.*,
           case when c.cat = 'S' then format('(%1$s.%2$I is null or %1$s.%2$I = '''')', '%1$s', c.name)
                when c.cat = 'A' then format('(%1$s.%2$I is null or cardinality(%1$s.%2$I) = 0)', '%1$s', c.name)
                else format('%1$s.%2$I is null', '%1$s', c.name) end as missing,
           c.name not in ('casino_id', 'slot_machine_id', 'session_id', 'trip_id', 'casino_session_id', 'casino_ids', 'images')
             as reported
      from cols c
     where c.name = any (p_keys)
       and c.name not in ('id', 'user_id', 'added_by', 'created_at', 'updated_at', 'net_result', 'jackpot_net', 'result',
                          'total_cash_in')
  )
  select (select string_agg(format('%I %s', c.name, c.type), ', ' order by c.attnum) from cols c where c.name = any (p_keys)),
         (select string_agg(format('%I', c.name), ', ' order by c.attnum) from cols c),
         (select string_agg(coalesce(v_fixed ->> c.name, format('r.%I', c.name)) || format(' as %I', c.name), ', ' order by c.attnum)
            from cols c),
         (select string_agg(format('(%s and not %s)', format(m.missing, 'o'), format(m.missing, 's')), ' or ' order by m.attnum)
            from merged m),
         (select format('(''{}''::jsonb %s)', string_agg(format(
                   '|| case when %2$s and not %3$s then jsonb_build_object(%1$L, jsonb_build_object(''v'', to_jsonb(o.%1$I), ''z'', to_jsonb(s.%1$I))) else ''{}'' end',
                   m.name, format(m.missing, 'o'), format(m.missing, 's')), ' ' order by m.attnum)) from merged m),
         (select format('(select coalesce(jsonb_agg(k.v), ''[]'') from (values %s) k (v) where k.v is not null)',
                        string_agg(format(
                   '(case when not %2$s and not %3$s and o.%1$I is distinct from s.%1$I'
                   || ' then jsonb_build_object(''field'', %1$L, ''here'', to_jsonb(o.%1$I), ''zip'', to_jsonb(s.%1$I)) end)',
                   m.name, format(m.missing, 'o'), format(m.missing, 's')), ', ' order by m.attnum))
            from merged m where m.reported),
         (select string_agg(format('%1$I = case when $2 ? %1$L then p.%1$I else x.%1$I end', m.name), ', ' order by m.attnum)
            from merged m)
    into v_defs, v_list, v_exprs, v_fills, v_before, v_kept, v_undo_set;

  apply_sql := format($f$
    with r as (
      select *
        from jsonb_to_recordset((
          select jsonb_agg(rr.row || jsonb_build_object('_n', rr.n))
            from private.restore_rows rr
           where rr.restore_id = $4 and rr.tbl = $5 and rr.n >= $6 and rr.n < $7 and rr.outcome is null)) as r (%12$s)
    ),
    s as (select r._n, %3$s as _casino_ok, %2$s from r),
    hit as (
      select s.*, h.id as _target
        from s
        left join lateral (
          select x.id from public.%1$I x where x.id = s.id and (x.%4$I = $1) is true
          %5$s
          limit 1) h on s._casino_ok
    ),
    cls as (
      select s.*, row_number() over (partition by s._target order by s._n) = 1 as _first,
             %6$s as _fills, %7$s as _before, %8$s as _kept
        from hit s join public.%1$I o on o.id = s._target
    ),
    todo as (select s.*, %10$s as _why from hit s where s._casino_ok and s._target is null),
    ins as (
      insert into public.%1$I (%11$s)
      select %11$s from todo where todo._why is null order by todo._n
      on conflict do nothing
      returning id
    ),
    outcome as (
      select c._n, case when c._first and c._fills then 'merged' else 'same' end as outcome, c._target as target_id,
             case when c._first and c._fills then c._before end as before, nullif(c._kept, '[]') as kept
        from cls c
      union all
      -- The row each new id came from, looked up (a join of the two lists made the planner loop over both).
      select ((select jsonb_object_agg(t.id, t._n order by t._n desc) from todo t where t._why is null) ->> ins.id::text)::integer,
             'added', ins.id, null::jsonb, null::jsonb
        from ins
      union all
      select t._n, t._why, null, null, null from todo t where t._why is not null
      union all
      select s._n, 'casino', null, null, null from s where not s._casino_ok
    )
    update private.restore_rows rr
       set outcome = o.outcome, target_id = o.target_id, before = o.before, kept = o.kept
      from outcome o
     where rr.restore_id = $4 and rr.tbl = $5 and rr.n >= $6 and rr.n < $7 and rr.n = o._n
    $f$,
    p_tbl, v_exprs, v_casino_ok, v_owner,
    case when v_natural is null then '' else format('union all select x.id from public.%I x where %s', p_tbl, v_natural) end,
    case when p_tbl = 'slot_machines' then 'false' else coalesce(v_fills, 'false') end, coalesce(v_before, 'null::jsonb'),
    coalesce(v_kept, '''[]''::jsonb'),
    null, v_why, v_list, v_defs || ', _n integer');

  -- One merged row's fields: $2 its log ({field: {v: as it was, z: from the archive}}), $3 'z' to fill them, 'v'
  -- to put them back. By primary key, one row at a time (merges are few; a plan over the player's rows is not).
  merge_sql := format($f$
    update public.%1$I x set %3$s
      from jsonb_populate_record(null::public.%1$I, (select jsonb_object_agg(f.key, f.value -> $3) from jsonb_each($2) f)) p
     where x.id = $1 and (x.%2$I = $4) is true
    $f$,
    p_tbl, v_owner, coalesce(v_undo_set, format('%I = x.%I', v_owner, v_owner)));

  -- Rows a restore added, a slice at a time ($1 the restore, $2 the kind, $3 how many, $4 the caller).
  undo_sql := format($f$
    with b as (
      select rr.n, rr.target_id
        from private.restore_rows rr
       where rr.restore_id = $1 and rr.tbl = $2 and rr.outcome = 'added'
       order by rr.n desc
       limit $3
    ),
    gone as (delete from public.%1$I x using b where x.id = b.target_id and (x.%2$I = $4) is true)
    update private.restore_rows rr set outcome = 'same'
      from b where rr.restore_id = $1 and rr.tbl = $2 and rr.n = b.n
    $f$,
    p_tbl, v_owner);
  return next;
end;
$$;
comment on function private.restore_sql(p_tbl text, p_keys text[]) is 'Restore my data: the SQL that writes a slice of a kind''s staged rows (added, merged, same or not restored, logged in restore_rows) and the SQL that takes a slice back.';
revoke execute on function private.restore_sql(p_tbl text, p_keys text[]) from public;
grant execute on function private.restore_sql(p_tbl text, p_keys text[]) to authenticated, service_role;

create or replace function private.restore_steps()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['slot_machines', 'gambling_sessions', 'crossings:gambling_sessions', 'casino_sessions',
               'crossings:casino_sessions', 'w2g_jackpots', 'crossings:w2g_jackpots', 'casino_win_loss_statements',
               'user_casino_preferences', 'play_limits', 'trips', 'trip_costs', 'trip_comps', 'trip_suggestion_dismissals',
               'profile', 'answer', 'cleanup'];
$$;
revoke execute on function private.restore_steps() from public;
grant execute on function private.restore_steps() to authenticated, service_role;

create or replace function private.restore_takeback(p_uid uuid, p_restore_id uuid, p_budget interval)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_r private.restores;
  v_kind text;
  v_count integer;
  v_t0 timestamptz := clock_timestamp();
  v_undo text;
  v_unmerge text;
  v_merged record;
begin
  if p_uid is null then
    raise exception 'Sign in to restore your data' using errcode = '42501';
  end if;
  select * into v_r from private.restores r where r.id = p_restore_id and r.user_id = p_uid for update;
  if not found then
    raise exception 'This restore is no longer open. Start it again.' using errcode = '22023';
  end if;
  if v_r.state = 'undone' then
    return jsonb_build_object('state', 'undone');
  end if;
  if v_r.state in ('finishing', 'done') then
    -- Written whole: only its staged rows are left to remove; the restore stands.
    return private.restore_run(p_uid, p_restore_id, p_budget);
  end if;
  update private.restores r set state = 'undoing', updated_at = now() where r.id = p_restore_id;
  -- Taking rows back records no crossing (a W2G taken back moves its slot session's result while the slot
  -- sessions are still there), and takes back the ones the restore recorded.
  perform set_config('private.restore_applying', 'on', true);
  perform private.restore_forget_crossings(p_restore_id);
  perform private.restore_profile(p_uid, p_restore_id, true);
  for v_kind in select k.tbl from private.restore_kinds() k where k.tbl not in ('profile', 'slot_machines') order by k.ord desc loop
    if not exists (select 1 from private.restore_rows rr
                    where rr.restore_id = p_restore_id and rr.tbl = v_kind and rr.outcome in ('added', 'merged')) then
      continue;
    end if;
    select s.undo_sql, s.merge_sql into v_undo, v_unmerge
      from private.restore_sql(v_kind, array(select jsonb_array_elements_text(v_r.keys -> v_kind))) s;
    -- Fields it filled, emptied again.
    for v_merged in
      select rr.n, rr.target_id, rr.before from private.restore_rows rr
       where rr.restore_id = p_restore_id and rr.tbl = v_kind and rr.outcome = 'merged'
    loop
      if clock_timestamp() - v_t0 >= p_budget then
        perform set_config('private.restore_applying', '', true);
        return jsonb_build_object('state', 'undoing');
      end if;
      execute v_unmerge using v_merged.target_id, v_merged.before, 'v', p_uid;
      update private.restore_rows rr set outcome = 'same' where rr.restore_id = p_restore_id and rr.tbl = v_kind and rr.n = v_merged.n;
    end loop;
    -- Rows it added, deleted.
    loop
      if clock_timestamp() - v_t0 >= p_budget then
        perform set_config('private.restore_applying', '', true);
        return jsonb_build_object('state', 'undoing');
      end if;
      execute v_undo using p_restore_id, v_kind, 500, p_uid;
      get diagnostics v_count = row_count;
      exit when v_count < 500;
    end loop;
  end loop;
  perform private.restore_remove_machines(p_restore_id);
  loop
    if clock_timestamp() - v_t0 >= p_budget then
      perform set_config('private.restore_applying', '', true);
      return jsonb_build_object('state', 'undoing');
    end if;
    delete from private.restore_rows rr
     using (select x.tbl, x.n from private.restore_rows x where x.restore_id = p_restore_id limit 5000) d
     where rr.restore_id = p_restore_id and rr.tbl = d.tbl and rr.n = d.n;
    get diagnostics v_count = row_count;
    exit when v_count < 5000;
  end loop;
  perform set_config('private.restore_applying', '', true);
  update private.restores r set state = 'undone', updated_at = now() where r.id = p_restore_id;
  return jsonb_build_object('state', 'undone');
end;
$$;
revoke execute on function private.restore_takeback(p_uid uuid, p_restore_id uuid, p_budget interval) from public;
grant execute on function private.restore_takeback(p_uid uuid, p_restore_id uuid, p_budget interval) to authenticated, service_role;

create or replace function public.restore_apply(p_restore_id uuid, p_budget_ms integer default 250)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.restore_run((select auth.uid()), p_restore_id,
                             make_interval(secs => least(greatest(coalesce(p_budget_ms, 250), 0), 250) / 1000.0));
$$;
comment on function public.restore_apply(p_restore_id uuid, p_budget_ms integer) is 'Restore my data, step 3: writes the next staged rows (at least one slice or step, more for up to p_budget_ms, at most a quarter of a second of work) and answers {state, done, total, result}; call again until state is done. result (from state finishing on): per kind rows, added, merged, same, not_restored; the rows not restored and why; the fields kept as they are here.';
revoke execute on function public.restore_apply(p_restore_id uuid, p_budget_ms integer) from anon, public;

create or replace function public.restore_begin(p_casino_map jsonb default '{}', p_machine_map jsonb default '{}', p_counts jsonb default '{}')
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.restore_open((select auth.uid()), p_casino_map, p_machine_map, p_counts);
$$;
comment on function public.restore_begin(p_casino_map jsonb, p_machine_map jsonb, p_counts jsonb) is 'Restore my data, step 1: opens a restore into the caller''s account with the casino and catalog machine maps ({archive id: this server''s id}); refuses (413) more rows of a kind than a restore takes, (409) while another restore runs; answers {unfinished} for one abandoned (undo it first).';
revoke execute on function public.restore_begin(p_casino_map jsonb, p_machine_map jsonb, p_counts jsonb) from anon, public;

create or replace function public.restore_my_data(p_data jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_tables jsonb;
  v_open jsonb;
  v_id uuid;
  v_kind text;
  v_rows jsonb;
  v_at integer;
  v_per_call integer := (private.restore_limits() ->> 'rows_per_call')::integer;
  v_out jsonb;
begin
  if v_uid is null then
    raise exception 'Sign in to restore your data' using errcode = '42501';
  end if;
  v_tables := case when jsonb_typeof(p_data) = 'object' then p_data -> 'tables' end;
  if jsonb_typeof(v_tables) is distinct from 'object' then
    raise exception 'The restore data is not in the expected shape' using errcode = '22023';
  end if;
  v_open := private.restore_open(v_uid, p_data -> 'casino_map', p_data -> 'machine_map',
    (select coalesce(jsonb_object_agg(t.key, jsonb_array_length(t.value)), '{}')
       from jsonb_each(v_tables) t where jsonb_typeof(t.value) = 'array'));
  if v_open ? 'unfinished' then
    perform private.restore_takeback(v_uid, (v_open ->> 'unfinished')::uuid, interval '1 day');
    v_open := private.restore_open(v_uid, p_data -> 'casino_map', p_data -> 'machine_map', '{}');
  end if;
  v_id := (v_open ->> 'restore_id')::uuid;
  for v_kind in select k.tbl from private.restore_kinds() k order by k.ord loop
    v_rows := v_tables -> v_kind;
    if v_kind = 'profile' and jsonb_typeof(v_rows) = 'object' then
      v_rows := jsonb_build_array(v_rows);
    end if;
    if v_rows is null or jsonb_typeof(v_rows) = 'null' or (v_kind = 'profile' and jsonb_typeof(v_rows) <> 'array') then
      continue;
    end if;
    if jsonb_typeof(v_rows) <> 'array' then
      raise exception 'The restore data for % is not a list', v_kind using errcode = '22023';
    end if;
    v_at := 0;
    while v_at < jsonb_array_length(v_rows) loop
      perform private.restore_keep(v_uid, v_id, v_kind,
        jsonb_path_query_array(v_rows, format('$[%s to %s]', v_at, least(v_at + v_per_call, jsonb_array_length(v_rows)) - 1)::jsonpath));
      v_at := v_at + v_per_call;
    end loop;
  end loop;
  v_out := private.restore_run(v_uid, v_id, interval '1 day');
  return v_out -> 'result';
end;
$$;
comment on function public.restore_my_data(p_data jsonb) is 'Restore my data in one call (an app of before; the app restores in steps: restore_begin, restore_stage, restore_apply): the archive''s rows as the caller, all or nothing; a row already here takes the fields it lacks; the answer says what was added, taken, already there and not restored, and why.';
revoke execute on function public.restore_my_data(p_data jsonb) from anon, public;

create or replace function public.restore_stage(p_restore_id uuid, p_table text, p_rows jsonb)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.restore_keep((select auth.uid()), p_restore_id, p_table, p_rows);
$$;
comment on function public.restore_stage(p_restore_id uuid, p_table text, p_rows jsonb) is 'Restore my data, step 2: keeps up to 5,000 rows of one kind (p_table: gambling_sessions, casino_sessions, …, profile) for the restore, checked; writes nothing to the caller''s records yet.';
revoke execute on function public.restore_stage(p_restore_id uuid, p_table text, p_rows jsonb) from anon, public;

create or replace function public.restore_undo(p_restore_id uuid)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.restore_takeback((select auth.uid()), p_restore_id, interval '250 milliseconds');
$$;
comment on function public.restore_undo(p_restore_id uuid) is 'Restore my data: takes back what a restore wrote (rows added, fields filled, crossings recorded), a slice per call; call again until state is undone (or done: it had been written whole).';
revoke execute on function public.restore_undo(p_restore_id uuid) from anon, public;
