create trigger audit_change after insert or update or delete on public.support_tickets
  for each row execute function audit.record_change('ticket', 'user_id', 'subject', 'description');

create trigger support_tickets_before_insert
  before insert on public.support_tickets
  for each row execute function public.support_tickets_before_insert();

create trigger support_tickets_set_updated_at
  before update on public.support_tickets
  for each row execute function public.set_updated_at();
