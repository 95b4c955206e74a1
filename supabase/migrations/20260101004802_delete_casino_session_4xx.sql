-- =============================================================================
-- An id that names no casino session of the caller's (another player's, or one
-- deleted on another device) is the caller's mistake or a lost race, never a
-- server error: delete_casino_session raised P0002 (no_data_found),
-- which PostgREST (and the emulator) answer with 500. It raises P0001 now
-- (400), with the same words and hint gone, which the app reads
-- (src/features/sessions/api/delete-casino-session.ts). Otherwise as in
-- 20260101003700_one_night.
-- =============================================================================

create or replace function public.delete_casino_session(p_id uuid, p_with_play boolean, p_now timestamp default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_slots bigint := 0;
  v_w2g bigint := 0;
  v_images text[] := '{}';
  v_slot_ids uuid[];
  v_w2g_ids uuid[];
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  perform 1 from public.casino_sessions cs where cs.id = p_id and cs.user_id = v_uid for update;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;
  if coalesce(p_with_play, false) then
    select coalesce(array_agg(h.id) filter (where h.kind = 'slot_session'), '{}'),
           coalesce(array_agg(h.id) filter (where h.kind = 'w2g_jackpot'), '{}')
      into v_slot_ids, v_w2g_ids
      from private.casino_session_holdings(v_uid, p_id, p_now) h;
    with gone as (
      delete from public.w2g_jackpots j
       where j.user_id = v_uid and j.id = any (v_w2g_ids)
      returning j.images
    )
    select (select count(*) from gone), coalesce((select array_agg(i.path) from gone, unnest(gone.images) as i (path)), '{}')
      into v_w2g, v_images;
    delete from public.gambling_sessions g where g.user_id = v_uid and g.id = any (v_slot_ids);
    get diagnostics v_slots = row_count;
  end if;
  delete from public.casino_sessions cs where cs.id = p_id and cs.user_id = v_uid;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;
  return jsonb_build_object('slot_sessions', v_slots, 'w2g_jackpots', v_w2g, 'images', to_jsonb(v_images));
end;
$$;

comment on function public.delete_casino_session(uuid, boolean, timestamp) is
  'Deletes the caller''s casino session p_id, and with p_with_play the slot sessions and W2Gs it holds (private.casino_session_holdings), in one transaction; raises hint gone when there is none.';
revoke execute on function public.delete_casino_session(uuid, boolean, timestamp) from public, anon;
grant execute on function public.delete_casino_session(uuid, boolean, timestamp) to authenticated, service_role;
