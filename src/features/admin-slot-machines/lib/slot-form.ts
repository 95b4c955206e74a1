import { z } from 'zod';
import type { Tables, TablesInsert } from '@/lib/database.types';
import { optionalUrlField } from '@/lib/url-field';

export type SlotMachineRow = Omit<Tables<'slot_machines'>, 'added_by'>;
export type SlotMachinePayload = TablesInsert<'slot_machines'>;

const text = z.string().trim();

/** '' or a number (min 0); `integer` additionally asks for a whole number. */
const numberText = (label: string, { integer = false, min = 0, max }: { integer?: boolean; min?: number; max?: number } = {}) =>
  text.refine(
    (v) => {
      if (v === '') return true;
      const n = Number(v);
      return Number.isFinite(n) && n >= min && (max == null || n <= max) && (!integer || Number.isInteger(n));
    },
    {
      message: `${label} must be ${integer ? 'a whole number' : 'a number'}${max != null ? ` between ${min} and ${max}` : ` of ${min} or more`}`,
    },
  );

/** The slot machine form (values as typed; `toSlotMachinePayload` converts them to a row). */
export const slotMachineFormSchema = z
  .object({
    name: text.min(1, 'Machine name is required'),
    machine_number: text,
    manufacturer: text,
    slot_name: text,
    denomination: numberText('Denomination'),
    model_year: numberText('Model year', { integer: true, min: 1890, max: 2100 }),
    game_theme: text,
    reel_count: numberText('Reel count', { integer: true }),
    payline_count: numberText('Payline count', { integer: true }),
    min_bet: numberText('Min bet'),
    max_bet: numberText('Max bet'),
    jackpot_type: text,
    cabinet_style: text,
    screen_type: text,
    image_url: optionalUrlField('absolute'),
  })
  .refine((v) => v.min_bet === '' || v.max_bet === '' || Number(v.min_bet) <= Number(v.max_bet), {
    message: 'Max bet must be at least the min bet',
    path: ['max_bet'],
  });
export type SlotMachineFormValues = z.infer<typeof slotMachineFormSchema>;

export const emptySlotMachineForm = (): SlotMachineFormValues => ({
  name: '',
  machine_number: '',
  manufacturer: '',
  slot_name: '',
  denomination: '',
  model_year: '',
  game_theme: '',
  reel_count: '',
  payline_count: '',
  min_bet: '',
  max_bet: '',
  jackpot_type: '',
  cabinet_style: '',
  screen_type: '',
  image_url: '',
});

/** A numeric text converted to a number; empty (or not a number) becomes null. */
export function numberOrNull(v: string): number | null {
  const t = v.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

const textOrNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** Form values -> insert/update row: numbers coerced, every empty field null. */
export function toSlotMachinePayload(v: SlotMachineFormValues): SlotMachinePayload {
  return {
    name: v.name.trim(),
    machine_number: textOrNull(v.machine_number),
    manufacturer: textOrNull(v.manufacturer),
    slot_name: textOrNull(v.slot_name),
    denomination: numberOrNull(v.denomination),
    model_year: numberOrNull(v.model_year),
    game_theme: textOrNull(v.game_theme),
    reel_count: numberOrNull(v.reel_count),
    payline_count: numberOrNull(v.payline_count),
    min_bet: numberOrNull(v.min_bet),
    max_bet: numberOrNull(v.max_bet),
    jackpot_type: textOrNull(v.jackpot_type),
    cabinet_style: textOrNull(v.cabinet_style),
    screen_type: textOrNull(v.screen_type),
    image_url: textOrNull(v.image_url),
  };
}

const str = (v: string | number | null) => (v == null ? '' : String(v));

/** A catalog row as form values (for editing). */
export function toSlotMachineFormValues(row: SlotMachineRow): SlotMachineFormValues {
  return {
    name: row.name,
    machine_number: str(row.machine_number),
    manufacturer: str(row.manufacturer),
    slot_name: str(row.slot_name),
    denomination: str(row.denomination),
    model_year: str(row.model_year),
    game_theme: str(row.game_theme),
    reel_count: str(row.reel_count),
    payline_count: str(row.payline_count),
    min_bet: str(row.min_bet),
    max_bet: str(row.max_bet),
    jackpot_type: str(row.jackpot_type),
    cabinet_style: str(row.cabinet_style),
    screen_type: str(row.screen_type),
    image_url: str(row.image_url),
  };
}
