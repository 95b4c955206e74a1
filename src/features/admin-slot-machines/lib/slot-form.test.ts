import { URL_ATTACKS } from '@/test/url-attacks';
import { describe, expect, it } from 'vitest';
import {
  emptySlotMachineForm,
  numberOrNull,
  slotMachineFormSchema,
  toSlotMachineFormValues,
  toSlotMachinePayload,
  type SlotMachineRow,
} from './slot-form';

describe('numberOrNull', () => {
  it('coerces numbers and turns empty into null', () => {
    expect(numberOrNull('0.01')).toBe(0.01);
    expect(numberOrNull(' 2019 ')).toBe(2019);
    expect(numberOrNull('0')).toBe(0);
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('   ')).toBeNull();
    expect(numberOrNull('abc')).toBeNull();
  });
});

describe('slotMachineFormSchema', () => {
  it('requires the machine name', () => {
    const r = slotMachineFormSchema.safeParse({ ...emptySlotMachineForm(), name: '   ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Machine name is required' });
  });
  it('rejects non-numbers and fractional counts', () => {
    const r = slotMachineFormSchema.safeParse({ ...emptySlotMachineForm(), name: 'X', denomination: 'abc', reel_count: '5.5' });
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['denomination', 'reel_count']);
  });
  it('wants max bet at least min bet', () => {
    const r = slotMachineFormSchema.safeParse({ ...emptySlotMachineForm(), name: 'X', min_bet: '5', max_bet: '1' });
    expect(r.error?.issues[0].path).toEqual(['max_bet']);
  });
});

describe('toSlotMachinePayload', () => {
  it('coerces numbers, trims text and nulls empty fields', () => {
    const payload = toSlotMachinePayload({
      ...emptySlotMachineForm(),
      name: '  Buffalo Gold ',
      manufacturer: 'Aristocrat',
      denomination: '0.01',
      model_year: '2019',
      reel_count: '5',
      min_bet: '0.4',
      max_bet: '8',
    });
    expect(payload).toEqual({
      name: 'Buffalo Gold',
      machine_number: null,
      manufacturer: 'Aristocrat',
      slot_name: null,
      denomination: 0.01,
      model_year: 2019,
      game_theme: null,
      reel_count: 5,
      payline_count: null,
      min_bet: 0.4,
      max_bet: 8,
      jackpot_type: null,
      cabinet_style: null,
      screen_type: null,
      image_url: null,
    });
  });
  it('round-trips a row through the form values', () => {
    const row = {
      id: '1',
      name: 'Lightning Link',
      machine_number: 'LL-7',
      manufacturer: 'Aristocrat',
      slot_name: 'Happy Lantern',
      denomination: 0.01,
      model_year: 2015,
      game_theme: 'Asian',
      reel_count: 5,
      payline_count: 50,
      min_bet: 0.5,
      max_bet: 12.5,
      jackpot_type: 'Progressive',
      cabinet_style: 'Upright',
      screen_type: 'LCD',
      image_url: 'https://x/y.png',
      description: null,
      created_at: '',
      updated_at: '',
    } satisfies SlotMachineRow;
    const values = toSlotMachineFormValues(row);
    expect(values.max_bet).toBe('12.5');
    const { id: _id, description: _d, created_at: _c, updated_at: _u, ...rest } = row;
    expect(toSlotMachinePayload(values)).toEqual(rest);
  });
});

describe('image URL', () => {
  it('takes http(s) only', () => {
    const parse = (image_url: string) => slotMachineFormSchema.safeParse({ ...emptySlotMachineForm(), name: 's', image_url }).success;
    expect(parse('https://example.com/a.png')).toBe(true);
    expect(URL_ATTACKS.filter(parse)).toEqual([]);
  });
});
