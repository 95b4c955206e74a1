import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../../emulator/db';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => emu?.close());

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  return (await emu.ctx.db.query<T>(sql, params)).rows[0];
}

describe('seeded reference data', () => {
  it('has at least 150 casinos in at least 20 states, each with its location and a quality score', async () => {
    const r = await one<{ casinos: number; states: number; unscored: number; no_location: number }>(
      `select count(*)::int as casinos, count(distinct state)::int as states,
              count(*) filter (where data_quality_score = 0)::int as unscored,
              count(*) filter (where location is distinct from city || ', ' || state)::int as no_location
       from public.casinos`,
    );
    expect(r.casinos).toBeGreaterThanOrEqual(150);
    expect(r.states).toBeGreaterThanOrEqual(20);
    expect(r.unscored).toBe(0);
    expect(r.no_location).toBe(0);
  });

  it('places every casino inside the US bounds with a 2-letter state and a 5-digit zip', async () => {
    const bad = await emu.ctx.db.query<{ name: string }>(
      `select name from public.casinos
       where latitude is null or longitude is null
          or not (latitude between 18.9 and 71.4 and longitude between -179.2 and -66.9)
          or state !~ '^[A-Z]{2}$' or zip_code !~ '^[0-9]{5}$'`,
    );
    expect(bad.rows).toEqual([]);
  });

  it('has no duplicate (name, city, state)', async () => {
    const dups = await emu.ctx.db.query(
      `select name, city, state from public.casinos group by 1, 2, 3 having count(*) > 1`,
    );
    expect(dups.rows).toEqual([]);
  });

  it('uses only the spec lists for types, classes, amenities, dining and features', async () => {
    const r = await one<{ bad: number }>(
      `select count(*)::int as bad from public.casinos
       where casino_type not in ('Resort Casino', 'Tribal Casino', 'Riverboat Casino', 'Racetrack Casino', 'Commercial Casino', 'Other')
          or gaming_machine_class not in ('Class II', 'Class III', 'Both')
          or not amenities <@ array['ATM', 'Valet Parking', 'Gift Shop', 'Free Parking', 'Wi-Fi', 'VIP Area',
                                    'Player Rewards Center', 'Security', 'Coat Check']
          or not dining_options <@ array['Buffet', 'Sports Bar', 'Fine Dining', 'Casual Dining', 'Coffee Shop',
                                         'Food Court', 'Room Service', 'Deli', 'Pizza', 'Fast Food']
          or not special_features <@ array['Live Entertainment', 'Poker Room', 'Sports Betting', 'High Limit Area',
                                           'Non-Smoking Section', 'Tournament Area', 'Private Gaming', 'Bingo Hall']
          or age_requirement not in (18, 21)`,
    );
    expect(r.bad).toBe(0);
  });

  it('marks only a few flagships validated and verified', async () => {
    const rows = await emu.ctx.db.query<{ validation_status: string; verified: number; n: number }>(
      `select validation_status, count(*) filter (where is_verified)::int as verified, count(*)::int as n
       from public.casinos group by 1 order by 1`,
    );
    const by = Object.fromEntries(rows.rows.map((r) => [r.validation_status, r]));
    expect(by.validated.verified).toBe(by.validated.n);
    expect(by.pending.verified).toBe(0);
    expect(by.pending.n).toBeGreaterThan(by.validated.n * 5);
    expect(by.flagged.n).toBeGreaterThanOrEqual(1);
  });

  it('has at least 100 slot machines whose manufacturers are all in slot_machine_manufacturers', async () => {
    const r = await one<{ slots: number; orphans: number }>(
      `select count(*)::int as slots,
              count(*) filter (where not exists (
                select 1 from public.slot_machine_manufacturers m where m.name = s.manufacturer))::int as orphans
       from public.slot_machines s`,
    );
    expect(r.slots).toBeGreaterThanOrEqual(100);
    expect(r.orphans).toBe(0);
  });

  it('has the 50 states, with import counts that match the seeded casinos', async () => {
    const r = await one<{ states: number; mismatched: number; completed: number }>(
      `select count(*)::int as states,
              count(*) filter (where total_casinos_count <> (select count(*) from public.casinos c where c.state = m.state_code)
                                  or verified_casinos_count <> (select count(*) from public.casinos c
                                                                where c.state = m.state_code and c.is_verified))::int as mismatched,
              count(*) filter (where import_status = 'completed' and last_import_date is not null)::int as completed
       from public.state_casino_management m`,
    );
    expect(r).toEqual({ states: 50, mismatched: 0, completed: 30 });
    const nv = await one('select priority_level, import_status from public.state_casino_management where state_code = $1', ['NV']);
    expect(nv).toEqual({ priority_level: 1, import_status: 'completed' });
  });
});

describe('seeded demo player data', () => {
  const demoId = () => one<{ id: string }>("select id from auth.users where email = 'demo@slotplay.test'").then((r) => r.id);

  it('gives the demo player slot sessions this month and today, readable under their own RLS', async () => {
    const id = await demoId();
    const counts = await runAs(emu.ctx.db, { role: 'authenticated', claims: { sub: id, role: 'authenticated' } }, async (tx) =>
      (
        await tx.query<{ month: number; today: number; others: number }>(
          `select count(*) filter (where session_date >= date_trunc('month', current_date))::int as month,
                  count(*) filter (where session_date = current_date)::int as today,
                  count(*) filter (where user_id <> $1)::int as others
           from public.gambling_sessions`,
          [id],
        )
      ).rows[0],
    );
    expect(counts.month).toBeGreaterThanOrEqual(2);
    expect(counts.today).toBeGreaterThanOrEqual(1);
    expect(counts.others).toBe(0);
  });

  it('spreads about a year of play: 3-6 slot sessions a week, mostly losses, a few excluded from totals', async () => {
    const id = await demoId();
    const r = await one<{ n: number; weeks: number; losses: number; excluded: number; min_in: string; max_in: string }>(
      `select count(*)::int as n, ((max(session_date) - min(session_date)) / 7.0)::float8 as weeks,
              count(*) filter (where net_result < 0)::int as losses,
              count(*) filter (where not include_in_daily_totals)::int as excluded,
              min(coins_in) as min_in, max(coins_in) as max_in
       from public.gambling_sessions where user_id = $1`,
      [id],
    );
    expect(r.weeks).toBeGreaterThan(50);
    expect(r.n / r.weeks).toBeGreaterThanOrEqual(3);
    expect(r.n / r.weeks).toBeLessThanOrEqual(6);
    expect(r.losses / r.n).toBeGreaterThan(0.5);
    expect(r.excluded).toBeGreaterThan(0);
    expect(Number(r.min_in)).toBeGreaterThanOrEqual(20);
  });

  it('has one active visit today and completed visits whose net follows the cash', async () => {
    const id = await demoId();
    const r = await one<{ active_today: number; active: number; bad_net: number; with_atm: number }>(
      `select count(*) filter (where final_cash is null and arrival_date = current_date)::int as active_today,
              count(*) filter (where final_cash is null)::int as active,
              count(*) filter (where final_cash is not null and net_result <> final_cash - total_cash_in)::int as bad_net,
              count(*) filter (where additional_cash::text like '%ATM (Fee: $%')::int as with_atm
       from public.casino_sessions where user_id = $1`,
      [id],
    );
    expect(r).toEqual({ active_today: 1, active: 1, bad_net: 0, with_atm: r.with_atm });
    expect(r.with_atm).toBeGreaterThan(0);
  });

  it('has jackpots that follow the W-2G threshold of their year, a few 2026 ones below it, and a visit past midnight, a two-day stay and a W-2G with withholding', async () => {
    const id = await demoId();
    // $1,200 through 2025, $2,000 from 2026. A form (irs_form_version 'W-2G') exactly when at or above it.
    const r = await one<Record<string, number>>(
      `with j as (select *, case when jackpot_date >= date '2026-01-01' then 2000 else 1200 end as threshold
                    from public.w2g_jackpots where user_id = $1)
       select (select count(*) from j where amount < 1200 or (amount >= threshold) <> (irs_form_version is not distinct from 'W-2G'))::int as bad_jackpots,
              (select count(*) from j where jackpot_date >= date '2026-01-01' and amount < threshold)::int as below_2026,
              (select count(*) from j where jackpot_date >= date '2026-01-01' and amount >= threshold)::int as met_2026,
              (select count(*) from j where amount >= threshold and tax_withheld > 0)::int as withheld,
              (select count(*) from public.casino_sessions where user_id = $1 and departure_date = arrival_date + 1
                 and exists (select 1 from public.gambling_sessions g where g.user_id = $1 and g.casino_id = casino_sessions.casino_id and g.session_date = departure_date and g.session_time < departure_time))::int as past_midnight,
              (select count(*) from public.casino_sessions where user_id = $1 and departure_date >= arrival_date + 2)::int as stays`,
      [id],
    );
    expect(r).toMatchObject({ bad_jackpots: 0, past_midnight: 1, stays: 1 });
    expect(r.below_2026).toBeGreaterThanOrEqual(1);
    expect(r.met_2026).toBeGreaterThanOrEqual(1);
    expect(r.withheld).toBeGreaterThanOrEqual(1);
  });

  it('has W2G jackpots and social, notification and support content', async () => {
    const id = await demoId();
    const r = await one<Record<string, number>>(
      `select (select count(*) from public.w2g_jackpots where user_id = $1)::int as jackpots,
              (select count(*) from public.w2g_jackpots where user_id = $1 and amount < 1200)::int as bad_jackpots,
              (select count(*) from public.user_casino_preferences where user_id = $1 and is_favorite and player_club_id is not null)::int as favourites,
              (select count(*) from public.social_posts where is_public and moderation_status = 'approved' and user_id <> $1)::int as others_posts,
              (select count(*) from public.social_posts where user_id = $1 and jackpot_id is not null)::int as jackpot_posts,
              (select count(*) from public.social_post_reports)::int as reports,
              (select count(*) from public.social_posts p join public.social_post_reports r on r.post_id = p.id
                where p.caption like 'Selling comp dollars%' and p.moderation_status = 'rejected')::int as reported_spam_rejected,
              (select count(*) from public.support_tickets where user_id = $1)::int as tickets`,
      [id],
    );
    expect(r.jackpots).toBeGreaterThanOrEqual(8);
    // The moderation example: the comp-selling post is reported and rejected (hidden from the public feed).
    expect(r).toMatchObject({ bad_jackpots: 0, favourites: 6, jackpot_posts: 1, reports: 1, reported_spam_rejected: 1, tickets: 2 });
    expect(r.others_posts).toBeGreaterThanOrEqual(3);
  });

  it('targets notifications at the demo player with some unread', async () => {
    const id = await demoId();
    const rows = await runAs(emu.ctx.db, { role: 'authenticated', claims: { sub: id, role: 'authenticated' } }, async (tx) =>
      (await tx.query<{ title: string; is_read: boolean }>('select title, is_read from public.get_user_notifications($1)', [id])).rows,
    );
    expect(rows.map((r) => r.title)).toEqual([
      'Tax season: review your W2G jackpots',
      'Scheduled maintenance',
      'Double points weekend at Red Rock',
      'New: export your W2G jackpots as PDF',
      'Welcome to Slot Play Tracker',
    ]);
    expect(rows.filter((r) => !r.is_read).length).toBe(3);
  });
});
