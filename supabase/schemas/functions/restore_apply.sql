-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

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
