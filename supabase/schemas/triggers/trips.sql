create trigger trip_comps_check
  before insert or update on public.trip_comps
  for each row execute function private.trip_money_check();

create trigger trip_costs_check
  before insert or update on public.trip_costs
  for each row execute function private.trip_money_check();

create trigger trips_check
  before insert or update of name, start_date, end_date, user_id on public.trips
  for each row execute function private.trips_check();
