import {
  cumulativeByMonth,
  groupSessions,
  playLedger,
  sessionTotals,
  type JackpotInput,
  type SlotSessionInput,
  type CasinoSessionInput,
} from './session-method';

// Every expected value below is worked out by hand from the records in the test (see the comments).
const slot = (id: string, casinoId: string | null, date: string, time: string, net: number): SlotSessionInput => ({
  id,
  casinoId,
  casinoName: casinoId ? `Casino ${casinoId}` : null,
  date,
  time,
  net,
});
const casinoSession = (
  id: string,
  casinoId: string,
  arrival: [string, string],
  departure: [string, string] | null,
  cashIn: number,
  finalCash: number | null,
): CasinoSessionInput => ({
  id,
  casinoId,
  casinoName: `Casino ${casinoId}`,
  arrivalDate: arrival[0],
  arrivalTime: arrival[1],
  departureDate: departure?.[0] ?? null,
  departureTime: departure?.[1] ?? null,
  finalCash,
  net: finalCash === null ? null : finalCash - cashIn,
});
const jackpot = (
  id: string,
  casinoId: string,
  date: string,
  time: string,
  amount: number,
  extra: Partial<JackpotInput> = {},
): JackpotInput => ({
  id,
  casinoId,
  casinoName: `Casino ${casinoId}`,
  date,
  time,
  amount,
  federalWithheld: 0,
  stateWithheld: 0,
  sessionId: null,
  handPay: false,
  ...extra,
});
const nets = (r: ReturnType<typeof groupSessions>) => r.sessions.map((s) => [s.date, s.casinoId, s.net]);

describe('groupSessions: one session per casino per calendar day, from play time', () => {
  it('the year boundary: a casino session from 22:00 Dec 31 to 02:00 Jan 1 that lost $200, with a -$160 slot session at 00:30, is -$40 in 2025 and -$160 in 2026', () => {
    // Casino session: cash in 1,000, final cash 800 -> -200. The slot session of Jan 1 makes Jan 1's session (-160);
    // the rest of the casino session, -200 - (-160) = -40, stays on Dec 31. -40 + -160 = -200, the true net.
    const slots = [slot('s1', 'A', '2026-01-01', '00:30:00', -160)];
    const casinoSessions = [casinoSession('v1', 'A', ['2025-12-31', '22:00:00'], ['2026-01-01', '02:00:00'], 1000, 800)];
    const y2025 = groupSessions(slots, casinoSessions, [], { year: 2025 });
    const y2026 = groupSessions(slots, casinoSessions, [], { year: 2026 });
    expect(nets(y2025)).toEqual([['2025-12-31', 'A', -40]]);
    expect(nets(y2026)).toEqual([['2026-01-01', 'A', -160]]);
    expect(y2025.totals).toEqual({ sessions: 1, winning: 0, losing: 1, gains: 0, losses: 40, net: -40 });
    expect(y2026.totals).toEqual({ sessions: 1, winning: 0, losing: 1, gains: 0, losses: 160, net: -160 });
    expect(y2025.totals.net + y2026.totals.net).toBe(-200);
    expect(y2026.sessions[0]).toMatchObject({
      laterDayOfCasinoSessionIds: ['v1'],
      slotSessions: [{ id: 's1', net: -160, counted: true, casinoSessionId: 'v1' }],
    });
  });

  it('withheld tax is a tax payment: a $2,500 jackpot with $600 withheld in a casino session of $1,000 in and $2,300 out is +$1,900', () => {
    // 2,300 - 1,000 = +1,300 cash; + 600 withheld = +1,900.
    const r = groupSessions(
      [],
      [casinoSession('v1', 'A', ['2026-03-10', '18:00:00'], ['2026-03-10', '23:00:00'], 1000, 2300)],
      [jackpot('j1', 'A', '2026-03-10', '20:00:00', 2500, { federalWithheld: 600 })],
    );
    expect(nets(r)).toEqual([['2026-03-10', 'A', 1900]]);
    expect(r.sessions[0].withholdingAddedBack).toBe(600);
    expect(r.unloggedW2g).toEqual([]);
  });

  it('state tax withheld is added back too', () => {
    // Jackpot 3,000, federal 720 + state 150 = 870 withheld. Cash in 500; out 500 + 3,000 - 870 = 2,630.
    // 2,630 - 500 = 2,130; + 870 = +3,000.
    const r = groupSessions(
      [],
      [casinoSession('v1', 'A', ['2026-03-11', '12:00:00'], ['2026-03-11', '15:00:00'], 500, 2630)],
      [jackpot('j1', 'A', '2026-03-11', '13:00:00', 3000, { federalWithheld: 720, stateWithheld: 150 })],
    );
    expect(nets(r)).toEqual([['2026-03-11', 'A', 3000]]);
  });

  it('a W-2G with no play logged that day counts as a gain of its amount and is listed to be fixed', () => {
    const j = jackpot('j1', 'B', '2026-04-01', '21:00:00', 2400, { federalWithheld: 576 });
    const r = groupSessions([slot('other', 'A', '2026-04-01', '10:00:00', -50)], [], [j]);
    // Casino A: -50 of its own; casino B: +2,400 (the W-2G, what the IRS sees).
    expect(nets(r)).toEqual([
      ['2026-04-01', 'A', -50],
      ['2026-04-01', 'B', 2400],
    ]);
    expect(r.unloggedW2g).toEqual([j]);
    expect(r.sessions[1].reasons).toEqual([
      'W-2G of $2,400.00 with no play logged at this casino that day: counted as a gain of its amount (what the IRS sees)',
    ]);
  });

  it('a slot session at 18:00 on the day of a 10:00-13:00 casino session at the same casino counts on its own; one at 11:00 is inside the casino session', () => {
    // Casino session: 500 in, 300 out -> -200 (holds the 11:00 session's -150). 18:00 session: -80. Day: -280.
    const r = groupSessions(
      [slot('in', 'A', '2025-05-05', '11:00:00', -150), slot('after', 'A', '2025-05-05', '18:00:00', -80)],
      [casinoSession('v1', 'A', ['2025-05-05', '10:00:00'], ['2025-05-05', '13:00:00'], 500, 300)],
    );
    expect(nets(r)).toEqual([['2025-05-05', 'A', -280]]);
    expect(r.sessions[0].slotSessions).toEqual([
      { id: 'in', net: -150, counted: false, casinoSessionId: 'v1' },
      { id: 'after', net: -80, counted: true, casinoSessionId: null },
    ]);
  });

  it('a stay over several days is split by calendar day; every dollar counts once', () => {
    // Casino session Jul 1 20:00 - Jul 3 11:00: 3,000 in, 2,000 out -> -1,000. Slot sessions: Jul 1 -300 (arrival day),
    // Jul 2 +250, Jul 3 -400. Jul 2 = +250, Jul 3 = -400, Jul 1 = -1,000 - (250 - 400) = -850. Sum -1,000.
    const r = groupSessions(
      [
        slot('d1', 'A', '2025-07-01', '21:00:00', -300),
        slot('d2', 'A', '2025-07-02', '14:00:00', 250),
        slot('d3', 'A', '2025-07-03', '09:00:00', -400),
      ],
      [casinoSession('v1', 'A', ['2025-07-01', '20:00:00'], ['2025-07-03', '11:00:00'], 3000, 2000)],
    );
    expect(nets(r)).toEqual([
      ['2025-07-01', 'A', -850],
      ['2025-07-02', 'A', 250],
      ['2025-07-03', 'A', -400],
    ]);
    expect(r.totals).toEqual({ sessions: 3, winning: 1, losing: 2, gains: 250, losses: 1250, net: -1000 });
  });

  it('slot sessions outside every casino session count their own net per casino and day; several casinos a day stay apart', () => {
    const r = groupSessions(
      [
        slot('s1', 'A', '2025-03-01', '09:00:00', -40),
        slot('s2', 'A', '2025-03-01', '15:00:00', 15.5),
        slot('s3', 'B', '2025-03-01', '12:00:00', 200),
        slot('s4', 'A', '2025-03-02', '12:00:00', -10),
      ],
      [],
    );
    // A Mar 1: -40 + 15.50 = -24.50.
    expect(nets(r)).toEqual([
      ['2025-03-01', 'A', -24.5],
      ['2025-03-01', 'B', 200],
      ['2025-03-02', 'A', -10],
    ]);
    expect(r.totals).toEqual({ sessions: 3, winning: 1, losing: 2, gains: 200, losses: 34.5, net: 165.5 });
  });

  it('open casino sessions add nothing, are reported, and their slot sessions count on their own', () => {
    const open = casinoSession('v-open', 'A', ['2025-07-04', '19:00:00'], null, 500, null);
    const r = groupSessions([slot('s1', 'A', '2025-07-04', '20:00:00', -60)], [open]);
    expect(r.openCasinoSessions).toEqual([open]);
    expect(nets(r)).toEqual([['2025-07-04', 'A', -60]]);
  });

  it('a hand-paid jackpot linked to a slot session adds its amount; one paid into the coins out adds back its withholding', () => {
    // Hand pay: coins in 500, out 300 -> -200; + 2,500 (not in the coins out) = +2,300.
    // In coins out: coins in 500, out 300 + (2,500 - 600 paid) = 2,200 -> +1,700; + 600 withheld = +2,300.
    const hand = groupSessions(
      [slot('s1', 'A', '2026-02-02', '14:00:00', -200)],
      [],
      [jackpot('j1', 'A', '2026-02-02', '15:00:00', 2500, { federalWithheld: 600, sessionId: 's1', handPay: true })],
    );
    const coins = groupSessions(
      [slot('s1', 'A', '2026-02-02', '14:00:00', 1700)],
      [],
      [jackpot('j1', 'A', '2026-02-02', '15:00:00', 2500, { federalWithheld: 600, sessionId: 's1', handPay: false })],
    );
    expect(nets(hand)).toEqual([['2026-02-02', 'A', 2300]]);
    expect(nets(coins)).toEqual([['2026-02-02', 'A', 2300]]);
    expect(hand.unloggedW2g).toEqual([]);
  });

  it('a W-2G outside any casino session on a day with play at its casino adds back its withholding', () => {
    // Slot session +1,520 (coins out hold the 2,000 jackpot less 480 withheld); + 480 = +2,000.
    const r = groupSessions(
      [slot('s1', 'C', '2026-06-01', '10:00:00', 1520)],
      [],
      [jackpot('j1', 'C', '2026-06-01', '11:00:00', 2000, { federalWithheld: 480 })],
    );
    expect(nets(r)).toEqual([['2026-06-01', 'C', 2000]]);
  });

  it('a hand-paid W-2G outside any casino session on a day with play at its casino adds its whole amount', () => {
    // Slot session -300 (coins only); the $2,000 hand pay is not in the coins out: -300 + 2,000 = +1,700.
    const r = groupSessions(
      [slot('s1', 'C', '2026-06-02', '10:00:00', -300)],
      [],
      [jackpot('j1', 'C', '2026-06-02', '11:00:00', 2000, { federalWithheld: 480, handPay: true })],
    );
    expect(nets(r)).toEqual([['2026-06-02', 'C', 1700]]);
    expect(r.unloggedW2g).toEqual([]);
  });

  it('two closed casino sessions at one casino on one day add up; slot sessions without a casino group under "no casino"', () => {
    const r = groupSessions(
      [slot('x', null, '2025-08-08', '10:00:00', -5), slot('y', null, '2025-08-08', '11:00:00', -5)],
      [
        casinoSession('v1', 'A', ['2025-08-08', '09:00:00'], ['2025-08-08', '10:00:00'], 100, 0),
        casinoSession('v2', 'A', ['2025-08-08', '18:00:00'], ['2025-08-08', '19:00:00'], 100, 140),
      ],
    );
    // A: -100 + 40 = -60; no casino: -10 (listed first: sessions of a day are in casino-name order, no name first).
    expect(r.sessions.map((s) => [s.casinoId, s.net, s.casinoSessionIds])).toEqual([
      [null, -10, []],
      ['A', -60, ['v1', 'v2']],
    ]);
  });

  it('overlapping casino sessions at one casino: a slot session belongs to the earliest-starting casino session that holds its start', () => {
    const r = groupSessions(
      [
        slot('s1', 'A', '2025-08-09', '15:30:00', -20),
        slot('s2', 'A', '2025-08-09', '11:30:00', -15),
        slot('s3', 'A', '2025-08-09', '08:30:00', -5),
        slot('s4', 'A', '2025-08-09', '23:30:00', -7),
      ],
      [
        casinoSession('v4', 'A', ['2025-08-09', '15:00:00'], ['2025-08-09', '16:00:00'], 100, 90),
        casinoSession('v2', 'A', ['2025-08-09', '10:00:00'], ['2025-08-09', '23:00:00'], 500, 450),
        casinoSession('v1', 'A', ['2025-08-09', '08:00:00'], ['2025-08-09', '09:00:00'], 100, 100),
        casinoSession('v3', 'A', ['2025-08-09', '11:00:00'], ['2025-08-09', '12:00:00'], 100, 130),
      ],
    );
    // v2 (10:00-23:00) holds 15:30 and 11:30 although v4 and v3 do too; 08:30 is v1's; 23:30 is in none.
    // Casino sessions: 0 - 50 + 30 - 10 = -30; s4 counts its own -7: -37.
    expect(r.sessions).toHaveLength(1);
    expect(r.sessions[0].net).toBe(-37);
    expect(Object.fromEntries(r.sessions[0].slotSessions.map((m) => [m.id, [m.casinoSessionId, m.counted]]))).toEqual({
      s1: ['v2', false],
      s2: ['v2', false],
      s3: ['v1', false],
      s4: [null, true],
    });
  });

  it('adds in cents (no binary drift) and a 0 session is neither winning nor losing', () => {
    const r = groupSessions(
      [
        slot('a', 'A', '2025-01-01', '10:00:00', 0.1),
        slot('b', 'A', '2025-01-01', '11:00:00', 0.2),
        slot('c', 'B', '2025-01-01', '10:00:00', 0),
      ],
      [],
    );
    expect(r.totals).toEqual({ sessions: 2, winning: 1, losing: 0, gains: 0.3, losses: 0, net: 0.3 });
    expect(sessionTotals([])).toEqual({ sessions: 0, winning: 0, losing: 0, gains: 0, losses: 0, net: 0 });
  });
});

describe('cumulativeByMonth', () => {
  it('gives 12 months of the year with the running total, ignoring other years', () => {
    const months = cumulativeByMonth(
      [
        { date: '2025-01-10', net: -100 },
        { date: '2025-01-20', net: 30 },
        { date: '2025-03-01', net: 500 },
        { date: '2026-01-01', net: 999 },
      ],
      2025,
    );
    expect(months).toHaveLength(12);
    expect(months.slice(0, 4)).toEqual([
      { month: '2025-01', net: -70, cumulative: -70 },
      { month: '2025-02', net: 0, cumulative: -70 },
      { month: '2025-03', net: 500, cumulative: 430 },
      { month: '2025-04', net: 0, cumulative: 430 },
    ]);
    expect(months[11].cumulative).toBe(430);
  });
});

describe('which session a W-2G belongs to', () => {
  it('a W-2G linked to a slot session that began before the arrival and was won after it: its withholding counts once (+$1,250, not +$1,350)', () => {
    // Casino session v1 at A, 20:00-23:00: cash in 300, final cash 250 -> -50.
    // Slot session s1 at A began 19:30 (before the arrival: not v1's), coins in 200, out 1,400 -> +1,200.
    // W-2G j1 of $1,500 paid by the machine at 20:30 (inside v1's hours), $100 federal withheld, linked to s1:
    // s1's result = 1,200 + 100 withheld added back = +1,300. It is s1's, not v1's: v1 stays -50.
    // The day at A: 1,300 - 50 = +1,250, with $100 added back once. (Before the fix v1 added it back again: +1,350.)
    const r = groupSessions(
      [slot('s1', 'A', '2026-03-10', '19:30:00', 1200)],
      [casinoSession('v1', 'A', ['2026-03-10', '20:00:00'], ['2026-03-10', '23:00:00'], 300, 250)],
      [jackpot('j1', 'A', '2026-03-10', '20:30:00', 1500, { federalWithheld: 100, sessionId: 's1' })],
    );
    expect(nets(r)).toEqual([['2026-03-10', 'A', 1250]]);
    expect(r.sessions[0].withholdingAddedBack).toBe(100);
    expect(
      playLedger(
        [slot('s1', 'A', '2026-03-10', '19:30:00', 1200)],
        [casinoSession('v1', 'A', ['2026-03-10', '20:00:00'], ['2026-03-10', '23:00:00'], 300, 250)],
        [jackpot('j1', 'A', '2026-03-10', '20:30:00', 1500, { federalWithheld: 100, sessionId: 's1' })],
      ).jackpots.get('j1'),
    ).toEqual({ slotSessionId: 's1', casinoSessionId: null });
  });

  it("an unlinked W-2G won inside a casino session is that casino session's; a linked one follows its slot session into the casino session covering it", () => {
    // v1 at A 20:00-23:00 closed; s1 at A 21:00 (covered by v1); j1 linked to s1 at 21:30; j2 unlinked at 22:00; j3 unlinked at 23:30 (after).
    const ledger = playLedger(
      [slot('s1', 'A', '2026-03-10', '21:00:00', -40)],
      [casinoSession('v1', 'A', ['2026-03-10', '20:00:00'], ['2026-03-10', '23:00:00'], 300, 250)],
      [
        jackpot('j1', 'A', '2026-03-10', '21:30:00', 2500, { sessionId: 's1', handPay: true }),
        jackpot('j2', 'A', '2026-03-10', '22:00:00', 1300),
        jackpot('j3', 'A', '2026-03-10', '23:30:00', 1300),
      ],
    );
    // s1: -40 + 2,500 hand pay = +2,460.
    expect(ledger.slots.get('s1')).toEqual({ result: 2460, casinoSessionId: 'v1' });
    expect(ledger.jackpots.get('j1')).toEqual({ slotSessionId: 's1', casinoSessionId: 'v1' });
    expect(ledger.jackpots.get('j2')).toEqual({ slotSessionId: null, casinoSessionId: 'v1' });
    expect(ledger.jackpots.get('j3')).toEqual({ slotSessionId: null, casinoSessionId: null });
  });
});

describe("free play: only the player's own money in is wagered", () => {
  it('a slot session of $300 in, $200 of it free play, and $250 out is +$150 (it was -$50 before free play was counted)', () => {
    // Own money in: 300 - 200 = 100; 250 out - 100 = +150. Without free play: 250 - 300 = -50.
    const before = slot('s1', 'A', '2026-05-02', '14:00:00', -50);
    const after = { ...before, freePlay: 200 };
    expect(nets(groupSessions([before], []))).toEqual([['2026-05-02', 'A', -50]]);
    expect(nets(groupSessions([after], []))).toEqual([['2026-05-02', 'A', 150]]);
    expect(playLedger([after], []).slots.get('s1')).toEqual({ result: 150, casinoSessionId: null });
  });

  it('free play of a later-day slot session in a casino session past midnight moves that day only; the casino session still counts every dollar once', () => {
    // Casino session at A 22:00 May 1 - 02:00 May 2, cash in 500, final 400 -> -100 (free play is not cash: it never passed the door).
    // s1 at 00:30 May 2: coins 100 in (all free play), 60 out -> own net 60 - 0 = +60. May 2: +60; May 1 keeps -100 - 60 = -160.
    const r = groupSessions(
      [{ ...slot('s1', 'A', '2026-05-02', '00:30:00', -40), freePlay: 100 }],
      [casinoSession('v1', 'A', ['2026-05-01', '22:00:00'], ['2026-05-02', '02:00:00'], 500, 400)],
    );
    expect(nets(r)).toEqual([
      ['2026-05-01', 'A', -160],
      ['2026-05-02', 'A', 60],
    ]);
    expect(r.totals.net).toBe(-100);
  });
});
