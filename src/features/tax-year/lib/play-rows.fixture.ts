import type { PlayJackpotRow } from '@/api/get-year-play';

/** Tests: a W-2G row as the year's play query returns it; by default no state figures, not hand paid, unlinked, no photo. */
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
    ...fields,
  } as PlayJackpotRow;
}
