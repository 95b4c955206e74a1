create trigger casino_sessions_before_write
  before insert or update on public.casino_sessions
  for each row execute function public.casino_sessions_before_write();

create trigger casino_sessions_check_input
  before insert or update on public.casino_sessions
  for each row execute function public.casino_sessions_check_input();

create trigger gambling_sessions_before_write
  before insert or update on public.gambling_sessions
  for each row execute function public.gambling_sessions_before_write();

create trigger gambling_sessions_check_input
  before insert or update on public.gambling_sessions
  for each row execute function public.gambling_sessions_check_input();

create trigger gambling_sessions_check_times
  before insert or update on public.gambling_sessions
  for each row execute function public.gambling_sessions_check_times();

create trigger gambling_sessions_set_updated_at
  before update on public.gambling_sessions
  for each row execute function private.gambling_sessions_set_updated_at();

create trigger w2g_jackpots_slot_result
  after insert or delete or update of session_id, user_id, amount, tax_withheld, state_tax_withheld, hand_pay
  on public.w2g_jackpots
  for each row execute function private.w2g_jackpots_slot_result();
