import { addCashFormSchema, addCashSchema } from './add-casino-cash';
import { casinoSessionFormSchema, casinoSessionSchema } from './create-casino-session';
import { slotSessionFormSchema, slotSessionSchema } from './create-slot-session';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('slot session schema', () => {
  const valid = {
    casino_id: 'c1',
    slot_machine_id: 'm1',
    session_date: '2026-05-17',
    session_time: '21:05',
    end_date: '',
    end_time: '',
    coins_in: '1,200.50',
    coins_out: '300',
    free_play: '',
    notes: '  ',
    people_present: ' Pat ',
    casino_slot_machine_id: ' 12-345 ',
    include_in_daily_totals: true,
  };

  it('stores money text as numbers, time with seconds and blank optionals as null', () => {
    expect(slotSessionSchema.parse(valid)).toEqual({
      ...valid,
      coins_in: 1200.5,
      coins_out: 300,
      free_play: 0,
      notes: null,
      people_present: 'Pat',
      casino_slot_machine_id: '12-345',
      end_date: null,
      end_time: null,
    });
  });

  it('keeps an optional end after the start and refuses one before it', () => {
    const ended = slotSessionSchema.parse({ ...valid, end_date: '2026-05-18', end_time: '01:30' });
    expect([ended.end_date, ended.end_time]).toEqual(['2026-05-18', '01:30']);
    // An end date without a time is kept without a time; an end time without a date is dropped.
    expect(slotSessionSchema.parse({ ...valid, end_date: '2026-05-17' }).end_time).toBeNull();
    expect(slotSessionSchema.parse({ ...valid, end_time: '23:00' }).end_time).toBeNull();
    // The same day at an earlier time: under End Time, the field it concerns.
    expect(messages(slotSessionSchema.safeParse({ ...valid, end_date: '2026-05-17', end_time: '20:59' }))).toEqual({
      end_time: 'The end cannot be before the start',
    });
    expect(messages(slotSessionSchema.safeParse({ ...valid, end_date: '2026-05-16' }))).toEqual({
      end_date: 'The end cannot be before the start',
    });
  });

  it('the form schema itself answers an end before the start (the form never parses again after its own validation)', () => {
    expect(messages(slotSessionFormSchema.safeParse({ ...valid, end_date: '2026-05-16', end_time: '23:00' }))).toEqual({
      end_date: 'The end cannot be before the start',
    });
  });

  it('a slip in Money In is answered under Money In only, never as free play above it', () => {
    for (const coins_in of ['-20', '\u221220', 'abc', '1e9']) {
      const r = messages(slotSessionFormSchema.safeParse({ ...valid, coins_in, free_play: '' }));
      expect(Object.keys(r)).toEqual(['coins_in']);
      const withFreePlay = messages(slotSessionFormSchema.safeParse({ ...valid, coins_in, free_play: '10' }));
      expect(Object.keys(withFreePlay)).toEqual(['coins_in']);
    }
  });

  it('requires casino, slot machine, date, time and both amounts', () => {
    const r = slotSessionFormSchema.safeParse({
      ...valid,
      casino_id: '',
      slot_machine_id: '',
      session_date: '',
      session_time: '',
      coins_in: '',
      coins_out: '.',
    });
    expect(messages(r)).toEqual({
      casino_id: 'Please select a casino',
      slot_machine_id: 'Please select a slot machine',
      session_date: 'Date is required',
      session_time: 'Time is required',
      coins_in: 'Money In is required',
      coins_out: 'Money Out is required',
    });
  });

  it('accepts zero and refuses amounts numeric(12,2) cannot hold', () => {
    expect(slotSessionSchema.parse({ ...valid, coins_out: '0' }).coins_out).toBe(0);
    expect(messages(slotSessionFormSchema.safeParse({ ...valid, coins_in: '99,999,999,999' }))).toEqual({
      coins_in: 'Money In is too large',
    });
  });

  it('free play: up to the money in, never more, never negative; blank is none', () => {
    expect(slotSessionSchema.parse({ ...valid, free_play: '150' }).free_play).toBe(150);
    // All of the money in may be free play: 1,200.50 of 1,200.50.
    expect(slotSessionSchema.parse({ ...valid, free_play: '1,200.50' }).free_play).toBe(1200.5);
    expect(messages(slotSessionFormSchema.safeParse({ ...valid, free_play: '1,200.51' }))).toEqual({
      free_play: 'Free play cannot be more than the money in',
    });
    expect(messages(slotSessionFormSchema.safeParse({ ...valid, free_play: '-5' }))).toEqual({
      free_play: 'Free Play must be 0 or more',
    });
  });
});

describe('casino session schema', () => {
  const valid = {
    casino_id: 'c1',
    arrival_date: '2026-05-17',
    arrival_time: '18:00',
    departure_date: '',
    departure_time: '',
    starting_cash: '500',
    final_cash: '',
    notes: '',
    people_present: '',
  };

  it('sends empty departure and final cash as null', () => {
    expect(casinoSessionSchema.parse(valid)).toEqual({
      casino_id: 'c1',
      arrival_date: '2026-05-17',
      arrival_time: '18:00:00',
      departure_date: null,
      departure_time: null,
      starting_cash: 500,
      final_cash: null,
      notes: null,
      people_present: null,
    });
  });

  it('keeps a completed casino session', () => {
    const out = casinoSessionSchema.parse({
      ...valid,
      departure_date: '2026-05-18',
      departure_time: '01:30',
      final_cash: '0',
      notes: ' ok ',
      people_present: ' Jo and Al ',
    });
    expect(out).toMatchObject({
      departure_date: '2026-05-18',
      departure_time: '01:30:00',
      final_cash: 0,
      notes: 'ok',
      people_present: 'Jo and Al',
    });
  });

  it('requires casino, arrival and starting cash; amounts are >= 0', () => {
    const r = casinoSessionFormSchema.safeParse({
      ...valid,
      casino_id: '',
      arrival_date: '',
      arrival_time: '',
      starting_cash: '',
      final_cash: '-1',
    });
    expect(messages(r)).toEqual({
      casino_id: 'Please select a casino',
      arrival_date: 'Arrival date is required',
      arrival_time: 'Arrival time is required',
      starting_cash: 'Starting cash is required',
      final_cash: 'Final cash must be 0 or more',
    });
    expect(messages(casinoSessionFormSchema.safeParse({ ...valid, starting_cash: '-5' }))).toEqual({
      starting_cash: 'Starting cash must be 0 or more',
    });
  });

  it('refuses a departure before the arrival, and accepts one past midnight', () => {
    const at = (departure_date: string, departure_time: string) =>
      casinoSessionFormSchema.safeParse({ ...valid, arrival_date: '2026-05-17', arrival_time: '22:00', departure_date, departure_time });
    expect(messages(at('2026-05-16', '23:00'))).toEqual({ departure_date: 'Departure cannot be before arrival' });
    expect(messages(at('2026-05-17', '21:59'))).toEqual({ departure_time: 'Departure cannot be before arrival' });
    expect(at('2026-05-18', '01:30').success).toBe(true);
  });
});

describe('add cash schema', () => {
  it('composes the note from source, fee and extra note', () => {
    expect(addCashSchema.parse({ amount: '200', source: 'ATM', fee: '3.99', extraNote: 'parking garage' })).toEqual({
      amount: 200,
      note: 'ATM (Fee: $3.99) - parking garage',
    });
    expect(addCashSchema.parse({ amount: '50.5', source: 'Marker', fee: '', extraNote: '' })).toEqual({ amount: 50.5, note: 'Marker' });
  });

  it('requires amount and one of the sources; fee >= 0', () => {
    expect(messages(addCashFormSchema.safeParse({ amount: '', source: '', fee: '-1', extraNote: '' }))).toEqual({
      amount: 'Amount is required',
      source: 'Source is required',
      fee: 'Fee must be 0 or more',
    });
    expect(addCashFormSchema.safeParse({ amount: '10', source: 'Cheque', fee: '', extraNote: '' }).success).toBe(false);
    // Cash (the form's default) is one of the sources.
    expect(addCashSchema.parse({ amount: '10', source: 'Cash', fee: '', extraNote: '' })).toEqual({ amount: 10, note: 'Cash' });
  });
});
