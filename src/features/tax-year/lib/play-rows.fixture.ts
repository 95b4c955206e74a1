import type { PlayJackpotRow } from '@/api/get-year-play';

/**
 * Tests: a W-2G row as the year's play query returns it; by default no state figures, not hand paid, unlinked, no
 * photo, and a form received as the server stores it when not told ($1,200 and up through 2025, $2,000 and up from 2026).
 */
export function jackpotRow(
  fields: Pick<PlayJackpotRow, 'id' | 'casino_id' | 'jackpot_date' | 'amount' | 'tax_withheld' | 'casino'> & Partial<PlayJackpotRow>,
): PlayJackpotRow {
  return {
    jackpot_time: '15:00:00',
    state: null,
    state_winnings: null,
    state_tax_withheld: null,
    hand_pay: false,
    session_id: null,
    images: [],
    w2g_received: Number(fields.amount) >= (Number(fields.jackpot_date.slice(0, 4)) <= 2025 ? 1200 : 2000),
    ...fields,
  } as PlayJackpotRow;
}
