import { describe, expect, it } from 'vitest';
import { explainIncome } from './income-explained';
import { groupSessions, type CasinoSessionInput, type JackpotInput, type SlotSessionInput } from './session-method';

// Every expected value is worked out by hand from the records (see the comments); the sessions come from groupSessions.
const slot = (id: string, casinoId: string, date: string, coinsIn: number, coinsOut: number, freePlay = 0): SlotSessionInput => ({
  id,
  casinoId,
  casinoName: casinoId,
  date,
  time: '20:00:00',
  net: coinsOut - coinsIn,
  freePlay,
});
const handPay = (id: string, casinoId: string, date: string, amount: number, sessionId: string | null): JackpotInput => ({
  id,
  casinoId,
  casinoName: casinoId,
  date,
  time: '21:00:00',
  amount,
  federalWithheld: 0,
  stateWithheld: 0,
  sessionId,
  handPay: true,
});
const explain = (
  slots: SlotSessionInput[],
  jackpots: JackpotInput[],
  forms: string[],
  casinoSessions: CasinoSessionInput[] = [],
  year = 2026,
) =>
  explainIncome(
    groupSessions(slots, casinoSessions, jackpots, { year }).sessions,
    jackpots.filter((j) => forms.includes(j.id)).map((j) => ({ id: j.id, amount: j.amount })),
  );

describe('why the income to report is not the W-2G total', () => {
  it("the issue's night: a $1,500 hand pay at Peppermill on a day that lost $68 on the machines is $1,432 to report", () => {
    // Coin in 100, money out 32: -68; the hand pay linked to it: -68 + 1,500 = +1,432, the day's one session.
    const e = explain([slot('p1', 'Peppermill', '2026-03-10', 100, 32)], [handPay('j1', 'Peppermill', '2026-03-10', 1500, 'p1')], ['j1']);
    expect(e).toEqual({
      w2gTotal: 1500,
      forms: 1,
      less: 68,
      formSessions: 1,
      more: 0,
      other: 0,
      otherSessions: 0,
      elsewhere: 0,
      income: 1432,
    });
  });

  it('a year: losses under two forms, more won under one, a session without a form, free play and a jackpot below the form', () => {
    const e = explain(
      [
        slot('p1', 'Peppermill', '2026-03-10', 100, 32), // -68 + 1,500 (j1) = +1,432; form 1,500: less 68
        slot('p2', 'Peppermill', '2026-03-11', 100, 150), // +50 + 1,200 (j2)
        slot('p3', 'Peppermill', '2026-03-11', 100, 150), // +50: the day +1,300; form 1,200: more 100
        slot('a1', 'Atlantis', '2026-03-12', 2000, 300), // -1,700 + 1,500 (j3) = -200: a loss; form 1,500: less 1,500
        slot('a2', 'Atlantis', '2026-03-13', 60, 300), // +240 + 800 (j4, no form) = +1,040: other
        slot('a3', 'Atlantis', '2026-03-14', 65, 0, 25), // 0 - (65 - 25) = -40: a loss, no form
      ],
      [
        handPay('j1', 'Peppermill', '2026-03-10', 1500, 'p1'),
        handPay('j2', 'Peppermill', '2026-03-11', 1200, 'p2'),
        handPay('j3', 'Atlantis', '2026-03-12', 1500, 'a1'),
        handPay('j4', 'Atlantis', '2026-03-13', 800, 'a2'),
      ],
      ['j1', 'j2', 'j3'],
    );
    // Income: 1,432 + 1,300 + 1,040 = 3,772. Forms: 1,500 + 1,200 + 1,500 = 4,200.
    // 4,200 - (68 + 1,500) + 100 + 1,040 = 3,772.
    expect(e).toEqual({
      w2gTotal: 4200,
      forms: 3,
      less: 1568,
      formSessions: 3,
      more: 100,
      other: 1040,
      otherSessions: 1,
      elsewhere: 0,
      income: 3772,
    });
  });

  it('a form won after midnight in a casino session that began on 31 December is counted in that year', () => {
    // Arrived 2025-12-31 22:00 with 1,000, left 2026-01-01 02:00 with 2,300: +1,300, the 2025 session's. The W-2G of
    // 2026-01-01 01:00 (1,300) is a 2026 form; its money is in 2025: 2026 has no income, the form is "elsewhere".
    const visit: CasinoSessionInput = {
      id: 'v1',
      casinoId: 'Atlantis',
      casinoName: 'Atlantis',
      arrivalDate: '2025-12-31',
      arrivalTime: '22:00:00',
      departureDate: '2026-01-01',
      departureTime: '02:00:00',
      finalCash: 2300,
      net: 1300,
    };
    const j = { ...handPay('j5', 'Atlantis', '2026-01-01', 1300, null), time: '01:00:00', handPay: false };
    expect(explain([], [j], ['j5'], [visit])).toMatchObject({ w2gTotal: 1300, elsewhere: 1300, income: 0, formSessions: 0 });
  });

  it('knows nothing for sessions grouped without the W-2Gs they hold (a copy kept from an older version)', () => {
    expect(explainIncome([{ net: 100 }], [{ id: 'j1', amount: 1500 }])).toBeNull();
  });
});
