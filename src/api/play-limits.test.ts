import { playLimitsQueryOptions, playLimitStatusQueryOptions, type PlayLimitStatus, type PlayLimitsRow } from './play-limits';

const usage = { id: 'v1', active: true, loss: 350, inLiveMachine: 0, minutes: 90 };
const limits = {
  casino_session_loss_limit: 500,
  day_loss_limit: 600,
  month_loss_limit: null,
  casino_session_time_limit_minutes: 120,
  paused_until: null,
};
// The same limits as a device kept them before the rename of visits to casino sessions (migration 20260101004700).
const oldLimits = { visit_loss_limit: 500, day_loss_limit: 600, month_loss_limit: null, visit_time_limit_minutes: 120, paused_until: null };
const status = (totals: Record<string, unknown>, kept: object | null = limits) =>
  ({
    now: '2026-03-15 21:00:00',
    limits: kept,
    totals: { dayLoss: 350, dayInLiveMachine: 0, monthLoss: 350, monthInLiveMachine: 0, ...totals },
  }) as unknown as PlayLimitStatus;

describe('play limits kept on a device', () => {
  const readStatus = playLimitStatusQueryOptions('u1', null).select!;
  const readRow = playLimitsQueryOptions('u1').select!;

  it("reads a status saved before the rename (the casino session's usage under `visit`, its limits under visit_*) under today's names", () => {
    expect(readStatus(status({ visit: usage }, oldLimits))).toEqual(status({ casinoSession: usage }));
  });

  it('reads a limits row saved before the rename under the new column names', () => {
    const old = { id: 'u1', ...oldLimits, updated_at: '2026-03-01T00:00:00Z' } as unknown as PlayLimitsRow;
    expect(readRow(old)).toEqual({ id: 'u1', ...limits, updated_at: '2026-03-01T00:00:00Z' });
    expect(readRow(null)).toBeNull();
  });

  it('leaves what is read today unchanged', () => {
    const today = status({ casinoSession: usage });
    expect(readStatus(today)).toBe(today);
    const noLimits = status({ casinoSession: null }, null);
    expect(readStatus(noLimits)).toBe(noLimits);
    const row = { id: 'u1', ...limits, updated_at: '2026-03-01T00:00:00Z' };
    expect(readRow(row)).toBe(row);
  });
});
