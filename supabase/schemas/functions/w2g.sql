-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function private.w2g_jackpots_count_at_machine()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform set_config('slotplay.jackpot_counted_on', new.session_id::text, true);
  update public.gambling_sessions g
     set jackpot_count = coalesce(g.jackpot_count, 0) + 1,
         bonus_count = coalesce(g.bonus_count, 0),
         counter_taps = g.counter_taps || jsonb_build_array(jsonb_build_object(
           'id', new.id,
           'counter', 'jackpot',
           'at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
   where g.id = new.session_id
     and g.user_id = new.user_id
     and g.is_live
     and not g.counter_taps @> jsonb_build_array(jsonb_build_object('id', new.id));
  perform set_config('slotplay.jackpot_counted_on', '', true);
  return null;
end;
$$;
comment on function private.w2g_jackpots_count_at_machine() is 'Trigger: a W2G recorded for a live slot session of its player counts one jackpot on that machine (jackpot_count, a tap with the W2G''s id in counter_taps), once.';
revoke execute on function private.w2g_jackpots_count_at_machine() from public;

create or replace function private.w2g_slot_threshold(p_year integer)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when p_year <= 2025 then 1200::numeric else 2000::numeric end;
$$;
comment on function private.w2g_slot_threshold(p_year integer) is 'W-2G slot jackpot threshold (US dollars) of a tax year; mirrors TAX_YEAR_RULES in src/lib/tax/tax-rules.ts (tested equal).';
revoke execute on function private.w2g_slot_threshold(p_year integer) from public;
grant execute on function private.w2g_slot_threshold(p_year integer) to authenticated, service_role;

create or replace function public.w2g_jackpots_check_input()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if 'NaN'::numeric in (new.amount, new.tax_withheld, new.state_winnings, new.state_tax_withheld) then
    return new;
  end if;
  if new.amount < 0 or new.tax_withheld < 0 or coalesce(new.state_winnings, 0) < 0 or coalesce(new.state_tax_withheld, 0) < 0 then
    raise exception 'Amounts cannot be negative' using errcode = '23514';
  end if;
  -- One day of grace: the server's day (UTC) can be behind a player's day.
  if new.jackpot_date > current_date + 1
     and (tg_op = 'INSERT' or new.jackpot_date is distinct from old.jackpot_date) then
    raise exception 'A W2G cannot be dated in the future' using errcode = '23514';
  end if;
  if new.tax_withheld + coalesce(new.state_tax_withheld, 0) > new.amount then
    raise exception 'Tax withheld cannot be more than the jackpot' using errcode = '23514';
  end if;
  return new;
end;
$$;

create or replace function public.w2g_jackpots_default_received()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.w2g_received is null then
    new.w2g_received := new.amount >= private.w2g_slot_threshold(extract(year from new.jackpot_date)::integer);
  end if;
  return new;
end;
$$;
comment on function public.w2g_jackpots_default_received() is 'Before insert or update: a w2g_received not sent is the threshold''s answer for the jackpot''s amount and year.';
