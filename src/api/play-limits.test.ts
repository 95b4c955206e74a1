import { playLimitStatusQueryOptions, type PlayLimitStatus } from './play-limits';

const usage = { id: 'v1', active: true, loss: 350, inLiveMachine: 0, minutes: 90 };
const status = (totals: Record<string, unknown>) =>
  ({
    now: '2026-03-15 21:00:00',
    limits: null,
    totals: { dayLoss: 350, dayInLiveMachine: 0, monthLoss: 350, monthInLiveMachine: 0, ...totals },
  }) as unknown as PlayLimitStatus;

describe('play limit status kept on a device', () => {
  const { select } = playLimitStatusQueryOptions('u1', null);

  it("reads a status saved before the rename (the casino session's usage under `visit`) under today's name", () => {
    expect(select!(status({ visit: usage })).totals).toEqual({ ...status({}).totals, casinoSession: usage });
  });

  it('leaves a status of today unchanged', () => {
    const today = status({ casinoSession: usage });
    expect(select!(today)).toBe(today);
  });
});
