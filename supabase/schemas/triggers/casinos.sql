create trigger casinos_before_write
  before insert or update on public.casinos
  for each row execute function public.casinos_before_write();
