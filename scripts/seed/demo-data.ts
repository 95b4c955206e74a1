/**
 * Demo accounts and the SQL that generates their play history relative to current_date
 * (setseed(0.42) + random(), so a given day always yields the same data). Runs once per
 * database: the DO block returns early when the demo players already have sessions.
 */
import { US_CASINOS } from '../../supabase/functions/_shared/data/us-casinos';
import { SLOT_MACHINES } from '../../supabase/functions/_shared/data/slot-machines';
import { lit, uuidFor } from './sql';

export interface DemoAccount {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  nickname: string | null;
  admin: boolean;
  /** Account age: created_at / email_confirmed_at = now() - ageDays. */
  ageDays: number;
}

const account = (a: Omit<DemoAccount, 'id'>): DemoAccount => ({ ...a, id: uuidFor(`user:${a.email}`) });

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account({ email: 'demo@slotplay.test', password: 'DemoPlayer123!', firstName: 'Dana', lastName: 'Rivers', nickname: 'LuckyDana', admin: false, ageDays: 400 }),
  account({ email: 'sam@slotplay.test', password: 'DemoPlayer123!', firstName: 'Sam', lastName: 'Ortiz', nickname: 'ReelSam', admin: false, ageDays: 90 }),
  account({ email: 'admin@slotplay.test', password: 'DemoAdmin123!', firstName: 'Alex', lastName: 'Morgan', nickname: null, admin: true, ageDays: 420 }),
];

interface Ids {
  casinoId: (c: { name: string; city: string; state: string }) => string;
  slotId: (name: string) => string;
}

/** Demo player (Las Vegas local): favourites with player club ids; `false` = club card only, not a favourite. */
const DEMO_PREFS: [casino: string, clubId: string, favourite: boolean][] = [
  ['Bellagio', '84 7730 1926', true],
  ['Wynn Las Vegas', '3301 88472', true],
  ['Red Rock Casino Resort & Spa', '6011 2247 9183', true],
  ['Green Valley Ranch Resort', '6011 2247 9183', true],
  ['South Point Hotel, Casino & Spa', 'SP-2209841', true],
  ['Golden Nugget Las Vegas', '24K-7788123', true],
  ['Caesars Palace', '10288455107', false],
];
const DEMO_AWAY = ['Caesars Palace', 'MGM Grand', 'Aria Resort & Casino', 'The Orleans Hotel & Casino', 'Circa Resort & Casino', 'Durango Casino & Resort'];
const SAM_PREFS: [string, string, boolean][] = [
  ['Borgata Hotel Casino & Spa', '61 0042 7781', true],
  ['Ocean Casino Resort', 'OC-5521907', true],
];
const SAM_HOME = ['Borgata Hotel Casino & Spa', 'Hard Rock Hotel & Casino Atlantic City', 'Ocean Casino Resort'];
const SAM_AWAY = ["Harrah's Resort Atlantic City", 'Parx Casino', 'Bellagio'];
const PLAYED_SLOTS = [
  'Buffalo Gold', 'Dragon Link - Autumn Moon', 'Dragon Link - Golden Century', 'Lightning Link - Happy Lantern',
  'Dancing Drums', '88 Fortunes', 'Wheel of Fortune Triple Extreme Spin', "Huff N' Puff",
  'Ultimate Fire Link - Olvera Street', 'Quick Hit Platinum', 'Cleopatra', 'Double Diamond', 'Mighty Cash',
  'Lock It Link - Nightlife', 'Jin Ji Bao Xi', 'China Shores', 'Invaders from the Planet Moolah', "Rakin' Bacon",
  'Cash Machine', 'Buffalo Link',
];

export function demoDataSql({ casinoId, slotId }: Ids): string {
  const casino = (name: string) => {
    const c = US_CASINOS.find((x) => x.name === name);
    if (!c) throw new Error(`demo data: unknown casino ${name}`);
    return lit(casinoId(c));
  };
  const slot = (name: string) => {
    if (!SLOT_MACHINES.some((s) => s.name === name)) throw new Error(`demo data: unknown slot ${name}`);
    return lit(slotId(name));
  };
  const uuids = (xs: string[]) => `array[${xs.join(', ')}]::uuid[]`;
  const prefs = (user: string, rows: [string, string, boolean][]) =>
    rows.map(([c, club, fav]) => `(${user}, ${casino(c)}, ${fav}, ${lit(club)})`).join(',\n      ');
  const demoHome = DEMO_PREFS.filter((p) => p[2]).map((p) => casino(p[0]));
  const accounts = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.email.split('@')[0], lit(a.email)]));

  return `do $seed$
declare
  v_demo uuid := (select id from auth.users where lower(email) = ${accounts.demo});
  v_sam uuid := (select id from auth.users where lower(email) = ${accounts.sam});
  v_admin uuid := (select id from auth.users where lower(email) = ${accounts.admin});
  v_slots uuid[] := ${uuids(PLAYED_SLOTS.map(slot))};
  v_slot_notes text[] := array['Bonus round hit twice', 'Cold machine, walked away', 'Max bet for the grand',
    'Free games retriggered', 'Played through a comp offer', 'Hold & spin filled two rows', 'Just killing time before dinner'];
  v_visit_notes text[] := array['Free play offer redeemed', 'Birthday weekend', 'Tournament day', 'Met friends for dinner',
    'Used a mailer for a free room'];
  v_p int;
  v_user uuid;
  v_home uuid[];
  v_away uuid[];
  v_days int;
  v_prob float8;
  v_active boolean;
  v_jackpots int;
  v_day date;
  v_today boolean;
  v_casino uuid;
  v_arrive time;
  v_minutes int;
  v_start numeric;
  v_added jsonb;
  v_amt numeric;
  v_fee numeric;
  v_r float8;
  v_n int;
  v_k int;
  v_in numeric;
  v_out numeric;
  v_s record;
  v_amount numeric;
  v_threshold numeric;
  v_special date[] := array[current_date - 40, current_date - 39, current_date - 20, current_date - 19, current_date - 18];
  v_visit uuid;
  v_gs uuid;
  v_big record;
  v_posts uuid[];
  v_n1 uuid;
  v_n2 uuid;
  v_n3 uuid;
begin
  if v_demo is null or v_sam is null or v_admin is null then
    return;
  end if;
  if exists (select 1 from public.gambling_sessions where user_id in (v_demo, v_sam)) then
    return;
  end if;
  perform setseed(0.42);

  -- Favourites and player club ids.
  insert into public.user_casino_preferences (user_id, casino_id, is_favorite, player_club_id) values
      ${prefs('v_demo', DEMO_PREFS)},
      ${prefs('v_sam', SAM_PREFS)}
  on conflict do nothing;

  -- Visits (casino_sessions) with slot sessions (gambling_sessions) and W2G jackpots.
  for v_p in 1..2 loop
    if v_p = 1 then
      v_user := v_demo; v_home := ${uuids(demoHome)}; v_away := ${uuids(DEMO_AWAY.map(casino))};
      v_days := 364; v_prob := 0.3; v_active := true; v_jackpots := 12;
    else
      v_user := v_sam; v_home := ${uuids(SAM_HOME.map(casino))}; v_away := ${uuids(SAM_AWAY.map(casino))};
      v_days := 75; v_prob := 0.2; v_active := false; v_jackpots := 2;
    end if;

    for v_day in select d::date from generate_series(current_date - v_days, current_date, interval '1 day') d loop
      v_today := v_day = current_date;
      continue when v_today and not v_active;
      -- The days of the demo's visit past midnight and two-day stay (added after the loop).
      continue when v_p = 1 and v_day = any(v_special);
      continue when not v_today and random() >= case
        when v_p = 1 and v_day >= date_trunc('month', current_date) then 0.35 else v_prob end;

      v_casino := case when random() < 0.85 then v_home[1 + floor(random() * cardinality(v_home))::int]
                       else v_away[1 + floor(random() * cardinality(v_away))::int] end;
      if v_today then
        v_arrive := case when localtime(0) > time '03:00' then (localtime(0) - interval '150 minutes')::time else time '00:05' end;
      else
        v_arrive := time '10:00' + floor(random() * 20)::int * interval '30 minutes';
      end if;
      v_minutes := 120 + floor(random() * 300)::int;
      v_start := (4 + floor(random() * 17)::int) * 50;
      v_added := '[]'::jsonb;
      if random() < 0.35 then
        v_n := 1 + floor(random() * 2)::int;
        for v_k in 1..v_n loop
          v_amt := (1 + floor(random() * 5)::int) * 100;
          v_r := random();
          v_fee := case when v_r < 0.6 then 3.99 + floor(random() * 3)::int else round(v_amt * 0.03 + 4.99, 2) end;
          v_added := v_added || jsonb_build_array(jsonb_build_object(
            'amount', v_amt,
            'timestamp', to_char(v_day + v_arrive + (case when v_today then 20 * v_k else v_k * v_minutes / (v_n + 1) end) * interval '1 minute',
                                 'YYYY-MM-DD"T"HH24:MI:SS".000Z"'),
            'note', case when v_r < 0.6 then format('ATM (Fee: $%s)', to_char(v_fee, 'FM990.00'))
                         when v_r < 0.85 then format('Credit Card (Fee: $%s)', to_char(v_fee, 'FM990.00'))
                         else 'Marker' end));
        end loop;
      end if;

      insert into public.casino_sessions (user_id, casino_id, arrival_date, arrival_time, departure_date, departure_time,
                                          starting_cash, additional_cash, notes)
      values (v_user, v_casino, v_day, v_arrive,
              case when v_today then null else (v_day + v_arrive + v_minutes * interval '1 minute')::date end,
              case when v_today then null else (v_day + v_arrive + v_minutes * interval '1 minute')::time end,
              v_start, v_added,
              case when random() < 0.15 then v_visit_notes[1 + floor(random() * cardinality(v_visit_notes))::int] end);

      v_n := case when v_today then 2 else 1 + floor(random() * 3)::int end;
      for v_k in 1..v_n loop
        v_in := round((20 + power(random(), 2) * 480)::numeric / 5) * 5;
        v_r := random();
        -- Mostly small losses (75%), some wins (22%), the odd big bonus (3%).
        v_out := round((v_in * case when v_r < 0.75 then random() * 0.85
                                    when v_r < 0.97 then 1 + random() * 0.8
                                    else 2 + random() * 3 end)::numeric, 2);
        insert into public.gambling_sessions (user_id, casino_id, slot_machine_id, session_date, session_time,
                                              coins_in, coins_out, include_in_daily_totals, notes, casino_slot_machine_id)
        values (v_user, v_casino, v_slots[1 + floor(random() * cardinality(v_slots))::int], v_day,
                (v_arrive + ((v_k - 1) * 50 + 10) * interval '1 minute')::time,
                v_in, v_out, random() >= 0.04,
                case when random() < 0.2 then v_slot_notes[1 + floor(random() * cardinality(v_slot_notes))::int] end,
                case when random() < 0.4 then chr(65 + floor(random() * 6)::int) || '-' || (100 + floor(random() * 900)::int) end);
      end loop;
    end loop;

    -- Jackpots at or above the W-2G threshold of their year ($1,200 through 2025, $2,000 from 2026), and from 2026
    -- a few recorded below it (no form is issued, still taxable income): one on the first session of this
    -- month, the rest spread over older sessions.
    select count(*) into v_n from public.gambling_sessions g
      where g.user_id = v_user and g.session_date < date_trunc('month', current_date);
    v_r := 1.2 * v_jackpots / greatest(v_n, 1);
    for v_s in
      select * from (
        (select 0 as k, g.id, g.casino_id, g.slot_machine_id, g.session_date, g.session_time from public.gambling_sessions g
          where g.user_id = v_user and v_p = 1 and g.session_date >= date_trunc('month', current_date)
          order by g.session_date, g.session_time limit 1)
        union all
        (select 1 as k, g.id, g.casino_id, g.slot_machine_id, g.session_date, g.session_time from public.gambling_sessions g
          where g.user_id = v_user and g.session_date < date_trunc('month', current_date))
      ) s
      order by s.k, s.session_date, s.session_time, s.id
    loop
      exit when v_jackpots = 0;
      continue when v_s.k = 1 and random() >= v_r;
      v_jackpots := v_jackpots - 1;
      v_threshold := case when v_s.session_date >= date '2026-01-01' then 2000 else 1200 end;
      if v_threshold = 2000 and random() < 0.3 then
        v_amount := round((1200 + random() * 775)::numeric / 25) * 25;
      else
        v_amount := round((v_threshold + power(random(), 3) * 6000)::numeric / 25) * 25;
      end if;
      insert into public.w2g_jackpots (user_id, casino_id, slot_machine_id, jackpot_date, jackpot_time, amount,
                                       tax_withheld, irs_form_version, notes, session_id)
      values (v_user, v_s.casino_id, v_s.slot_machine_id, v_s.session_date, (v_s.session_time + interval '25 minutes')::time,
              v_amount, case when v_amount >= v_threshold and random() < 0.3 then round(v_amount * 0.24, 2) else 0 end,
              case when v_amount >= v_threshold then 'W-2G' end,
              (array['Hand pay, ID checked and W-2G signed at the machine', 'Grand jackpot on max bet',
                     'Bonus round hit the major', null])[1 + floor(random() * 4)::int],
              v_s.id);
      update public.gambling_sessions set coins_out = coins_out + v_amount where id = v_s.id;
    end loop;

    -- Close the finished visits: final cash = cash in + that day's slot net - tax withheld.
    update public.casino_sessions cs
    set final_cash = greatest(0, round(cs.total_cash_in
          + coalesce((select sum(g.net_result) from public.gambling_sessions g
                      where g.user_id = cs.user_id and g.casino_id = cs.casino_id and g.session_date = cs.arrival_date), 0)
          - coalesce((select sum(j.tax_withheld) from public.w2g_jackpots j
                      where j.user_id = cs.user_id and j.casino_id = cs.casino_id and j.jackpot_date = cs.arrival_date), 0)))
    where cs.user_id = v_user and cs.departure_date is not null;
  end loop;

  -- The demo's visit past midnight (Caesars Palace, 22:30 to 01:45): 400 brought, -80 before and -90 after
  -- midnight, leaves with 230 (-170): the session method puts -80 on the arrival day and -90 on the next.
  insert into public.casino_sessions (user_id, casino_id, arrival_date, arrival_time, departure_date, departure_time, starting_cash, final_cash, notes)
  values (v_demo, ${casino('Caesars Palace')}, v_special[1], time '22:30', v_special[2], time '01:45', 400, 230, 'Late show, then the slots past midnight');
  insert into public.gambling_sessions (user_id, casino_id, slot_machine_id, session_date, session_time, coins_in, coins_out, casino_slot_machine_id)
  values (v_demo, ${casino('Caesars Palace')}, v_slots[1], v_special[1], time '22:40', 200, 120, 'C-214'),
         (v_demo, ${casino('Caesars Palace')}, v_slots[2], v_special[2], time '00:20', 150, 60, 'C-310');

  -- The demo's stay over two days (Caesars Palace, 18:00 to 11:00 two days later): 1,500 brought; -250 the
  -- first evening; the next day -200 in coins with a $2,500 hand-paid W-2G ($600 federal tax withheld, so
  -- $1,900 in cash); +120 on the last morning. Leaves with 1,500 - 250 - 200 + 1,900 + 120 = 3,070.
  -- Session method: day 2 = -200 + 2,500 = +2,300, day 3 = +120, day 1 = 1,570 + 600 - 2,300 - 120 = -250.
  insert into public.casino_sessions (user_id, casino_id, arrival_date, arrival_time, departure_date, departure_time, starting_cash, final_cash, notes)
  values (v_demo, ${casino('Caesars Palace')}, v_special[3], time '18:00', v_special[5], time '11:00', 1500, 3070, 'Weekend stay, room comped')
  returning id into v_visit;
  insert into public.gambling_sessions (user_id, casino_id, slot_machine_id, session_date, session_time, coins_in, coins_out)
  values (v_demo, ${casino('Caesars Palace')}, v_slots[3], v_special[3], time '18:30', 600, 350),
         (v_demo, ${casino('Caesars Palace')}, v_slots[5], v_special[5], time '09:00', 400, 520);
  insert into public.gambling_sessions (user_id, casino_id, slot_machine_id, session_date, session_time, coins_in, coins_out, notes)
  values (v_demo, ${casino('Caesars Palace')}, v_slots[4], v_special[4], time '13:00', 500, 300, 'Hand pay: the jackpot is not in the coins out')
  returning id into v_gs;
  insert into public.w2g_jackpots (user_id, casino_id, slot_machine_id, jackpot_date, jackpot_time, amount, tax_withheld, irs_form_version, notes, session_id, hand_pay)
  values (v_demo, ${casino('Caesars Palace')}, v_slots[4], v_special[4], time '13:40', 2500, 600, 'W-2G', 'Hand pay, ID checked and W-2G signed at the machine', v_gs, true);

  -- Social feed.
  select j.id, j.casino_id, j.amount, j.jackpot_date, j.jackpot_time, coalesce(m.slot_name, m.name) as slot
    into v_big
    from public.w2g_jackpots j left join public.slot_machines m on m.id = j.slot_machine_id
    where j.user_id = v_demo order by j.amount desc, j.jackpot_date limit 1;

  with p (ord, user_id, caption, jackpot_id, casino_id, is_public, status, created_at) as (values
    (1, v_demo, format('Hand pay of $%s on %s! Signed the W-2G and treated myself to dinner.',
                       to_char(v_big.amount, 'FM999,990'), v_big.slot),
        v_big.id, v_big.casino_id, true, 'approved', (v_big.jackpot_date + v_big.jackpot_time + interval '1 hour')::timestamptz),
    (2, v_demo, 'Buffalo Gold gave me 15 free games and a $480 bonus. Tuesday afternoons are the best.',
        null, ${casino('Red Rock Casino Resort & Spa')}::uuid, true, 'approved', now() - interval '9 days'),
    (3, v_demo, 'Note to self: the Dancing Drums bank by the sportsbook was ice cold again.',
        null, ${casino('South Point Hotel, Casino & Spa')}::uuid, false, 'approved', now() - interval '3 days'),
    (4, v_sam, 'First time on Huff N'' Even More Puff - got the mansion bonus on my third spin!',
        null, ${casino('Borgata Hotel Casino & Spa')}::uuid, true, 'approved', now() - interval '5 days'),
    (5, v_sam, 'Vegas trip! Watched the fountains, then a $1,300 Wheel of Fortune hit. Not a bad start.',
        null, ${casino('Bellagio')}::uuid, true, 'approved', now() - interval '20 days'),
    (6, v_sam, 'Anyone know if Ocean still runs the Wednesday slot tournament?',
        null, ${casino('Ocean Casino Resort')}::uuid, true, 'approved', now() - interval '2 days'),
    -- The moderation example: comp selling, reported by Dana and rejected (below), so the public feed never shows it.
    (7, v_sam, 'Selling comp dollars cheap, message me for details.',
        null, null::uuid, true, 'approved', now() - interval '1 day'),
    (8, v_sam, 'Huge night at Hard Rock - photos coming once I sort them out!',
        null, ${casino('Hard Rock Hotel & Casino Atlantic City')}::uuid, true, 'pending', now() - interval '6 hours')
  ), ins as (
    insert into public.social_posts (user_id, caption, jackpot_id, casino_id, is_public, moderation_status, created_at, updated_at)
    select user_id, caption, jackpot_id, casino_id, is_public, status, created_at, created_at from p order by ord
    returning id, created_at
  )
  select array_agg(id order by created_at) into v_posts from ins;
  -- v_posts is in created_at order; look the posts up by caption prefix instead of position.
  insert into public.social_post_comments (post_id, user_id, content, created_at, updated_at)
  select sp.id, c.user_id, c.content, sp.created_at + c.after, sp.created_at + c.after
  from (values
    ('Hand pay of', v_sam, 'Congrats Dana! That bank has been hot lately.', interval '2 hours'),
    ('Hand pay of', v_demo, 'Thanks! Took forever but worth it.', interval '3 hours'),
    ('Vegas trip!', v_demo, 'Nice hit! Which Wheel of Fortune machine?', interval '1 hour'),
    ('Vegas trip!', v_sam, 'The Triple Extreme Spin by the poker room.', interval '2 hours'),
    ('Buffalo Gold', v_sam, 'Buffalo Gold always gets me too.', interval '5 hours')
  ) as c (prefix, user_id, content, after)
  join public.social_posts sp on sp.caption like c.prefix || '%' and sp.id = any (v_posts);

  insert into public.social_post_reactions (post_id, user_id, reaction_type)
  select sp.id, r.user_id, r.reaction_type
  from (values
    ('Hand pay of', v_sam, 'celebrate'), ('Hand pay of', v_sam, 'love'), ('Hand pay of', v_demo, 'like'),
    ('Vegas trip!', v_demo, 'like'), ('Vegas trip!', v_demo, 'celebrate'),
    ('First time on', v_demo, 'like'), ('Buffalo Gold', v_sam, 'like'), ('Anyone know', v_demo, 'like')
  ) as r (prefix, user_id, reaction_type)
  join public.social_posts sp on sp.caption like r.prefix || '%' and sp.id = any (v_posts)
  on conflict do nothing;

  insert into public.social_post_reports (post_id, reporter_user_id, reason)
  select sp.id, v_demo, 'spam' from public.social_posts sp
  where sp.caption like 'Selling comp dollars%' and sp.id = any (v_posts)
  on conflict do nothing;
  -- Reported while it was public (a report names a post its writer can see), then rejected.
  update public.social_posts sp set moderation_status = 'rejected'
  where sp.caption like 'Selling comp dollars%' and sp.id = any (v_posts);

  -- Notifications from the admin: all users, one casino's favourites, one specific player, one inactive.
  insert into public.notifications (title, message, target_type, notification_type, priority, action_url, action_text, created_by, created_at)
  values ('Welcome to Slot Play Tracker', 'Log your slot sessions and casino visits, and keep your W2G jackpots in one place.',
          'all', 'general', 'normal', '/casinos', 'Find casinos', v_admin, now() - interval '30 days')
  returning id into v_n1;
  insert into public.notifications (title, message, target_type, notification_type, priority, action_url, action_text, created_by, created_at)
  values ('New: export your W2G jackpots as PDF', 'Pick a date range on the Export page to download a PDF for your tax preparer.',
          'all', 'update', 'normal', '/w2g/export', 'Try it', v_admin, now() - interval '12 days')
  returning id into v_n2;
  insert into public.notifications (title, message, target_type, notification_type, priority, expires_at, created_by, created_at)
  values ('Scheduled maintenance', 'The app will be unavailable for about 30 minutes on Sunday at 3:00 AM Pacific while we upgrade the database.',
          'all', 'maintenance', 'high', now() + interval '7 days', v_admin, now() - interval '1 day');
  insert into public.notifications (title, message, target_type, target_casino_id, notification_type, priority, action_url, action_text, created_by, created_at)
  values ('Double points weekend at Red Rock', 'Earn double My Boarding Pass points on slots this Friday through Sunday.',
          'casino_users', ${casino('Red Rock Casino Resort & Spa')}, 'promotion', 'low', 'https://www.redrockresort.com', 'See details', v_admin, now() - interval '2 days');
  insert into public.notifications (title, message, target_type, target_users, notification_type, priority, action_url, action_text, created_by, created_at)
  values ('Tax season: review your W2G jackpots', 'You have W2G jackpots this year. Check the amounts and tax withheld before you file.',
          'specific', array[v_demo], 'general', 'urgent', '/w2g/reports', 'Open reports', v_admin, now() - interval '4 hours')
  returning id into v_n3;
  insert into public.notifications (title, message, target_type, notification_type, priority, is_active, created_by, created_at)
  values ('Summer slot tournament sign-ups', 'Sign-ups for the summer tournament series have closed.',
          'all', 'promotion', 'normal', false, v_admin, now() - interval '60 days');
  insert into public.user_notifications (user_id, notification_id, is_read, read_at) values
    (v_demo, v_n1, true, now() - interval '29 days'),
    (v_demo, v_n2, true, now() - interval '11 days'),
    (v_sam, v_n1, true, now() - interval '25 days')
  on conflict do nothing;
  -- The tax-season notification (v_n3) stays unread for the demo player.

  -- Support tickets (status is forced to 'open' on insert; the older one has since been resolved).
  insert into public.support_tickets (user_id, subject, category, priority, description, created_at, updated_at)
  values (v_demo, 'How do I change my display name?', 'account', 'low',
          'I would like my posts to show a nickname instead of my real name. Where can I change it?',
          now() - interval '40 days', now() - interval '40 days'),
         (v_demo, 'Export CSV times look off by an hour', 'data', 'medium',
          'Jackpots I recorded around 9 PM show 10 PM in the exported CSV. Is the export using a different time zone?',
          now() - interval '2 days', now() - interval '2 days');
  update public.support_tickets set status = 'resolved'
  where user_id = v_demo and subject = 'How do I change my display name?';
end
$seed$;
`;
}
