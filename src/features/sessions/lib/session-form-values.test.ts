import { casinoSessionFormValues, newSlotSessionDefaults, slotSessionToFormValues } from './session-form-values';
import type { CasinoSession, SlotSession } from './session-rows';

const now = new Date(2026, 4, 17, 9, 7);

describe('form values', () => {
  it('a new slot session starts today, now, counted in daily totals, with the last casino', () => {
    expect(newSlotSessionDefaults(now, 'c9')).toMatchObject({
      casino_id: 'c9',
      session_date: '2026-05-17',
      session_time: '09:07',
      coins_in: '',
      coins_out: '',
      include_in_daily_totals: true,
    });
    expect(newSlotSessionDefaults(now).casino_id).toBe('');
  });

  it('a stored slot session fills the form with formatted amounts', () => {
    const s = {
      id: 's1',
      casino_id: 'c1',
      slot_machine_id: 'm1',
      session_date: '2026-05-01',
      session_time: '21:30:00',
      end_date: '2026-05-01',
      end_time: '23:05:00',
      coins_in: 1250.5,
      coins_out: 0,
      free_play: 150,
      notes: null,
      people_present: 'Pat',
      casino_slot_machine_id: null,
      include_in_daily_totals: false,
    } as SlotSession;
    expect(slotSessionToFormValues(s)).toEqual({
      casino_id: 'c1',
      slot_machine_id: 'm1',
      session_date: '2026-05-01',
      session_time: '21:30',
      end_date: '2026-05-01',
      end_time: '23:05',
      coins_in: '1,250.5',
      coins_out: '0',
      free_play: '150',
      notes: '',
      people_present: 'Pat',
      casino_slot_machine_id: '',
      include_in_daily_totals: false,
    });
  });

  it('a casino session: new at now, stored with empty departure/final as blanks', () => {
    expect(casinoSessionFormValues(null, now, 'c2')).toMatchObject({
      casino_id: 'c2',
      arrival_date: '2026-05-17',
      arrival_time: '09:07',
      starting_cash: '',
    });
    const s = {
      id: 'v1',
      casino_id: 'c1',
      arrival_date: '2026-05-01',
      arrival_time: '18:00:00',
      departure_date: null,
      departure_time: null,
      starting_cash: 300,
      final_cash: null,
      notes: 'n',
      people_present: null,
    } as CasinoSession;
    expect(casinoSessionFormValues(s)).toEqual({
      casino_id: 'c1',
      arrival_date: '2026-05-01',
      arrival_time: '18:00',
      departure_date: '',
      departure_time: '',
      starting_cash: '300',
      final_cash: '',
      notes: 'n',
      people_present: '',
    });
  });
});
