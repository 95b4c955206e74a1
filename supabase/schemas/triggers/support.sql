create trigger support_tickets_before_insert
  before insert on public.support_tickets
  for each row execute function public.support_tickets_before_insert();
