create trigger trip_shares_check
  before insert or update on public.trip_shares
  for each row execute function private.trip_shares_check();

create trigger trip_shares_token_once
  before insert on public.trip_shares
  for each row execute function private.trip_share_token_once();
