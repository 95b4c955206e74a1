import { describe, expect, it } from 'vitest';
import type { PlaySlotRow, YearPlay } from '@/api/get-year-play';
import { diaryCsv } from './diary';
import { buildJointYear, type HouseholdPlayer } from './joint-year';
import { jackpotRow } from './play-rows.fixture';
import { buildTaxYear } from './tax-year-model';

const casino = (name: string) => ({ name, street_address: null, city: 'Reno', state: 'NV', zip_code: null });
const CASINOS: Record<string, string> = { P: 'Peppermill', A: 'Atlantis' };
let n = 0;
/** One slot session: coins in, coins out, no free play (net = out - in). */
const slot = (casinoId: string, date: string, coinsIn: number, coinsOut: number): PlaySlotRow =>
  ({
    id: `s${++n}`,
    session_date: date,
    session_time: '20:00:00',
    casino_id: casinoId,
    coins_in: coinsIn,
    coins_out: coinsOut,
    free_play: 0,
    net_result: coinsOut - coinsIn,
    notes: null,
    people_present: null,
    casino_slot_machine_id: null,
    casino: casino(CASINOS[casinoId]),
    slot_machine: null,
  }) as PlaySlotRow;
const yearPlay = (year: number, slots: PlaySlotRow[], jackpots: YearPlay['jackpots'] = []): YearPlay => ({
  start: `${year}-01-01`,
  end: `${year}-12-31`,
  slots,
  casinoSessions: [],
  jackpots,
});
const player = (name: string, year: number, play: YearPlay): HouseholdPlayer => ({ name, model: buildTaxYear(year, play) });

describe('buildJointYear: the one engine over both players', () => {
  it('2025 (losses deductible up to gains, 100 %): the joint deduction is the rule over the summed figures', () => {
    // Avery: Jan 5 Peppermill 500 in, 2,500 out = +2,000; Jan 6 Atlantis 500 in, 0 out = -500.
    // Blake: Feb 1 Peppermill 3,000 in, 0 out = -3,000.
    // Single: Avery min(500 x 100 %, 2,000) = 500; Blake min(3,000, 0) = 0; together 500.
    // Joint: gains 2,000 + 0 = 2,000; losses 500 + 3,000 = 3,500; min(3,500 x 100 % = 3,500, 2,000) = 2,000.
    const avery = player('Avery Stone', 2025, yearPlay(2025, [slot('P', '2025-01-05', 500, 2500), slot('A', '2025-01-06', 500, 0)]));
    const blake = player('Blake Stone', 2025, yearPlay(2025, [slot('P', '2025-02-01', 3000, 0)]));
    expect([avery.model.loss.deductible, blake.model.loss.deductible]).toEqual([500, 0]);
    const joint = buildJointYear(2025, [avery, blake]);
    expect(joint.totals).toMatchObject({ sessions: 3, winning: 1, losing: 2, gains: 2000, losses: 3500, net: -1500 });
    expect(joint.loss).toMatchObject({ gains: 2000, losses: 3500, rate: 1, allowedBeforeCap: 3500, deductible: 2000, cappedAtGains: true });
  });

  it('2026 (90 % of losses, up to gains): both players with gains and losses', () => {
    // Avery: Mar 1 Peppermill 200 in, 1,200 out = +1,000; Mar 2 Atlantis 400 in, 0 out = -400.
    // Blake: Mar 1 Atlantis 100 in, 400 out = +300; Mar 3 Peppermill 1,000 in, 0 out = -1,000.
    // Single: Avery min(400 x 90 % = 360, 1,000) = 360; Blake min(1,000 x 90 % = 900, 300) = 300; together 660.
    // Joint: gains 1,000 + 300 = 1,300; losses 400 + 1,000 = 1,400; min(1,400 x 90 % = 1,260, 1,300) = 1,260.
    const avery = player('Avery Stone', 2026, yearPlay(2026, [slot('P', '2026-03-01', 200, 1200), slot('A', '2026-03-02', 400, 0)]));
    const blake = player('Blake Stone', 2026, yearPlay(2026, [slot('A', '2026-03-01', 100, 400), slot('P', '2026-03-03', 1000, 0)]));
    expect([avery.model.loss.deductible, blake.model.loss.deductible]).toEqual([360, 300]);
    const joint = buildJointYear(2026, [avery, blake]);
    expect(joint.loss).toMatchObject({
      gains: 1300,
      losses: 1400,
      rate: 0.9,
      allowedBeforeCap: 1260,
      deductible: 1260,
      cappedAtGains: false,
    });
  });

  it('one spouse with gains and no losses, the other with losses and no gains: the joint deduction exceeds the two single ones', () => {
    // Avery: Apr 4 Peppermill 100 in, 1,600 out = +1,500 (no losing session). Blake: Apr 4 Atlantis 1,200 in, 0 out = -1,200.
    // Single: Avery min(0, 1,500) = 0; Blake min(1,200, 0) = 0; together 0.
    // Joint 2025: gains 1,500, losses 1,200: min(1,200 x 100 %, 1,500) = 1,200 (> 0).
    // The same play in 2026: min(1,200 x 90 % = 1,080, 1,500) = 1,080.
    for (const [year, deductible] of [
      [2025, 1200],
      [2026, 1080],
    ] as const) {
      const avery = player('Avery Stone', year, yearPlay(year, [slot('P', `${year}-04-04`, 100, 1600)]));
      const blake = player('Blake Stone', year, yearPlay(year, [slot('A', `${year}-04-04`, 1200, 0)]));
      const singles = avery.model.loss.deductible + blake.model.loss.deductible;
      const joint = buildJointYear(year, [avery, blake]);
      expect({ year, singles, joint: joint.loss.deductible }).toEqual({ year, singles: 0, joint: deductible });
    }
  });

  it("lists both players' W-2G forms with whose they are, and the diary CSV lists each one's sessions under their name", () => {
    // Avery: a $2,500 W-2G ($600 withheld) at Peppermill on May 1 2026, no play logged that day: a session gain of +2,500.
    // Blake: a $3,000 W-2G ($720 withheld) at Atlantis on May 2 2026, no play logged: +3,000; and May 3 Peppermill 100 in, 0 out = -100.
    // Joint: 2 forms, 2,500 + 3,000 = 5,500 won, 600 + 720 = 1,320 withheld; gains 5,500, losses 100:
    // min(100 x 90 % = 90, 5,500) = 90.
    const j1 = jackpotRow({
      id: 'j1',
      casino_id: 'P',
      jackpot_date: '2026-05-01',
      amount: 2500,
      tax_withheld: 600,
      casino: casino('Peppermill'),
    });
    const j2 = jackpotRow({
      id: 'j2',
      casino_id: 'A',
      jackpot_date: '2026-05-02',
      amount: 3000,
      tax_withheld: 720,
      casino: casino('Atlantis'),
    });
    const avery = player('Avery Stone', 2026, yearPlay(2026, [], [j1]));
    const blake = player('Blake Stone', 2026, yearPlay(2026, [slot('P', '2026-05-03', 100, 0)], [j2]));
    const joint = buildJointYear(2026, [avery, blake]);
    expect(joint.w2g).toMatchObject({ count: 2, totalWon: 5500, federalWithheld: 1320 });
    expect(joint.w2g.met.map((j) => [j.id, joint.formsOf.get(j.id)])).toEqual([
      ['j1', 'Avery Stone'],
      ['j2', 'Blake Stone'],
    ]);
    expect(joint.loss).toMatchObject({ gains: 5500, losses: 100, deductible: 90 });

    const lines = diaryCsv(joint.diary).split('\r\n');
    expect(lines[0].startsWith('Player,Section,Date,')).toBe(true);
    const sessions = lines.filter((l) => l.includes(',Session,'));
    expect(sessions.map((l) => l.split(',').slice(0, 3).join(','))).toEqual([
      'Avery Stone,Session,2026-05-01',
      'Blake Stone,Session,2026-05-02',
      'Blake Stone,Session,2026-05-03',
    ]);
    const total = lines.find((l) => l.includes(',Session total,'))!;
    expect(total.split(',').slice(0, 2)).toEqual(['Joint', 'Session total']);
    expect(total).toContain(',5500.00,100.00,');
    expect(total).toContain('Deductible losses estimate 90.00');
    expect(lines.filter((l) => l.includes(',W-2G,')).map((l) => l.split(',')[0])).toEqual(['Avery Stone', 'Blake Stone']);
  });
});
