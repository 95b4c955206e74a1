create trigger audit_change after insert or update or delete on public.slot_machine_manufacturers
  for each row execute function audit.record_change('manufacturer', '');

create trigger slot_machine_manufacturers_set_updated_at
  before update on public.slot_machine_manufacturers
  for each row execute function public.set_updated_at();

create trigger audit_change after insert or update or delete on public.slot_machines
  for each row execute function audit.record_change('slot_machine', 'added_by');

create trigger slot_machines_set_updated_at
  before update on public.slot_machines
  for each row execute function public.set_updated_at();
