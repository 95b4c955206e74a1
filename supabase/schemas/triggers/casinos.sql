create trigger audit_change after insert or update or delete on public.casinos
  for each row execute function audit.record_change('casino', '');

create trigger casinos_before_write
  before insert or update on public.casinos
  for each row execute function public.casinos_before_write();

create trigger casinos_set_updated_at
  before update on public.casinos
  for each row execute function public.set_updated_at();
