-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

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
