-- =============================================================================
-- Back to the machine (issue 54, item 6): the live machine's card has one
-- Jackpot button, which records the jackpot (Record W2G, with the machine's
-- slot session), and its jackpot counter counts the jackpots recorded so.
--
-- A W2G inserted with session_id = a live slot session of the same player
-- counts one jackpot on it, as a tap of the Jackpot counter would
-- (20260101004400_machine_counters): jackpot_count + 1 (bonus_count starts at 0
-- with it), and a tap {id: the W2G's id, counter: 'jackpot', at} in
-- counter_taps, so the W2G is counted once however often it is sent. In the
-- W2G's own transaction: the jackpot and its count are one write.
--
-- Only a live machine: the counter counts what hit while it ran. A W2G restored
-- from a Download my data archive links to a finished session whose count the
-- archive already carries, and is not counted again.
--
-- updated_at: the count moves the slot session's derived figures only (as the
-- W2G's jackpot_net / result do), not what the player edited, so the player's
-- next edit of the live machine made on the version they read is not "changed
-- elsewhere". private.gambling_sessions_set_updated_at keeps updated_at for the
-- update this trigger makes (marked by a transaction-local setting holding the
-- session's id), as for a change of only jackpot_net / result. Otherwise as in
-- 20260101003811_updated_at_ignores_generated (generated columns left out).
-- =============================================================================

create or replace function private.gambling_sessions_set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_setting('slotplay.jackpot_counted_on', true) = new.id::text then
    new.updated_at := old.updated_at;
  elsif (new.jackpot_net, new.result) is distinct from (old.jackpot_net, old.result)
     and (to_jsonb(new) - array['jackpot_net', 'result', 'updated_at', 'session_weekday'])
       = (to_jsonb(old) - array['jackpot_net', 'result', 'updated_at', 'session_weekday']) then
    new.updated_at := old.updated_at;
  else
    new.updated_at := now();
  end if;
  return new;
end;
$$;

comment on function private.gambling_sessions_set_updated_at() is
  'Trigger: stamps updated_at on every update of a slot session except one that only moves the derived jackpot_net/result, or the jackpot count a W2G recorded at the machine adds (generated columns left out of the comparison).';

create function private.w2g_jackpots_count_at_machine()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform set_config('slotplay.jackpot_counted_on', new.session_id::text, true);
  update public.gambling_sessions g
     set jackpot_count = coalesce(g.jackpot_count, 0) + 1,
         bonus_count = coalesce(g.bonus_count, 0),
         counter_taps = g.counter_taps || jsonb_build_array(jsonb_build_object(
           'id', new.id,
           'counter', 'jackpot',
           'at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
   where g.id = new.session_id
     and g.user_id = new.user_id
     and g.is_live
     and not g.counter_taps @> jsonb_build_array(jsonb_build_object('id', new.id));
  perform set_config('slotplay.jackpot_counted_on', '', true);
  return null;
end;
$$;

comment on function private.w2g_jackpots_count_at_machine() is
  'Trigger: a W2G recorded for a live slot session of its player counts one jackpot on that machine (jackpot_count, a tap with the W2G''s id in counter_taps), once.';
revoke execute on function private.w2g_jackpots_count_at_machine() from public, anon, authenticated;

create trigger w2g_jackpots_count_at_machine
  after insert on public.w2g_jackpots
  for each row
  when (new.session_id is not null)
  execute function private.w2g_jackpots_count_at_machine();
