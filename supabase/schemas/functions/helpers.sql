-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function private.max_money()
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 999999999.99::numeric;
$$;
comment on function private.max_money() is 'The largest amount (either way) any amount column holds: 999,999,999.99. src/lib/money.ts MAX_MONEY is the same.';
revoke execute on function private.max_money() from public;
grant execute on function private.max_money() to authenticated, service_role;

create or replace function private.same_owner_play_refs()
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
comment on function private.same_owner_play_refs() is 'Statement trigger of gambling_sessions / w2g_jackpots: the rows written name a catalog or own slot machine, and a W2G its owner''s own slot session (42501, hint not_yours), compared by owner columns.';
revoke execute on function private.same_owner_play_refs() from public;

create or replace function private.same_owner_refs()
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
comment on function private.same_owner_refs() is 'Row trigger: a player''s row names only rows of its own owner (a post''s W2G and slot session, a crossing''s casino session), catalog or own slot machines (the wish list), and posts its owner can see; compared by owner columns whoever writes (42501, hint not_yours).';
revoke execute on function private.same_owner_refs() from public;

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.set_updated_at() is 'Trigger: keeps updated_at current on every UPDATE.';
