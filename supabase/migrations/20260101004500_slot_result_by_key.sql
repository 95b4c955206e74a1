-- =============================================================================
-- A W2G's slot session is found by its primary key (issue 40, restore speed).
--
-- private.w2g_jackpots_slot_result (20260101003700_one_night) updated the
-- linked slot sessions `where g.id in (...) and g.user_id in (...)`. Right
-- after thousands of a player's rows are written in one transaction (Restore
-- my data: 30,000 slot sessions, then 2,000 W2Gs), the statistics still say
-- the player has no rows, and the planner chose the index on user_id for that
-- condition: every W2G read all 30,000 of the player's slot sessions (9 ms
-- each, 25 s of a 42 s restore). The owner is now checked on the row the
-- primary key finds (`is true` keeps it out of the index conditions), as
-- restore_my_data's own lookups do.
-- =============================================================================

create or replace function private.w2g_jackpots_slot_result()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.gambling_sessions g
     set jackpot_net = private.slot_jackpot_net(g.id, g.user_id)
   where g.id in (case when tg_op <> 'INSERT' then old.session_id end, case when tg_op <> 'DELETE' then new.session_id end)
     and (g.user_id in (case when tg_op <> 'INSERT' then old.user_id end, case when tg_op <> 'DELETE' then new.user_id end)) is true
     and g.jackpot_net is distinct from private.slot_jackpot_net(g.id, g.user_id);
  return null;
end;
$$;

comment on function private.w2g_jackpots_slot_result() is
  'Trigger: after a W2G insert/update/delete, the linked slot sessions (old and new link, found by primary key, owner checked on the row) recompute jackpot_net and result.';
revoke execute on function private.w2g_jackpots_slot_result() from public, anon, authenticated;
