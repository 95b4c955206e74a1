-- =============================================================================
-- Restore my data covers trips (issue 39): restore_my_data of
-- 20260101004000_restore_my_data (already deployed, so not edited) replaced
-- with the same function plus the trips' tables, after the trips' migrations
-- (20260101004201_trips) that make them.
--
-- Trips: a trip's chosen casinos go through the casino map (one missing here is
-- left out of the trip); a cost's or comp's trip and casino session follow the
-- id rule of 20260101004000 (kept when the row is already the caller's, else
-- md5(caller || '/' || id)), as a W-2G's slot session does. A trip that shares
-- days with one already in the account is refused with its words, and the
-- restore with it (nothing written). Share links are not in the archive.
--
-- Order: own machines, slot sessions, casino sessions, W-2Gs, statements,
-- preferences, play limits, then trips before the costs and comps that point
-- at them, then the dismissed suggestions.
-- =============================================================================

create or replace function public.restore_my_data(p_data jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_tables jsonb := coalesce(p_data -> 'tables', '{}'::jsonb);
  v_casinos jsonb := coalesce(p_data -> 'casino_map', '{}'::jsonb);
  v_machines jsonb := coalesce(p_data -> 'machine_map', '{}'::jsonb);
  v_result jsonb := '{}'::jsonb;
  v_table text;
  v_owner text;
  v_rows jsonb;
  v_keys text[];
  v_fixed jsonb;
  v_defs text;
  v_list text;
  v_exprs text;
  v_where text;
  v_added bigint;
  v_skipped bigint;
  v_profile jsonb;
begin
  if v_uid is null then
    raise exception 'Sign in to restore your data' using errcode = '42501';
  end if;
  if jsonb_typeof(v_tables) <> 'object' or jsonb_typeof(v_casinos) <> 'object' or jsonb_typeof(v_machines) <> 'object' then
    raise exception 'The restore data is not in the expected shape' using errcode = '22023';
  end if;

  -- W-2G photos must be in the caller's own folder of w2g-images (the app uploads them there first).
  if exists (
    select 1
    from jsonb_array_elements(coalesce(v_tables -> 'w2g_jackpots', '[]'::jsonb)) j,
         jsonb_array_elements_text(coalesce(j -> 'images', '[]'::jsonb)) p
    where p not like v_uid::text || '/%'
  ) then
    raise exception 'A W2G photo must be restored into your own folder' using errcode = '42501';
  end if;

  -- Own machines before the sessions and W-2Gs that use them; slot sessions before the W-2Gs that point at them.
  foreach v_table in array array[
    'slot_machines', 'gambling_sessions', 'casino_sessions', 'w2g_jackpots',
    'casino_win_loss_statements', 'user_casino_preferences', 'play_limits',
    'trips', 'trip_costs', 'trip_comps', 'trip_suggestion_dismissals'
  ] loop
    v_rows := coalesce(v_tables -> v_table, '[]'::jsonb);
    if jsonb_typeof(v_rows) <> 'array' then
      raise exception 'The restore data for % is not a list', v_table using errcode = '22023';
    end if;
    v_owner := case v_table when 'slot_machines' then 'added_by' when 'play_limits' then 'id' else 'user_id' end;
    if jsonb_array_length(v_rows) = 0 then
      v_result := v_result || jsonb_build_object(v_table, jsonb_build_object('rows', 0, 'added', 0, 'skipped_casino', 0));
      continue;
    end if;
    if exists (select 1 from jsonb_array_elements(v_rows) e where jsonb_typeof(e) <> 'object') then
      raise exception 'The restore data for % holds something that is not a row', v_table using errcode = '22023';
    end if;
    select array_agg(distinct k) into v_keys from jsonb_array_elements(v_rows) e, jsonb_object_keys(e) k;

    -- What is written instead of the archive's value ($1 the caller, $3 the casino map, $4 the machine map).
    -- Lookups go by primary key only (the owner is checked on the row found): a condition on the owner lets the
    -- planner walk the player's index instead, once per row, which made a 30,000-row restore quadratic.
    v_fixed := jsonb_build_object(v_owner, '$1');
    if v_owner <> 'id' then
      v_fixed := v_fixed || jsonb_build_object('id', format(
        'coalesce((select case when x.%2$I = $1 then x.id end from public.%1$I x where x.id = r.id), md5($1::text || ''/'' || r.id::text)::uuid)',
        v_table, v_owner));
    end if;
    if 'casino_id' = any(v_keys) then
      v_fixed := v_fixed || jsonb_build_object('casino_id', '($3 ->> r.casino_id::text)::uuid');
    end if;
    if 'slot_machine_id' = any(v_keys) and v_table <> 'slot_machines' then
      v_fixed := v_fixed || jsonb_build_object('slot_machine_id',
        'coalesce(($4 ->> r.slot_machine_id::text)::uuid, (select max(case when m.added_by = $1 then m.id::text end)::uuid'
        || ' from public.slot_machines m where m.id in (r.slot_machine_id, md5($1::text || ''/'' || r.slot_machine_id::text)::uuid)))');
    end if;
    if v_table = 'w2g_jackpots' and 'session_id' = any(v_keys) then
      v_fixed := v_fixed || jsonb_build_object('session_id',
        '(select max(case when g.user_id = $1 then g.id::text end)::uuid from public.gambling_sessions g'
        || ' where g.id in (r.session_id, md5($1::text || ''/'' || r.session_id::text)::uuid))');
    end if;

    if v_table = 'trips' and 'casino_ids' = any(v_keys) then
      v_fixed := v_fixed || jsonb_build_object('casino_ids',
        'coalesce((select array_agg(($3 ->> c::text)::uuid) from unnest(r.casino_ids) c where $3 ? c::text), ''{}'')');
    end if;
    if v_table in ('trip_costs', 'trip_comps') and 'trip_id' = any(v_keys) then
      v_fixed := v_fixed || jsonb_build_object('trip_id',
        '(select max(case when t.user_id = $1 then t.id::text end)::uuid from public.trips t'
        || ' where t.id in (r.trip_id, md5($1::text || ''/'' || r.trip_id::text)::uuid))');
    end if;
    if v_table in ('trip_costs', 'trip_comps') and 'casino_session_id' = any(v_keys) then
      v_fixed := v_fixed || jsonb_build_object('casino_session_id',
        '(select max(case when cs.user_id = $1 then cs.id::text end)::uuid from public.casino_sessions cs'
        || ' where cs.id in (r.casino_session_id, md5($1::text || ''/'' || r.casino_session_id::text)::uuid))');
    end if;

    select string_agg(format('%I %s', a.attname, pg_catalog.format_type(a.atttypid, a.atttypmod)), ', ' order by a.attnum)
             filter (where a.attname = any(v_keys)),
           string_agg(format('%I', a.attname), ', ' order by a.attnum),
           string_agg(coalesce(v_fixed ->> a.attname, format('r.%I', a.attname)), ', ' order by a.attnum)
      into v_defs, v_list, v_exprs
    from pg_catalog.pg_attribute a
    where a.attrelid = format('public.%I', v_table)::regclass
      and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      and (a.attname = any(v_keys) or v_fixed ? a.attname::text);

    v_where := case when 'casino_id' = any(v_keys) then 'r.casino_id is null or $3 ? r.casino_id::text' else 'true' end;
    execute format('insert into public.%I (%s) select %s from jsonb_to_recordset($2) as r(%s) where %s on conflict do nothing',
                   v_table, v_list, v_exprs, v_defs, v_where)
      using v_uid, v_rows, v_casinos, v_machines;
    get diagnostics v_added = row_count;
    select count(*) into v_skipped
    from jsonb_array_elements(v_rows) e
    where e ->> 'casino_id' is not null and not v_casinos ? (e ->> 'casino_id');
    v_result := v_result || jsonb_build_object(v_table,
      jsonb_build_object('rows', jsonb_array_length(v_rows), 'added', v_added, 'skipped_casino', v_skipped));
  end loop;

  -- The profile: only the blanks are filled (a name the player has typed since is never overwritten).
  v_profile := v_tables -> 'profile';
  if jsonb_typeof(v_profile) = 'object' then
    update public.profiles p
       set first_name = coalesce(p.first_name, nullif(v_profile ->> 'first_name', '')),
           last_name = coalesce(p.last_name, nullif(v_profile ->> 'last_name', '')),
           phone = coalesce(p.phone, nullif(v_profile ->> 'phone', '')),
           nickname = coalesce(p.nickname, nullif(v_profile ->> 'nickname', ''))
     where p.id = v_uid
       and ((p.first_name is null and nullif(v_profile ->> 'first_name', '') is not null)
            or (p.last_name is null and nullif(v_profile ->> 'last_name', '') is not null)
            or (p.phone is null and nullif(v_profile ->> 'phone', '') is not null)
            or (p.nickname is null and nullif(v_profile ->> 'nickname', '') is not null));
  end if;

  return jsonb_build_object('tables', v_result);
end;
$$;

comment on function public.restore_my_data(jsonb) is
  'Restore my data: writes the rows of a Download my data archive as the caller, in one transaction; idempotent (kept or derived ids, on conflict do nothing).';

revoke all on function public.restore_my_data(jsonb) from public, anon;
grant execute on function public.restore_my_data(jsonb) to authenticated;
