create trigger log_append_only before update or delete or truncate on audit.log
  for each statement execute function audit.refuse_change();

create trigger personal_append_only before update or truncate on audit.personal
  for each statement execute function audit.refuse_change();

create trigger personal_delete_with_account before delete on audit.personal
  for each row execute function audit.refuse_change();
