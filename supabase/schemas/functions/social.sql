-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

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
comment on function private.post_jackpots(post_ids uuid[]) is 'The linked W2G jackpot (amount, date, casino name, and the name of its machine when a catalog one or the jackpot owner''s own) of the given posts the caller can see, when the jackpot is the post author''s own.';
revoke execute on function private.post_jackpots(post_ids uuid[]) from public;
grant execute on function private.post_jackpots(post_ids uuid[]) to authenticated, service_role;

create or replace function public.get_post_jackpots(post_ids uuid[])
returns table (post_id uuid, amount numeric, jackpot_date date, casino_name text, slot_machine_name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select g.post_id, g.amount, g.jackpot_date, g.casino_name, g.slot_machine_name from private.post_jackpots(post_ids) g;
$$;
comment on function public.get_post_jackpots(post_ids uuid[]) is 'W2G cards of shared wins: the linked jackpot of each visible post (its author''s own jackpot only).';
revoke execute on function public.get_post_jackpots(post_ids uuid[]) from anon, public;

create or replace function public.social_post_comments_moderate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not private.is_admin() then
    if tg_op = 'INSERT' or new.content is distinct from old.content then
      new.moderation_status := case
        when new.content ~* '(https?://|www\.)' then 'pending'
        else 'approved'
      end;
    elsif new.moderation_status is distinct from old.moderation_status then
      raise exception 'Only admins can change moderation_status' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

create or replace function public.social_posts_guard_moderation()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not private.is_admin() then
    if tg_op = 'INSERT' then
      new.moderation_status := 'approved';
    elsif new.moderation_status is distinct from old.moderation_status then
      raise exception 'Only admins can change moderation_status' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;
