import { dehydrate, QueryClient } from '@tanstack/react-query';
import { CACHE_UPGRADES, upgradeCachedQuery } from './cache-upgrades';

/** A query as a device keeps it (React Query's dehydrate), holding `data` under `queryKey`. */
function kept(queryKey: unknown[], data: unknown) {
  const client = new QueryClient();
  client.setQueryData(queryKey, data);
  return dehydrate(client).queries[0];
}
const upgraded = (queryKey: unknown[], data: unknown) => upgradeCachedQuery(kept(queryKey, data)).state.data;

// The limits as a device kept them before the rename of migration 20260101004700, and as they read today.
const oldLimits = { visit_loss_limit: 500, day_loss_limit: 600, month_loss_limit: null, visit_time_limit_minutes: 120, paused_until: null };
const limits = {
  casino_session_loss_limit: 500,
  day_loss_limit: 600,
  month_loss_limit: null,
  casino_session_time_limit_minutes: 120,
  paused_until: null,
};
const usage = { id: 'v1', active: true, loss: 350, inLiveMachine: 0, minutes: 90 };
const totals = { dayLoss: 350, dayInLiveMachine: 0, monthLoss: 350, monthInLiveMachine: 0 };

describe('cache upgrades', () => {
  it('are numbered 1, 2, 3… in the order they run', () => {
    expect(CACHE_UPGRADES.map((u) => u.step)).toEqual(CACHE_UPGRADES.map((_, i) => i + 1));
  });

  it("1: the player's limits row under the old column names", () => {
    const old = { id: 'u1', ...oldLimits, updated_at: '2026-03-01T00:00:00Z' };
    expect(upgraded(['account', 'play-limits', 'u1'], old)).toEqual({ id: 'u1', ...limits, updated_at: '2026-03-01T00:00:00Z' });
    expect(upgraded(['account', 'play-limits', 'u1'], null)).toBeNull();
  });

  it("2: a limits status with the casino session's usage under `visit` and its limits under visit_*", () => {
    const old = { now: '2026-03-15 21:00:00', limits: oldLimits, totals: { ...totals, visit: usage } };
    expect(upgraded(['sessions', 'play-limit-status', 'u1', null], old)).toEqual({
      now: '2026-03-15 21:00:00',
      limits,
      totals: { ...totals, casinoSession: usage },
    });
  });

  it('3: a limits report whose periods count `visits`', () => {
    const old = { has_limits: true, month: { days: 1, visits: 1, months: null }, year: { days: 3, visits: 2, months: null } };
    expect(upgraded(['sessions', 'play-limit-report', 'u1'], old)).toEqual({
      has_limits: true,
      month: { days: 1, casino_sessions: 1, months: null },
      year: { days: 3, casino_sessions: 2, months: null },
    });
  });

  it('4 and 5: a floor with its casino sessions under `visits` and a live machine kept without its result', () => {
    const machine = { id: 's1', coins_in: 120, coins_out: 0, free_play: 20, jackpot_net: 0 };
    const old = { visits: [{ id: 'v1', starting_cash: 100 }], machines: [machine] };
    // 0 - 120 + 20 + 0 = -100.
    expect(upgraded(['sessions', 'floor', 'u1'], old)).toEqual({
      casinoSessions: [{ id: 'v1', starting_cash: 100 }],
      machines: [{ ...machine, result: -100 }],
    });
  });

  it('5: the slot lists (paged) and a detail kept without the stored result get the trigger’s', () => {
    // 250.50 - 300 + 25 + 1,200 (a hand pay) = 1,175.50; 80 - 20 = 60.
    const a = { id: 'a', coins_in: 300, coins_out: 250.5, free_play: 25, jackpot_net: 1200 };
    const b = { id: 'b', coins_in: '20.00', coins_out: '80.00', free_play: '0', jackpot_net: '0' };
    const list = { pages: [[a], [b]], pageParams: [0, 50] };
    expect(upgraded(['sessions', 'slot', 'list', { userId: 'u1' }], list)).toEqual({
      pages: [[{ ...a, result: 1175.5 }], [{ ...b, result: 60 }]],
      pageParams: [0, 50],
    });
    expect(upgraded(['sessions', 'slot', 'detail', 'a'], a)).toEqual({ ...a, result: 1175.5 });
  });

  it('leaves what is read today, and queries no step is for, as they are (the same object)', () => {
    const today = [
      kept(['account', 'play-limits', 'u1'], { id: 'u1', ...limits }),
      kept(['sessions', 'play-limit-status', 'u1', null], { now: 'x', limits, totals: { ...totals, casinoSession: usage } }),
      kept(['sessions', 'play-limit-report', 'u1'], { has_limits: false }),
      kept(['sessions', 'floor', 'u1'], { casinoSessions: [], machines: [{ id: 's', coins_in: 1, coins_out: 0, result: -1 }] }),
      kept(['sessions', 'slot', 'detail', 'a'], null),
      kept(['w2g_jackpots', 'list'], [{ id: 'j', visits: 1 }]),
    ];
    for (const q of today) expect(upgradeCachedQuery(q)).toBe(q);
  });
});
