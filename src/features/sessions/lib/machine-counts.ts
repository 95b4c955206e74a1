import type { CounterTapInput } from '../api/machine-counters';
import type { SlotSession } from './session-rows';

type Counted = Pick<SlotSession, 'bonus_count' | 'jackpot_count' | 'counter_taps'>;

/** The tap ids already in a row (its answer came, or the list was fetched since; a jackpot recorded for it: the W2G's id). */
export function tapIds(row: Counted): string[] {
  const taps = Array.isArray(row.counter_taps) ? row.counter_taps : [];
  return taps.flatMap((t) => (t && typeof t === 'object' && !Array.isArray(t) && typeof t.id === 'string' ? [t.id] : []));
}

/**
 * A row's counters with one tap counted, as the server counts it (tap_machine_counter): the first tap of either
 * counter starts both at 0; a tap already in the row is never counted twice.
 */
export function countTap(row: Counted, { tapId, counter }: Pick<CounterTapInput, 'tapId' | 'counter'>): Partial<Counted> {
  if (tapIds(row).includes(tapId)) return {};
  const taps = Array.isArray(row.counter_taps) ? row.counter_taps : [];
  return {
    bonus_count: (row.bonus_count ?? 0) + (counter === 'bonus' ? 1 : 0),
    jackpot_count: (row.jackpot_count ?? 0) + (counter === 'jackpot' ? 1 : 0),
    counter_taps: [...taps, { id: tapId, counter }],
  };
}
