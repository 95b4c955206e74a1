-- =============================================================================
-- Add Cash report total (security invoker: RLS plus an explicit user filter).
--   get_add_cash_summary(p_start, p_end)      count and total of added cash
--   get_add_cash_transactions(p_start, p_end) redefined with a total order
-- The Reports 'Add Cash Transactions' card reads the summary instead of
-- summing entries in the browser, and the list pages through the entries
-- (.range()), which needs an order without ties between pages.
-- =============================================================================

-- ----------------------------------------------------------------------------
-- get_add_cash_summary(p_start, p_end): {count, total} over every
-- additional_cash entry of the caller's casino sessions whose arrival_date is
-- in [p_start, p_end] (the visit's local date; a null bound is open) -- the
-- same entries get_add_cash_transactions returns for that range.
-- total is the sum of the entries' amounts (0 when there are none).
-- ----------------------------------------------------------------------------
create or replace function public.get_add_cash_summary(p_start date default null, p_end date default null)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_result jsonb;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;

  select jsonb_build_object(
    'count', count(*),
    'total', coalesce(sum((e ->> 'amount')::numeric), 0))
  into v_result
  from public.casino_sessions cs
  cross join lateral jsonb_array_elements(cs.additional_cash) as e
  where cs.user_id = v_uid
    and (p_start is null or cs.arrival_date >= p_start)
    and (p_end is null or cs.arrival_date <= p_end);
  return v_result;
end;
$$;

comment on function public.get_add_cash_summary(date, date) is
  'Count and total of the added-cash entries of the caller''s casino sessions arriving between p_start and p_end (inclusive).';
revoke execute on function public.get_add_cash_summary(date, date) from public, anon;
grant execute on function public.get_add_cash_summary(date, date) to authenticated, service_role;

-- ----------------------------------------------------------------------------
-- get_add_cash_transactions(p_start, p_end): as in 20260101001300_rpc_stats,
-- plus the entry's position in its session's additional_cash as the last sort
-- key, so that the order is total and offset pages (.range()) neither repeat
-- nor skip entries that share a timestamp (or have none).
-- ----------------------------------------------------------------------------
create or replace function public.get_add_cash_transactions(p_start date default null, p_end date default null)
returns table (
  session_id uuid,
  casino_id uuid,
  casino_name text,
  amount numeric,
  "timestamp" timestamptz,
  note text
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  return query
    select cs.id, cs.casino_id, c.name, (e.entry ->> 'amount')::numeric,
           (e.entry ->> 'timestamp')::timestamptz, e.entry ->> 'note'
    from public.casino_sessions cs
    cross join lateral jsonb_array_elements(cs.additional_cash) with ordinality as e(entry, ord)
    left join public.casinos c on c.id = cs.casino_id
    where cs.user_id = (select auth.uid())
      and (p_start is null or cs.arrival_date >= p_start)
      and (p_end is null or cs.arrival_date <= p_end)
    order by (e.entry ->> 'timestamp')::timestamptz desc nulls last, cs.arrival_date desc, cs.id, e.ord desc;
end;
$$;

comment on function public.get_add_cash_transactions(date, date) is
  'Added-cash entries of the caller''s casino sessions arriving between p_start and p_end, newest first.';
revoke execute on function public.get_add_cash_transactions(date, date) from public, anon;
grant execute on function public.get_add_cash_transactions(date, date) to authenticated, service_role;
