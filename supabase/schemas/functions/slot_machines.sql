-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function public.set_machine_note(p_session_id uuid, p_note text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_before timestamptz;
  v_after timestamptz;
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if char_length(v_note) > 2000 then
    raise exception 'A note can be at most 2000 characters' using errcode = '22023';
  end if;

  select g.updated_at into v_before
    from public.gambling_sessions g
   where g.id = p_session_id
     for update;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;

  update public.gambling_sessions
     set notes = v_note
   where id = p_session_id
  returning updated_at into v_after;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;
  return jsonb_build_object('notes', v_note, 'updated_before', v_before, 'updated_at', v_after);
end;
$$;
comment on function public.set_machine_note(p_session_id uuid, p_note text) is 'Sets the running note (notes) of the caller''s slot session; blank clears it. Returns {notes, updated_before, updated_at}.';
revoke execute on function public.set_machine_note(p_session_id uuid, p_note text) from anon, public;

create or replace function public.tap_machine_counter(p_session_id uuid, p_tap_id uuid, p_counter text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_before timestamptz;
  v_after timestamptz;
  v_bonus integer;
  v_jackpot integer;
  v_done boolean;
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_counter is null or p_counter not in ('bonus', 'jackpot') then
    raise exception 'Unknown counter: %', coalesce(p_counter, 'null') using errcode = '22023';
  end if;
  if p_tap_id is null then
    raise exception 'A tap needs its id' using errcode = '22023';
  end if;

  -- The version before, under the row lock the update takes anyway (rows the caller may not update are not found).
  select g.updated_at into v_before
    from public.gambling_sessions g
   where g.id = p_session_id
     for update;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;

  update public.gambling_sessions
     set bonus_count = coalesce(bonus_count, 0) + (p_counter = 'bonus')::int,
         jackpot_count = coalesce(jackpot_count, 0) + (p_counter = 'jackpot')::int,
         counter_taps = counter_taps || jsonb_build_array(jsonb_build_object(
           'id', p_tap_id,
           'counter', p_counter,
           'at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
   where id = p_session_id
     and not counter_taps @> jsonb_build_array(jsonb_build_object('id', p_tap_id))
  returning bonus_count, jackpot_count, updated_at into v_bonus, v_jackpot, v_after;
  if found then
    return jsonb_build_object('bonus_count', v_bonus, 'jackpot_count', v_jackpot, 'updated_before', v_before, 'updated_at', v_after);
  end if;

  -- Nothing counted: a repeat of this tap (its success), else the row is not the caller's to change.
  select g.bonus_count, g.jackpot_count, g.updated_at, g.counter_taps @> jsonb_build_array(jsonb_build_object('id', p_tap_id))
    into v_bonus, v_jackpot, v_after, v_done
    from public.gambling_sessions g
   where g.id = p_session_id;
  if not coalesce(v_done, false) then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;
  return jsonb_build_object('bonus_count', v_bonus, 'jackpot_count', v_jackpot, 'updated_before', v_after, 'updated_at', v_after);
end;
$$;
comment on function public.tap_machine_counter(p_session_id uuid, p_tap_id uuid, p_counter text) is 'Counts one Bonus or Jackpot tap (p_counter bonus | jackpot) on the caller''s slot session in one statement; a repeated tap id counts nothing. Returns {bonus_count, jackpot_count, updated_before, updated_at}.';
revoke execute on function public.tap_machine_counter(p_session_id uuid, p_tap_id uuid, p_counter text) from anon, public;
