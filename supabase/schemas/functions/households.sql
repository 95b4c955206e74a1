-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

-- The caller's e-mail address as the account has it (the invite's address is compared with it).
create or replace function private.my_email()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select lower(btrim(u.email)) from auth.users u where u.id = (select auth.uid());
$$;
comment on function private.my_email() is 'The caller''s account e-mail address, lower case.';
revoke execute on function private.my_email() from public, anon;
grant execute on function private.my_email() to authenticated;

-- A pending invite past its date is expired (the write that meets it stamps it so).
create or replace function private.household_expire(p_now timestamptz)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.notifications n set is_active = false
    from public.households h
   where h.status = 'pending' and h.expires_at <= p_now and n.id = h.notification_id and n.is_active;
  update public.households h set status = 'expired', ended_at = h.expires_at
   where h.status = 'pending' and h.expires_at <= p_now;
$$;
revoke execute on function private.household_expire(timestamptz) from public, anon, authenticated;

-- The caller of a household write: signed in, at the level their account needs, with invites past their date expired.
create or replace function private.household_caller()
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
begin
  if v_me is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  perform private.require_aal();
  perform private.household_expire(now());
  return v_me;
end;
$$;
revoke execute on function private.household_caller() from public, anon;
grant execute on function private.household_caller() to authenticated;

create or replace function private.invite_household(p_email text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_me uuid := private.household_caller();
  v_email text := lower(btrim(p_email));
  v_invitee uuid;
  v_id uuid;
  v_note uuid;
  v_expires timestamptz := now() + interval '14 days';
begin
  if v_email is null or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(v_email) > 320 then
    raise exception 'Enter the e-mail address of the player to invite' using errcode = '22023';
  end if;
  if v_email = private.my_email() then
    raise exception 'Invite the other player: this is your own address' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('household:' || v_me::text));
  if exists (select 1 from private.household_seats s where s.user_id = v_me) then
    raise exception 'You are in a household already: end it before inviting someone else' using errcode = '23505';
  end if;
  if exists (select 1 from public.households h where h.user_id = v_me and h.status = 'pending') then
    raise exception 'Your invite is still waiting: withdraw it before sending another' using errcode = '23505';
  end if;
  -- The invitee hears of it in the app (the bell), when the address is a player's; the inviter is never told which.
  select u.id into v_invitee from auth.users u where lower(btrim(u.email)) = v_email limit 1;
  if v_invitee is not null then
    insert into public.notifications (title, message, target_type, target_users, notification_type, priority, action_url, action_text, expires_at)
    values ('Household invite',
            private.player_name(v_me) || ' invited you to a household for a joint tax return (married filing jointly). Open Account to accept or decline.',
            'specific', array[v_invitee], 'general', 'normal', '/account#household', 'Open Household', v_expires)
    returning id into v_note;
  end if;
  insert into public.households (user_id, invitee_email, expires_at, notification_id)
  values (v_me, v_email, v_expires, v_note)
  returning id into v_id;
  return v_id;
end;
$$;
comment on function private.invite_household(text) is
  'The caller invites a player by e-mail to a household (one invite waiting, not while in a household); the invitee is told through the notification bell.';
revoke execute on function private.invite_household(text) from public, anon;
grant execute on function private.invite_household(text) to authenticated;

create or replace function private.accept_household_invite(p_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_me uuid := private.household_caller();
  v_h public.households;
begin
  select * into v_h from public.households h
   where h.id = p_id and h.status = 'pending' and h.invitee_email = private.my_email() and h.user_id <> v_me
   for update;
  if not found then
    raise exception 'This invite is no longer open' using errcode = '22023';
  end if;
  if exists (select 1 from private.household_seats s where s.user_id = v_me) then
    raise exception 'You are in a household already: end it before accepting another' using errcode = '23505';
  end if;
  if exists (select 1 from private.household_seats s where s.user_id = v_h.user_id) then
    raise exception 'The player who invited you is in another household now' using errcode = '23505';
  end if;
  insert into private.household_seats (user_id, household_id) values (v_h.user_id, v_h.id), (v_me, v_h.id);
  update public.households h set status = 'accepted', partner_user_id = v_me, accepted_at = now() where h.id = v_h.id;
  update public.notifications n set is_active = false where n.id = v_h.notification_id;
  -- Any other invite the two had waiting is withdrawn: one household at a time.
  update public.households h set status = 'withdrawn', ended_at = now() where h.status = 'pending' and h.user_id = v_me;
end;
$$;
comment on function private.accept_household_invite(uuid) is
  'The invitee accepts a pending, unexpired invite sent to their address: both players take their one household seat.';
revoke execute on function private.accept_household_invite(uuid) from public, anon;
grant execute on function private.accept_household_invite(uuid) to authenticated;

create or replace function private.end_household(p_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_me uuid := private.household_caller();
  v_h public.households;
  v_status text;
begin
  select * into v_h from public.households h
   where h.id = p_id
     and ((h.status = 'accepted' and v_me in (h.user_id, h.partner_user_id))
          or (h.status = 'pending' and (h.user_id = v_me or h.invitee_email = private.my_email())))
   for update;
  if not found then
    raise exception 'This household has ended already' using errcode = '22023';
  end if;
  v_status := case when v_h.status = 'accepted' then 'ended' when v_h.user_id = v_me then 'withdrawn' else 'declined' end;
  update public.households h set status = v_status, ended_at = now() where h.id = v_h.id;
  delete from private.household_seats s where s.household_id = v_h.id;
  update public.notifications n set is_active = false where n.id = v_h.notification_id;
  return v_status;
end;
$$;
comment on function private.end_household(uuid) is
  'Either player ends a household at once; the inviter withdraws a pending invite, the invitee declines it. Answers the new state.';
revoke execute on function private.end_household(uuid) from public, anon;
grant execute on function private.end_household(uuid) to authenticated;

-- The caller's household (accepted), the invites they sent (newest first, the last five) and those waiting for them.
create or replace function private.my_household()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', h.id,
           'role', case when h.user_id = (select auth.uid()) then 'inviter' else 'invitee' end,
           'status', case when h.status = 'pending' and h.expires_at <= now() then 'expired' else h.status end,
           -- The inviter typed the address; the invitee and an accepted partner see the other's name, never an address.
           'email', case when h.user_id = (select auth.uid()) then h.invitee_email end,
           'other_name', case when h.user_id = (select auth.uid())
                              then case when h.partner_user_id is null then null else private.player_name(h.partner_user_id) end
                              else private.player_name(h.user_id) end,
           'created_at', h.created_at, 'expires_at', h.expires_at, 'accepted_at', h.accepted_at, 'ended_at', h.ended_at)
           order by (h.status = 'accepted') desc, h.created_at desc, h.id), '[]'::jsonb)
    from (select * from public.households h
           where (select auth.uid()) is not null
             and (h.status = 'accepted' and (select auth.uid()) in (h.user_id, h.partner_user_id)
                  or h.status = 'pending' and h.expires_at > now() and h.invitee_email = private.my_email() and h.user_id <> (select auth.uid())
                  or h.id in (select m.id from public.households m where m.user_id = (select auth.uid()) order by m.created_at desc limit 5))) h;
$$;
revoke execute on function private.my_household() from public, anon;
grant execute on function private.my_household() to authenticated;

-- The other player's year: their narrow read, with no W-2G photo paths (the household sees the forms, not photos).
create or replace function private.household_tax_year(p_year integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_h public.households;
  v_other uuid;
  v_play jsonb;
begin
  if v_me is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  perform private.require_aal();
  if p_year is null or p_year < 2015 or p_year > 2200 then
    raise exception 'A tax year is a year between 2015 and 2200' using errcode = '22023';
  end if;
  select h.* into v_h from private.household_seats s join public.households h on h.id = s.household_id
   where s.user_id = v_me and h.status = 'accepted';
  if not found then
    return jsonb_build_object('status', 'none');
  end if;
  v_other := case when v_h.user_id = v_me then v_h.partner_user_id else v_h.user_id end;
  v_play := private.tax_year_play(v_other, p_year);
  v_play := jsonb_set(v_play, '{jackpots}', coalesce((
    select jsonb_agg(j || jsonb_build_object('images', '[]'::jsonb) order by n)
      from jsonb_array_elements(v_play -> 'jackpots') with ordinality as e (j, n)), '[]'::jsonb));
  return jsonb_build_object('status', 'ok', 'household_id', v_h.id, 'my_name', private.player_name(v_me), 'partner', v_play);
end;
$$;
comment on function private.household_tax_year(integer) is
  'The caller''s household partner''s tax year through private.tax_year_play, W-2G photo paths left out, and the caller''s own name as shown to others: {status: ok, household_id, my_name, partner}; {status: none} outside an accepted household.';
revoke execute on function private.household_tax_year(integer) from public, anon;
grant execute on function private.household_tax_year(integer) to authenticated;

-- The API's names: invoker wrappers over the functions above.
create or replace function public.invite_household(p_email text) returns uuid language sql volatile security invoker set search_path = ''
as $$ select private.invite_household(p_email); $$;
create or replace function public.accept_household_invite(p_id uuid) returns void language sql volatile security invoker set search_path = ''
as $$ select private.accept_household_invite(p_id); $$;
create or replace function public.end_household(p_id uuid) returns text language sql volatile security invoker set search_path = ''
as $$ select private.end_household(p_id); $$;
create or replace function public.get_my_household() returns jsonb language sql stable security invoker set search_path = ''
as $$ select private.my_household(); $$;
create or replace function public.get_household_tax_year(p_year integer) returns jsonb language sql stable security invoker set search_path = ''
as $$ select private.household_tax_year(p_year); $$;
comment on function public.invite_household(text) is 'Invite a player to a household for a joint return, by e-mail (private.invite_household).';
comment on function public.accept_household_invite(uuid) is 'Accept a household invite sent to your address (private.accept_household_invite).';
comment on function public.end_household(uuid) is 'End a household, withdraw or decline its invite (private.end_household).';
comment on function public.get_my_household() is 'Your household and invites (private.my_household).';
comment on function public.get_household_tax_year(integer) is 'Your household partner''s tax year, read-only (private.household_tax_year).';
revoke execute on function public.invite_household(text), public.accept_household_invite(uuid), public.end_household(uuid),
  public.get_my_household(), public.get_household_tax_year(integer) from public, anon;
grant execute on function public.invite_household(text), public.accept_household_invite(uuid), public.end_household(uuid),
  public.get_my_household(), public.get_household_tax_year(integer) to authenticated;
