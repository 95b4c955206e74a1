/** What the session forms send, for the session writes' tests: a slot session's values and a casino session's. */
export const slotValues = {
  casino_id: 'c1',
  slot_machine_id: 'm1',
  session_date: '2026-11-24',
  session_time: '20:00',
  coins_in: 100,
  coins_out: 40,
  free_play: 0,
  notes: null,
  people_present: null,
  casino_slot_machine_id: null,
  include_in_daily_totals: true,
  end_date: null,
  end_time: null,
};

export const casinoSessionValues = {
  casino_id: 'c1',
  arrival_date: '2026-11-25',
  arrival_time: '12:00:00',
  departure_date: null,
  departure_time: null,
  starting_cash: 200,
  final_cash: null,
  notes: null,
  people_present: null,
};
