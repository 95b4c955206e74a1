create trigger preparer_links_check
  before insert or update on public.preparer_links
  for each row execute function private.preparer_links_check();
