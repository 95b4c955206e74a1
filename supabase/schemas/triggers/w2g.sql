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
