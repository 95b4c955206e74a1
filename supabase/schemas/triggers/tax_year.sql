create trigger casino_win_loss_statements_set_updated_at
  before update on public.casino_win_loss_statements
  for each row execute function public.set_updated_at();
