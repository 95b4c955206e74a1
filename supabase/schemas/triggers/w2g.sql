create trigger w2g_jackpots_check_input
  before insert or update on public.w2g_jackpots
  for each row execute function public.w2g_jackpots_check_input();

create trigger w2g_jackpots_count_at_machine
  after insert on public.w2g_jackpots
  for each row
  when (new.session_id is not null)
  execute function private.w2g_jackpots_count_at_machine();

create trigger w2g_jackpots_default_received
  before insert or update on public.w2g_jackpots
  for each row execute function public.w2g_jackpots_default_received();

create trigger w2g_jackpots_same_owner_insert
  after insert on public.w2g_jackpots
  referencing new table as new_rows
  for each statement execute function private.same_owner_play_refs();

create trigger w2g_jackpots_same_owner_update
  after update on public.w2g_jackpots
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.same_owner_play_refs();

create trigger w2g_jackpots_set_updated_at
  before update on public.w2g_jackpots
  for each row execute function public.set_updated_at();

create trigger w2g_jackpots_slot_result
  after insert or delete or update of session_id, user_id, amount, tax_withheld, state_tax_withheld, hand_pay
  on public.w2g_jackpots
  for each row execute function private.w2g_jackpots_slot_result();
