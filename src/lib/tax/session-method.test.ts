import { cumulativeByMonth, groupSessions, sessionTotals, type SlotSessionInput, type VisitInput } from './session-method';

const slot = (id: string, casinoId: string | null, date: string, net: number, time = '12:00:00'): SlotSessionInput => ({
  id,
  casinoId,
  casinoName: casinoId ? `Casino ${casinoId}` : null,
  date,
  time,
  net,
});
const visit = (id: string, casinoId: string, arrivalDate: string, net: number | null, departureDate: string | null = arrivalDate): VisitInput => ({
  id,
  casinoId,
  casinoName: `Casino ${casinoId}`,
  arrivalDate,
  arrivalTime: '20:00:00',
  departureDate: net === null ? null : departureDate,
  departureTime: net === null ? null : '23:00:00',
  finalCash: net === null ? null : 100,
  net,
});

describe('groupSessions', () => {
  it('makes one session per casino per day: several casinos a day stay apart, same casino adds up', () => {
    const { sessions, totals } = groupSessions(
      [slot('s1', 'A', '2025-03-01', -40), slot('s2', 'A', '2025-03-01', 15.5), slot('s3', 'B', '2025-03-01', 200), slot('s4', 'A', '2025-03-02', -10)],
      [],
    );
    expect(sessions.map((s) => [s.date, s.casinoId, s.net])).toEqual([
      ['2025-03-01', 'A', -24.5],
      ['2025-03-01', 'B', 200],
      ['2025-03-02', 'A', -10],
    ]);
    expect(totals).toEqual({ sessions: 3, winning: 1, losing: 2, gains: 200, losses: 34.5, net: 165.5 });
  });

  it('a closed visit is the session result; that day’s slot sessions there are inside it, not added again', () => {
    const { sessions } = groupSessions([slot('s1', 'A', '2025-05-05', -50), slot('s2', 'A', '2025-05-05', 1250)], [visit('v1', 'A', '2025-05-05', 1180)]);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ net: 1180, visitIds: ['v1'], gameType: 'Slots' });
    expect(sessions[0].slotSessions).toEqual([
      { id: 's1', net: -50, counted: false },
      { id: 's2', net: 1250, counted: false },
    ]);
  });

  it('a visit across midnight stays on its arrival day and covers the slot sessions after midnight', () => {
    const { sessions } = groupSessions(
      [slot('late', 'A', '2025-12-31', -30, '23:30:00'), slot('after', 'A', '2026-01-01', -20, '00:40:00')],
      [visit('v1', 'A', '2025-12-31', -75, '2026-01-01')],
    );
    expect(sessions.map((s) => [s.date, s.net, s.slotSessions.length])).toEqual([['2025-12-31', -75, 2]]);
  });

  it('slot sessions across midnight without a visit make one session per calendar day', () => {
    const { sessions } = groupSessions([slot('a', 'A', '2025-06-01', 30, '23:10:00'), slot('b', 'A', '2025-06-02', -45, '00:20:00')], []);
    expect(sessions.map((s) => [s.date, s.net])).toEqual([
      ['2025-06-01', 30],
      ['2025-06-02', -45],
    ]);
  });

  it('open visits add nothing, are reported, and their slot sessions count on their own', () => {
    const open = visit('v-open', 'A', '2025-07-04', null);
    const { sessions, openVisits } = groupSessions([slot('s1', 'A', '2025-07-04', -60)], [open]);
    expect(openVisits).toEqual([open]);
    expect(sessions).toEqual([expect.objectContaining({ net: -60, visitIds: [], slotSessions: [{ id: 's1', net: -60, counted: true }] })]);
  });

  it('two closed visits at one casino on one day add up; another casino the same day is its own session', () => {
    const { sessions } = groupSessions([slot('b1', 'B', '2025-08-08', 12)], [visit('v1', 'A', '2025-08-08', -100), visit('v2', 'A', '2025-08-08', 40)]);
    expect(sessions.map((s) => [s.casinoId, s.net, s.visitIds])).toEqual([
      ['A', -60, ['v1', 'v2']],
      ['B', 12, []],
    ]);
  });

  it('slot sessions without a casino group per day under "no casino"', () => {
    const { sessions } = groupSessions([slot('x', null, '2025-09-09', -5), slot('y', null, '2025-09-09', -5)], []);
    expect(sessions).toEqual([expect.objectContaining({ casinoId: null, net: -10, key: '2025-09-09|' })]);
  });

  it('adds in cents (no binary drift) and a 0 session is neither winning nor losing', () => {
    const { totals } = groupSessions([slot('a', 'A', '2025-01-01', 0.1), slot('b', 'A', '2025-01-01', 0.2), slot('c', 'B', '2025-01-01', 0)], []);
    expect(totals).toEqual({ sessions: 2, winning: 1, losing: 0, gains: 0.3, losses: 0, net: 0.3 });
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
