-- =============================================================================
-- Same-owner references. A foreign key only says the row
-- exists; it does not see row level security, so a player could name another
-- player's rows: a W2G on someone else's slot session, a slot session or W2G
-- on someone else's "Not listed" machine (and get_post_jackpots then showed
-- that machine's name on the post). Every reference from a player's row to a
-- player-owned row now names a row of the same owner, compared by the owner
-- columns themselves (the new row's user_id against the referenced row's
-- user_id / added_by), so it holds whoever writes: a REST insert or update, an
-- RPC, restore_my_data, the service role.
--
--   gambling_sessions.slot_machine_id     a catalog machine or the player's own
--   w2g_jackpots.slot_machine_id          a catalog machine or the player's own
--   w2g_jackpots.session_id               the player's own slot session
--   wish_list_games.slot_machine_id       a catalog machine or the player's own
--   social_posts.jackpot_id               the author's own W2G
--   social_posts.session_id               the author's own slot session
--   play_limit_crossings.casino_session_id the player's own casino session
-- and, already (20260101004800_money_rule's private.trip_money_check and
-- 20260101004203_trip_shares' private.trip_shares_check): a trip cost's or
-- comp's trip and casino session, a share link's trip.
--
-- Refused with 42501 (403), hint not_yours, and a plain message ("This slot
-- session is not yours"); an id that does not exist gets the same answer, so
-- the refusal tells nothing about other players' rows. Checked on insert and
-- when the reference or the owner changes (an edit of other fields leaves an
-- old reference alone): per statement for slot sessions and W2Gs (written
-- thousands at a time), per row for the others.
--
-- References whose point is another player's row name one its writer can see
-- when written (a reaction, comment or report stays on its post when
-- moderation hides it later):
--   social_post_reactions / _comments / _reports.post_id   a public approved
--                                       post, the writer's own, any for an admin
-- (the insert policies said so under the caller's row level security; an
-- update could move a reaction or comment onto any post). A notification state
-- names an admin's notification meant for the player (its policy checks that).
--
-- Rows already stored that break the rule are counted (a WARNING per kind;
-- README "References already stored" says how to clear them) and left as they
-- are: nothing else reads them across players any more (below).
--
-- Security-definer reads: private.post_jackpots (get_post_jackpots) joined
-- slot_machines without its owner and named any machine the W2G pointed at; it
-- now names a catalog machine or one of the jackpot owner's own (the author
-- shares their own jackpot). The other security-definer functions that read
-- player rows were read for the same fault and join only rows of the player
-- they are about (slot_jackpot_net, w2g_jackpots_slot_result,
-- record_play_limit_crossing, the stats rollups), public profiles
-- (public_profiles) or catalog machines (machine_sightings).
-- =============================================================================

create function private.same_owner_refs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_owner uuid;
  v_new_owner boolean;
begin
  -- A field of NEW is looked up when the statement naming it is first run: each table's columns in its own branch.
  if tg_table_name = 'social_post_reports' then
    v_owner := new.reporter_user_id;
    v_new_owner := tg_op = 'INSERT' or new.reporter_user_id is distinct from old.reporter_user_id;
  else
    v_owner := new.user_id;
    v_new_owner := tg_op = 'INSERT' or new.user_id is distinct from old.user_id;
  end if;

  if tg_table_name = 'wish_list_games' then
    if new.slot_machine_id is not null
       and (v_new_owner or new.slot_machine_id is distinct from old.slot_machine_id)
       and not exists (select 1 from public.slot_machines m
                        where m.id = new.slot_machine_id and (m.added_by is null or m.added_by = v_owner)) then
      raise exception 'This slot machine is not in the catalog or yours' using errcode = '42501', hint = 'not_yours';
    end if;
  elsif tg_table_name = 'social_posts' then
    if new.jackpot_id is not null
       and (v_new_owner or new.jackpot_id is distinct from old.jackpot_id)
       and not exists (select 1 from public.w2g_jackpots j where j.id = new.jackpot_id and j.user_id = v_owner) then
      raise exception 'This W2G is not yours' using errcode = '42501', hint = 'not_yours';
    end if;
    if new.session_id is not null
       and (v_new_owner or new.session_id is distinct from old.session_id)
       and not exists (select 1 from public.gambling_sessions g where g.id = new.session_id and g.user_id = v_owner) then
      raise exception 'This slot session is not yours' using errcode = '42501', hint = 'not_yours';
    end if;
  elsif tg_table_name = 'play_limit_crossings' then
    if (v_new_owner or new.casino_session_id is distinct from old.casino_session_id)
       and not exists (select 1 from public.casino_sessions cs where cs.id = new.casino_session_id and cs.user_id = v_owner) then
      raise exception 'This casino session is not yours' using errcode = '42501', hint = 'not_yours';
    end if;
  elsif tg_table_name in ('social_post_reactions', 'social_post_comments', 'social_post_reports') then
    -- Another player's post is the point here, but only one its writer can see (the posts' read policy, by owner):
    -- public and approved, their own, or any for an admin. The insert policies said so; an update could move a
    -- reaction or comment onto any post.
    if (v_new_owner or new.post_id is distinct from old.post_id)
       and not exists (select 1 from public.social_posts p
                        where p.id = new.post_id
                          and ((p.is_public and p.moderation_status = 'approved') or p.user_id = v_owner
                               or exists (select 1 from public.admin_users a where a.id = v_owner))) then
      raise exception 'This post is not public' using errcode = '42501', hint = 'not_yours';
    end if;
  end if;
  return new;
end;
$$;

comment on function private.same_owner_refs() is
  'Row trigger: a player''s row names only rows of its own owner (a post''s W2G and slot session, a crossing''s casino session), catalog or own slot machines (the wish list), and posts its owner can see; compared by owner columns whoever writes (42501, hint not_yours).';
revoke execute on function private.same_owner_refs() from public, anon, authenticated;

create trigger wish_list_games_same_owner
  before insert or update of slot_machine_id, user_id on public.wish_list_games
  for each row execute function private.same_owner_refs();
-- Only a post that names something is checked.
create trigger social_posts_same_owner
  before insert or update of jackpot_id, session_id, user_id on public.social_posts
  for each row when (new.jackpot_id is not null or new.session_id is not null) execute function private.same_owner_refs();
create trigger play_limit_crossings_same_owner
  before insert or update of casino_session_id, user_id on public.play_limit_crossings
  for each row execute function private.same_owner_refs();
create trigger social_post_reactions_same_owner
  before insert or update of post_id, user_id on public.social_post_reactions
  for each row execute function private.same_owner_refs();
create trigger social_post_comments_same_owner
  before insert or update of post_id, user_id on public.social_post_comments
  for each row execute function private.same_owner_refs();
create trigger social_post_reports_same_owner
  before insert or update of post_id, reporter_user_id on public.social_post_reports
  for each row execute function private.same_owner_refs();

-- ----------------------------------------------------------------------------
-- Slot sessions and W2Gs are written thousands at a time (Restore my data, an
-- import): their references are checked once per statement, over the rows it
-- wrote (transition tables), not once per row. An update checks the rows whose
-- reference or owner it changed.
-- ----------------------------------------------------------------------------
create function private.same_owner_play_refs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_machine boolean;
  v_session boolean := false;
begin
  -- A transition table is known to the statements of the operation that has it: each in its own branch.
  if tg_op = 'INSERT' then
    select exists (
      select 1 from new_rows n
       where n.slot_machine_id is not null
         and not exists (select 1 from public.slot_machines m
                          where m.id = n.slot_machine_id and (m.added_by is null or m.added_by = n.user_id)))
      into v_machine;
  else
    select exists (
      select 1 from new_rows n join old_rows o on o.id = n.id
       where n.slot_machine_id is not null
         and (n.slot_machine_id is distinct from o.slot_machine_id or n.user_id is distinct from o.user_id)
         and not exists (select 1 from public.slot_machines m
                          where m.id = n.slot_machine_id and (m.added_by is null or m.added_by = n.user_id)))
      into v_machine;
  end if;
  if v_machine then
    raise exception 'This slot machine is not in the catalog or yours' using errcode = '42501', hint = 'not_yours';
  end if;
  if tg_table_name = 'w2g_jackpots' then
    if tg_op = 'INSERT' then
      select exists (
        select 1 from new_rows n
         where n.session_id is not null
           and not exists (select 1 from public.gambling_sessions g where g.id = n.session_id and g.user_id = n.user_id))
        into v_session;
    else
      select exists (
        select 1 from new_rows n join old_rows o on o.id = n.id
         where n.session_id is not null
           and (n.session_id is distinct from o.session_id or n.user_id is distinct from o.user_id)
           and not exists (select 1 from public.gambling_sessions g where g.id = n.session_id and g.user_id = n.user_id))
        into v_session;
    end if;
  end if;
  if v_session then
    raise exception 'This slot session is not yours' using errcode = '42501', hint = 'not_yours';
  end if;
  return null;
end;
$$;

comment on function private.same_owner_play_refs() is
  'Statement trigger of gambling_sessions / w2g_jackpots: the rows written name a catalog or own slot machine, and a W2G its owner''s own slot session (42501, hint not_yours), compared by owner columns.';
revoke execute on function private.same_owner_play_refs() from public, anon, authenticated;

create trigger gambling_sessions_same_owner_insert
  after insert on public.gambling_sessions
  referencing new table as new_rows
  for each statement execute function private.same_owner_play_refs();
create trigger gambling_sessions_same_owner_update
  after update on public.gambling_sessions
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.same_owner_play_refs();
create trigger w2g_jackpots_same_owner_insert
  after insert on public.w2g_jackpots
  referencing new table as new_rows
  for each statement execute function private.same_owner_play_refs();
create trigger w2g_jackpots_same_owner_update
  after update on public.w2g_jackpots
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.same_owner_play_refs();

-- ----------------------------------------------------------------------------
-- What is stored now.
-- ----------------------------------------------------------------------------
do $$
declare
  r record;
  v_bad bigint;
  v_report text[] := '{}';
begin
  for r in
    select * from (values
      ('gambling_sessions.slot_machine_id', 'select count(*) from public.gambling_sessions x join public.slot_machines m on m.id = x.slot_machine_id where m.added_by is distinct from x.user_id and m.added_by is not null'),
      ('w2g_jackpots.slot_machine_id', 'select count(*) from public.w2g_jackpots x join public.slot_machines m on m.id = x.slot_machine_id where m.added_by is distinct from x.user_id and m.added_by is not null'),
      ('wish_list_games.slot_machine_id', 'select count(*) from public.wish_list_games x join public.slot_machines m on m.id = x.slot_machine_id where m.added_by is distinct from x.user_id and m.added_by is not null'),
      ('w2g_jackpots.session_id', 'select count(*) from public.w2g_jackpots x join public.gambling_sessions g on g.id = x.session_id where g.user_id <> x.user_id'),
      ('social_posts.jackpot_id', 'select count(*) from public.social_posts x join public.w2g_jackpots j on j.id = x.jackpot_id where j.user_id <> x.user_id'),
      ('social_posts.session_id', 'select count(*) from public.social_posts x join public.gambling_sessions g on g.id = x.session_id where g.user_id <> x.user_id'),
      ('play_limit_crossings.casino_session_id', 'select count(*) from public.play_limit_crossings x join public.casino_sessions cs on cs.id = x.casino_session_id where cs.user_id <> x.user_id'),
      ('trip_costs.trip_id', 'select count(*) from public.trip_costs x join public.trips t on t.id = x.trip_id where t.user_id <> x.user_id'),
      ('trip_costs.casino_session_id', 'select count(*) from public.trip_costs x join public.casino_sessions cs on cs.id = x.casino_session_id where cs.user_id <> x.user_id'),
      ('trip_comps.trip_id', 'select count(*) from public.trip_comps x join public.trips t on t.id = x.trip_id where t.user_id <> x.user_id'),
      ('trip_comps.casino_session_id', 'select count(*) from public.trip_comps x join public.casino_sessions cs on cs.id = x.casino_session_id where cs.user_id <> x.user_id'),
      ('trip_shares.trip_id', 'select count(*) from public.trip_shares x join public.trips t on t.id = x.trip_id where t.user_id <> x.user_id')
    ) as c (ref, count_sql)
  loop
    execute r.count_sql into v_bad;
    if v_bad > 0 then
      raise warning 'Another player''s row: % names one in % row(s)', r.ref, v_bad;
      v_report := v_report || format('%s: %s', r.ref, v_bad);
    end if;
  end loop;
  if cardinality(v_report) > 0 then
    raise warning 'References already stored to another player''s row: %', array_to_string(v_report, '; ')
      using hint = 'The deploy goes on; new and changed references are checked. README "References already stored" says how to clear them.';
  end if;
end
$$;

-- ----------------------------------------------------------------------------
-- private.post_jackpots (get_post_jackpots): as in 20260101003801_post_jackpot_cards,
-- naming a catalog machine or the jackpot owner's own only.
-- ----------------------------------------------------------------------------
create or replace function private.post_jackpots(post_ids uuid[])
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
  left join public.slot_machines m on m.id = j.slot_machine_id and (m.added_by is null or m.added_by = j.user_id)
  where p.id = any (post_ids)
    and (select auth.uid()) is not null
    and (
      (p.is_public and p.moderation_status = 'approved')
      or p.user_id = (select auth.uid())
      or (select private.is_admin())
    );
$$;

comment on function private.post_jackpots(uuid[]) is
  'The linked W2G jackpot (amount, date, casino name, and the name of its machine when a catalog one or the jackpot owner''s own) of the given posts the caller can see, when the jackpot is the post author''s own.';
