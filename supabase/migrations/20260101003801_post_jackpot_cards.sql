-- =============================================================================
-- The W2G card on a shared win: a post linked to one of its author's W2G
-- jackpots shows that jackpot's amount, date, casino and machine to everyone
-- who can see the post. w2g_jackpots stays private to its owner (RLS); only
-- these four facts of a jackpot the author chose to link are read, and only
-- for posts the caller can see (the social_posts select policy, mirrored) and
-- only when the jackpot is the post author's own (a post cannot reveal someone
-- else's jackpot by naming its id).
--
--   private.post_jackpots(post_ids)   security definer: the cross-user read
--   public.get_post_jackpots(post_ids) security invoker wrapper (the RPC)
-- =============================================================================

create function private.post_jackpots(post_ids uuid[])
returns table (post_id uuid, amount numeric, jackpot_date date, casino_name text, slot_machine_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, j.amount, j.jackpot_date, c.name, m.name
  from public.social_posts p
  join public.w2g_jackpots j on j.id = p.jackpot_id and j.user_id = p.user_id
  left join public.casinos c on c.id = j.casino_id
  left join public.slot_machines m on m.id = j.slot_machine_id
  where p.id = any (post_ids)
    and (select auth.uid()) is not null
    and (
      (p.is_public and p.moderation_status = 'approved')
      or p.user_id = (select auth.uid())
      or (select private.is_admin())
    );
$$;

comment on function private.post_jackpots(uuid[]) is
  'The linked W2G jackpot (amount, date, casino and machine names) of the given posts the caller can see, when the jackpot is the post author''s own.';
revoke execute on function private.post_jackpots(uuid[]) from public, anon;
grant execute on function private.post_jackpots(uuid[]) to authenticated, service_role;

create function public.get_post_jackpots(post_ids uuid[])
returns table (post_id uuid, amount numeric, jackpot_date date, casino_name text, slot_machine_name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select g.post_id, g.amount, g.jackpot_date, g.casino_name, g.slot_machine_name from private.post_jackpots(post_ids) g;
$$;

comment on function public.get_post_jackpots(uuid[]) is
  'W2G cards of shared wins: the linked jackpot of each visible post (its author''s own jackpot only).';
revoke execute on function public.get_post_jackpots(uuid[]) from public, anon;
grant execute on function public.get_post_jackpots(uuid[]) to authenticated, service_role;
