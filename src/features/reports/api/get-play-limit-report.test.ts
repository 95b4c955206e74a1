import { playLimitReportQueryOptions, type PlayLimitReport } from './get-play-limit-report';

describe('the play limit report kept on a device', () => {
  const read = playLimitReportQueryOptions('u1').select!;

  it("reads counts saved before the rename (casino sessions under `visits`) under today's name", () => {
    const old = { has_limits: true, month: { days: 1, visits: 1, months: null }, year: { days: 3, visits: 2, months: null } };
    expect(read(old as unknown as PlayLimitReport)).toEqual({
      has_limits: true,
      month: { days: 1, casino_sessions: 1, months: null },
      year: { days: 3, casino_sessions: 2, months: null },
    });
  });

  it('leaves a report of today unchanged', () => {
    const today: PlayLimitReport = {
      has_limits: true,
      month: { days: null, casino_sessions: 1, months: null },
      year: { days: null, casino_sessions: 2, months: null },
    };
    expect(read(today)).toBe(today);
    const none: PlayLimitReport = { has_limits: false };
    expect(read(none)).toBe(none);
  });
});
