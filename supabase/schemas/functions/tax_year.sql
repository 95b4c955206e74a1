-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).
set check_function_bodies = off;

create or replace function private.player_name(p_user uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select coalesce(nullif(btrim(concat_ws(' ', btrim(p.first_name), btrim(p.last_name))), ''), nullif(btrim(p.nickname), ''))
                     from public.profiles p where p.id = p_user), 'Player');
$$;
comment on function private.player_name(p_user uuid) is 'A player''s name as others are shown it: first and last name, else nickname, else Player (never the e-mail).';
revoke execute on function private.player_name(p_user uuid) from public;

create or replace function private.tax_year_play(p_user uuid, p_year integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_start date;
  v_end date;
  v_lo date;
  v_hi date;
  v_after date;
begin
  if p_user is null or p_year is null or p_year < 1900 or p_year > 2200 then
    raise exception 'A tax year is a year between 1900 and 2200' using errcode = '22023';
  end if;
  v_start := make_date(p_year, 1, 1);
  v_end := make_date(p_year, 12, 31);

  -- The days the app's own read reaches (the casino sessions touching the year), and the last day a closed
  -- casino session arriving in the year reaches after it.
  select least(v_start, min(c.arrival_date)), greatest(v_end, max(c.departure_date)),
         max(c.departure_date) filter (where c.arrival_date >= v_start and c.final_cash is not null and c.departure_date > v_end)
    into v_lo, v_hi, v_after
    from public.casino_sessions c
   where c.user_id = p_user and c.arrival_date <= v_end and (c.arrival_date >= v_start or c.departure_date >= v_start);

  return (
    with cs as (
      select c.*
        from public.casino_sessions c
       where c.user_id = p_user and c.arrival_date <= v_end and (c.arrival_date >= v_start or c.departure_date >= v_start)
    ),
    crossing as (
      select c.id from cs c where c.arrival_date >= v_start and c.final_cash is not null and c.departure_date > v_end
    ),
    -- W2Gs of the year, and of the days after it those that belong to a casino session crossing out of the year (R3).
    jp as (
      select j.*
        from public.w2g_jackpots j
       where j.user_id = p_user
         and (j.jackpot_date between v_start and v_end
              or (v_after is not null and j.id in (
                    select o.w2g_id from private.jackpot_owners(p_user, v_end + 1, v_after) o
                     where o.casino_session_id in (select crossing.id from crossing))))
    ),
    -- Slot sessions of the year (cashed out), of the days after it those a crossing casino session covers (R1), and
    -- those of the days the app reads that an included W2G is linked to.
    gs as (
      select g.*
        from public.gambling_sessions g
       where g.user_id = p_user and not g.is_live
         and (g.session_date between v_start and v_end
              or (v_after is not null and g.id in (
                    select sp.slot_session_id from private.slot_play(p_user, v_end + 1, v_after) sp
                     where sp.casino_session_id in (select crossing.id from crossing)))
              or (g.session_date between v_lo and v_hi and g.id in (select jp.session_id from jp)))
    )
    select jsonb_build_object(
      'year', p_year,
      'player', jsonb_build_object('name', private.player_name(p_user)),
      'slots', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', g.id, 'session_date', g.session_date, 'session_time', g.session_time, 'casino_id', g.casino_id,
                 'coins_in', g.coins_in, 'coins_out', g.coins_out, 'free_play', g.free_play, 'net_result', g.net_result,
                 'casino', case when k.id is null then null else jsonb_build_object('name', k.name, 'city', k.city, 'state', k.state) end,
                 'slot_machine', case when m.id is null then null else jsonb_build_object('name', m.name, 'slot_name', m.slot_name) end)
               order by g.session_date, g.session_time, g.id)
          from gs g
          left join public.casinos k on k.id = g.casino_id
          -- A machine the player typed in ("Not listed") is theirs; another player's is never named.
          left join public.slot_machines m on m.id = g.slot_machine_id and (m.added_by is null or m.added_by = p_user)), '[]'::jsonb),
      'casino_sessions', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', c.id, 'casino_id', c.casino_id, 'arrival_date', c.arrival_date, 'arrival_time', c.arrival_time,
                 'departure_date', c.departure_date, 'departure_time', c.departure_time, 'total_cash_in', c.total_cash_in,
                 'final_cash', c.final_cash, 'net_result', c.net_result,
                 'casino', case when k.id is null then null else jsonb_build_object('name', k.name, 'city', k.city, 'state', k.state) end)
               order by c.arrival_date, c.arrival_time, c.id)
          from cs c
          left join public.casinos k on k.id = c.casino_id), '[]'::jsonb),
      'jackpots', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', j.id, 'casino_id', j.casino_id, 'jackpot_date', j.jackpot_date, 'jackpot_time', j.jackpot_time,
                 'amount', j.amount, 'tax_withheld', j.tax_withheld, 'state', j.state, 'state_winnings', j.state_winnings,
                 'state_tax_withheld', j.state_tax_withheld, 'hand_pay', j.hand_pay, 'w2g_received', j.w2g_received,
                 -- A linked slot session of another player is no link (the app reads none either).
                 'session_id', (select g.id from public.gambling_sessions g where g.id = j.session_id and g.user_id = p_user),
                 -- Only photos in the player's own folder: a path naming another folder is not theirs to hand over.
                 'images', to_jsonb(array(select i.path from unnest(j.images) with ordinality as i (path, n)
                                           where i.path like p_user::text || '/%' and i.path not like '%..%' order by i.n)),
                 'casino', case when k.id is null then null else jsonb_build_object('name', k.name, 'city', k.city, 'state', k.state) end)
               order by j.jackpot_date, j.jackpot_time, j.id)
          from jp j
          left join public.casinos k on k.id = j.casino_id), '[]'::jsonb),
      'statements', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', s.id, 'casino_id', s.casino_id, 'tax_year', s.tax_year, 'net_win_loss', s.net_win_loss,
                 'casino', jsonb_build_object('name', k.name))
               order by s.id)
          from public.casino_win_loss_statements s
          join public.casinos k on k.id = s.casino_id
         where s.user_id = p_user and s.tax_year = p_year), '[]'::jsonb))
  );
end;
$$;
comment on function private.tax_year_play(p_user uuid, p_year integer) is 'The narrow read of one player''s tax year: the rows the tax engine needs (no notes, people present, machine numbers, street addresses, club numbers or e-mail; other years only where the year''s figures need them). Called only by the preparer link and household reads.';
revoke execute on function private.tax_year_play(p_user uuid, p_year integer) from public;
