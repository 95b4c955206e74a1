create trigger audit_change after insert or update or delete on public.security_settings
  for each row execute function audit.record_change('security_settings', '');

create trigger security_settings_set_updated_at
  before update on public.security_settings
  for each row execute function public.set_updated_at();
