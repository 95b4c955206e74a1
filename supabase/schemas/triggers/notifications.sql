create trigger audit_change after insert or update or delete on public.notifications
  for each row execute function audit.record_change('notification', '');

create trigger notifications_set_updated_at
  before update on public.notifications
  for each row execute function public.set_updated_at();
