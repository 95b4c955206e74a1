-- A slot session's updated_at stays put when only its derived columns move (a W2G saved, edited, relinked or
-- deleted: jackpot_net / result). In a BEFORE UPDATE trigger a stored generated column (session_weekday, added
-- for Insights) is not computed yet in NEW, so comparing whole rows saw it change on every such update and
-- stamped now(): a restore, which writes the slot sessions and then their W2Gs, moved every linked session's
-- updated_at. The comparison now leaves the generated columns out as well.
create or replace function private.gambling_sessions_set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.jackpot_net, new.result) is distinct from (old.jackpot_net, old.result)
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
  'Trigger: stamps updated_at on every update of a slot session except one that only moves the derived jackpot_net/result (generated columns left out of the comparison).';
