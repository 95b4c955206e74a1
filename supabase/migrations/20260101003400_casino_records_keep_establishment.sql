-- =============================================================================
-- A casino named by a player's records cannot be deleted (issue 24, item 2).
-- The admin console archives a casino (casinos.archived_at) instead of deleting it. Until now a delete
-- through the API or SQL still set the records' casino_id to null (slot sessions, visits, W-2Gs) or removed
-- the player's win/loss statement figure: the tax diary then lost the establishment's name and address and
-- grouped the play under "no casino". Deleting such a casino is now refused (23001, restrict_violation);
-- a casino that no record names can still be deleted. Social posts keep "set null": a post is not a record.
-- =============================================================================

alter table public.gambling_sessions
  drop constraint gambling_sessions_casino_id_fkey,
  add constraint gambling_sessions_casino_id_fkey
    foreign key (casino_id) references public.casinos (id) on delete restrict;

alter table public.casino_sessions
  drop constraint casino_sessions_casino_id_fkey,
  add constraint casino_sessions_casino_id_fkey
    foreign key (casino_id) references public.casinos (id) on delete restrict;

alter table public.w2g_jackpots
  drop constraint w2g_jackpots_casino_id_fkey,
  add constraint w2g_jackpots_casino_id_fkey
    foreign key (casino_id) references public.casinos (id) on delete restrict;

alter table public.casino_win_loss_statements
  drop constraint casino_win_loss_statements_casino_id_fkey,
  add constraint casino_win_loss_statements_casino_id_fkey
    foreign key (casino_id) references public.casinos (id) on delete restrict;
