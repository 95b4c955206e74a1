create trigger audit_recovery_sent
  after update of recovery_sent_at on auth.users
  for each row
  when (old.recovery_sent_at is distinct from new.recovery_sent_at)
  execute function audit.on_auth_recovery_sent();

create trigger audit_user_deleted
  before delete on auth.users
  for each row execute function audit.on_auth_user_deleted();

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

create trigger on_auth_user_deleted
  before delete on auth.users
  for each row execute function public.handle_user_deleted();

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

create trigger admin_users_set_updated_at
  before update on public.admin_users
  for each row execute function public.set_updated_at();

create trigger audit_change after insert or update or delete on public.admin_users
  for each row execute function audit.record_change('admin', 'id', 'email', 'first_name', 'last_name');

create trigger audit_change after insert or update or delete on public.profiles
  for each row execute function audit.record_change('profile', 'id', 'email', 'first_name', 'last_name', 'phone', 'nickname', 'avatar_url');

create trigger profiles_guard_update
  before update on public.profiles
  for each row execute function public.guard_profile_update();

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();
