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
