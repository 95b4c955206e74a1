create trigger audit_change after insert or update or delete on public.casino_slot_machines
  for each row execute function audit.record_change('casino_slot_machine', '');

create trigger wish_list_games_same_owner
  before insert or update of slot_machine_id, user_id on public.wish_list_games
  for each row execute function private.same_owner_refs();
