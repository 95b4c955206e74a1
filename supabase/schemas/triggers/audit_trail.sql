create trigger log_append_only before update or delete or truncate on audit.log
  for each statement execute function audit.refuse_change();

create trigger personal_append_only before update or truncate on audit.personal
  for each statement execute function audit.refuse_change();

create trigger personal_delete_with_account before delete on audit.personal
  for each row execute function audit.refuse_change();

create trigger audit_change after insert or update or delete on public.casinos
  for each row execute function audit.record_change('casino', '');

create trigger audit_change after insert or update or delete on public.casino_slot_machines
  for each row execute function audit.record_change('casino_slot_machine', '');

create trigger audit_change after insert or update or delete on public.notifications
  for each row execute function audit.record_change('notification', '');

create trigger audit_recovery_sent
  after update of recovery_sent_at on auth.users
  for each row
  when (old.recovery_sent_at is distinct from new.recovery_sent_at)
  execute function audit.on_auth_recovery_sent();

create trigger audit_user_deleted
  before delete on auth.users
  for each row execute function audit.on_auth_user_deleted();

create trigger audit_change after insert or update or delete on public.admin_users
  for each row execute function audit.record_change('admin', 'id', 'email', 'first_name', 'last_name');

create trigger audit_change after insert or update or delete on public.profiles
  for each row execute function audit.record_change('profile', 'id', 'email', 'first_name', 'last_name', 'phone', 'nickname', 'avatar_url');

create trigger audit_change after insert or update or delete on public.security_settings
  for each row execute function audit.record_change('security_settings', '');

create trigger audit_change after insert or update or delete on public.slot_machine_manufacturers
  for each row execute function audit.record_change('manufacturer', '');

create trigger audit_change after insert or update or delete on public.slot_machines
  for each row execute function audit.record_change('slot_machine', 'added_by');

create trigger audit_change after insert or update or delete on public.social_post_comments
  for each row execute function audit.record_change('comment', 'user_id', 'content');

create trigger audit_change after insert or update or delete on public.social_post_reactions
  for each row execute function audit.record_change('reaction', 'user_id');

create trigger audit_change after insert or update or delete on public.social_post_reports
  for each row execute function audit.record_change('report', 'reporter_user_id', 'reason');

create trigger audit_change after insert or update or delete on public.social_posts
  for each row execute function audit.record_change('post', 'user_id', 'caption', 'image_url');

create trigger audit_change after insert or update or delete on public.state_casino_management
  for each row execute function audit.record_change('state_import', '');

create trigger audit_change after insert or update or delete on public.support_tickets
  for each row execute function audit.record_change('ticket', 'user_id', 'subject', 'description');
