create trigger audit_change after insert or update or delete on public.state_casino_management
  for each row execute function audit.record_change('state_import', '');

create trigger state_casino_management_set_updated_at
  before update on public.state_casino_management
  for each row execute function public.set_updated_at();
