create trigger user_casino_preferences_set_updated_at
  before update on public.user_casino_preferences
  for each row execute function public.set_updated_at();
