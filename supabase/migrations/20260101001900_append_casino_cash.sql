-- =============================================================================
-- append_casino_cash: Add Cash as one statement in the database.
--
-- The client used to read additional_cash and write the whole array back, so
-- two devices adding cash to one visit at the same moment kept only one entry.
-- This RPC appends in a single UPDATE (the row lock serialises concurrent
-- appends), under the caller's RLS (security invoker: a player can only append
-- to their own visits). Each entry carries a client-made id: a retry of the same
-- entry (double press, a retry after a timeout) appends nothing and succeeds.
-- =============================================================================

create or replace function public.append_casino_cash(
  p_session_id uuid,
  p_entry_id uuid,
  p_amount numeric,
  p_note text default null
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_entry jsonb;
  v_cash jsonb;
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_amount is null or p_amount < 0 then
    raise exception 'Amount must be 0 or more' using errcode = '22023';
  end if;
  v_entry := jsonb_build_object(
    'id', p_entry_id,
    'amount', round(p_amount, 2),
    'timestamp', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'note', nullif(btrim(coalesce(p_note, '')), '')
  );

  update public.casino_sessions
     set additional_cash = additional_cash || jsonb_build_array(v_entry)
   where id = p_session_id
     and not additional_cash @> jsonb_build_array(jsonb_build_object('id', p_entry_id))
  returning additional_cash into v_cash;
  if found then
    return v_cash;
  end if;

  -- Nothing appended: either this entry is already there (a repeat), or the
  -- visit is gone / not the caller's (RLS hides it).
  select cs.additional_cash into v_cash
    from public.casino_sessions cs
   where cs.id = p_session_id;
  if not found then
    raise exception 'This session no longer exists' using errcode = 'P0001', hint = 'gone';
  end if;
  return v_cash;
end;
$$;

comment on function public.append_casino_cash(uuid, uuid, numeric, text) is
  'Appends {id, amount, timestamp, note} to one casino visit''s additional_cash in one statement, under the caller''s RLS; a repeated entry id appends nothing. Returns the array.';

revoke all on function public.append_casino_cash(uuid, uuid, numeric, text) from public, anon;
grant execute on function public.append_casino_cash(uuid, uuid, numeric, text) to authenticated;
