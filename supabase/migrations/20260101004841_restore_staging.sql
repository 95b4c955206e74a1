-- =============================================================================
-- Restore my data in short steps (1 of 2: the staged archive).
--
-- restore_my_data (last made in 20260101004700_casino_session_limit_names)
-- wrote a whole archive in one call: one transaction, so every other request
-- of the embedded API (one statement at a time on PGlite) waited for it, 12-19 s
-- for 200,000 rows. Now the app restores in calls that each take a fraction of a
-- second, and the restore stays all or nothing:
--
--   restore_begin(casino map, machine map, counts)   opens a restore (refuses
--        more rows per kind than a restore takes, and a second restore while
--        one runs)
--   restore_stage(restore, table, rows)              keeps up to 5,000 rows of
--        one kind, checked (shape, types, photo folder); nothing is written to
--        the player's records yet
--   restore_apply(restore)                           writes the next rows (about
--        a quarter of a second of work per call) until the answer is done,
--        with what was added, taken or not restored and why
--   restore_undo(restore)                            takes back what a restore
--        wrote (rows added are deleted, fields it filled are emptied again,
--        crossings it recorded are removed), a few thousand rows per call
--
-- A restore that fails at any point is undone by the app with restore_undo; one
-- the app abandoned (a closed tab) is undone before the next one starts
-- (restore_begin answers {unfinished} once it has been idle for two minutes).
-- restore_my_data(p_data) stays for an app of before: the same steps in one
-- call (20260101004842_restore_apply).
--
-- The staged rows live in private (not exposed); a player reaches only their
-- own (RLS) and only through these functions.
-- =============================================================================

-- The limits of a restore, stated here once; the app's RESTORE_LIMITS.rowsPerTable is tested equal.
create function private.restore_limits()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('rows_per_table', 200000, 'rows_per_call', 5000);
$$;

-- The kinds of rows, in the order they are written (machines before the sessions that use them, slot sessions
-- before the W2Gs that point at them, trips before their costs), with the words a message uses for them.
create function private.restore_kinds()
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

create table private.restores (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  state text not null default 'staging' check (state in ('staging', 'applying', 'finishing', 'done', 'undoing', 'undone')),
  casino_map jsonb not null default '{}',
  machine_map jsonb not null default '{}',
  -- Per kind: rows staged, and the fields its rows name (a field no row names takes the column's default).
  staged jsonb not null default '{}',
  keys jsonb not null default '{}',
  -- Where restore_apply is: the step (see private.restore_apply_steps) and the next row of its kind.
  step integer not null default 1,
  position integer not null default 0,
  -- Play limit crossings this restore recorded (restore_undo removes them).
  crossings uuid[] not null default '{}',
  result jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table private.restores enable row level security;
create index restores_user_idx on private.restores (user_id);
comment on table private.restores is
  'A Restore my data in progress (staging, applying, finishing: its staged rows being removed, undoing) or ended (done, undone).';

create table private.restore_rows (
  restore_id uuid not null references private.restores (id) on delete cascade,
  user_id uuid not null,
  tbl text not null,
  n integer not null,
  row jsonb not null,
  -- Once applied: added, merged (an existing row took fields it lacked), same (nothing to take), or not restored:
  -- casino (not in this directory), live (a live machine runs here), overlap (a trip here has these days),
  -- orphan (its trip or casino session was not restored), duplicate (the archive holds it twice).
  outcome text check (outcome in ('added', 'merged', 'same', 'casino', 'live', 'overlap', 'orphan', 'duplicate')),
  target_id uuid,
  -- merged: the fields it filled, as they were (restore_undo puts them back); kept: [{field, here, zip}] where the
  -- archive had another value than the row here, which stays.
  before jsonb,
  kept jsonb,
  primary key (restore_id, tbl, n)
);
alter table private.restore_rows enable row level security;
comment on table private.restore_rows is
  'The rows of a restore, as the archive has them, and what became of each (outcome, the row written, what it changed).';

create policy "Players see their own restores" on private.restores for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Players start their own restores" on private.restores for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Players move their own restores on" on private.restores for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Players remove their own restores" on private.restores for delete to authenticated
  using (user_id = (select auth.uid()));
create policy "Players see their own restore rows" on private.restore_rows for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Players stage their own restore rows" on private.restore_rows for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Players record their own restore rows" on private.restore_rows for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Players remove their own restore rows" on private.restore_rows for delete to authenticated
  using (user_id = (select auth.uid()));
grant select, insert, update, delete on private.restores, private.restore_rows to authenticated;

-- ----------------------------------------------------------------------------
-- Checking rows before they are kept: the errors a player's file can cause are
-- 4xx answers in words, never a 500 or a database's message.
-- ----------------------------------------------------------------------------

-- The columns of a kind's table a restore reads, with their JSON kind (the profile: the four fields it fills).
create function private.restore_columns(p_tbl text)
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

-- Raises, in words, the first thing in these rows of p_tbl (row numbers from p_first + 1) a restore cannot take.
create function private.restore_check_rows(p_tbl text, p_rows jsonb, p_first integer, p_uid uuid)
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

-- A play limits row of a ZIP written before 20260101004700 names the limits per casino session as it did then.
create function private.restore_renamed_rows(p_tbl text, p_rows jsonb)
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

revoke execute on function private.restore_limits(), private.restore_kinds(),
  private.restore_columns(text), private.restore_check_rows(text, jsonb, integer, uuid), private.restore_renamed_rows(text, jsonb)
  from public, anon;
grant execute on function private.restore_limits(), private.restore_kinds(),
  private.restore_columns(text), private.restore_check_rows(text, jsonb, integer, uuid), private.restore_renamed_rows(text, jsonb)
  to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- restore_begin(p_casino_map, p_machine_map, p_counts) -> {restore_id} | {unfinished, state}
-- ----------------------------------------------------------------------------
create function private.restore_open(p_uid uuid, p_casino_map jsonb, p_machine_map jsonb, p_counts jsonb)
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

create function public.restore_begin(p_casino_map jsonb default '{}', p_machine_map jsonb default '{}', p_counts jsonb default '{}')
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.restore_open((select auth.uid()), p_casino_map, p_machine_map, p_counts);
$$;

comment on function public.restore_begin(jsonb, jsonb, jsonb) is
  'Restore my data, step 1: opens a restore into the caller''s account with the casino and catalog machine maps ({archive id: this server''s id}); refuses (413) more rows of a kind than a restore takes, (409) while another restore runs; answers {unfinished} for one abandoned (undo it first).';

-- ----------------------------------------------------------------------------
-- restore_stage(p_restore_id, p_table, p_rows) -> {staged}
-- ----------------------------------------------------------------------------
create function private.restore_keep(p_uid uuid, p_restore_id uuid, p_tbl text, p_rows jsonb)
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

create function public.restore_stage(p_restore_id uuid, p_table text, p_rows jsonb)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.restore_keep((select auth.uid()), p_restore_id, p_table, p_rows);
$$;

comment on function public.restore_stage(uuid, text, jsonb) is
  'Restore my data, step 2: keeps up to 5,000 rows of one kind (p_table: gambling_sessions, casino_sessions, …, profile) for the restore, checked; writes nothing to the caller''s records yet.';

revoke execute on function private.restore_open(uuid, jsonb, jsonb, jsonb), private.restore_keep(uuid, uuid, text, jsonb) from public, anon;
grant execute on function private.restore_open(uuid, jsonb, jsonb, jsonb), private.restore_keep(uuid, uuid, text, jsonb)
  to authenticated, service_role;
revoke execute on function public.restore_begin(jsonb, jsonb, jsonb), public.restore_stage(uuid, text, jsonb) from public, anon;
grant execute on function public.restore_begin(jsonb, jsonb, jsonb), public.restore_stage(uuid, text, jsonb) to authenticated;
