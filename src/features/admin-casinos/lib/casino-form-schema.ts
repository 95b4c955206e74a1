import { z } from 'zod';
import type { Json, Tables, TablesInsert } from '@/lib/database.types';
import { optionalUrlField } from '@/lib/url-field';
import { CASINO_TYPES, GAMING_CLASSES, HOURS_KEYS, type HoursKey } from './constants';

const text = z.string().trim();

/** '' or a number within [min, max]; `label` names the field in the message. */
const numberInRange = (label: string, min: number, max: number) =>
  text.refine((v) => v === '' || (Number.isFinite(Number(v)) && Number(v) >= min && Number(v) <= max), {
    message: `${label} must be between ${min} and ${max}`,
  });

const hoursShape = Object.fromEntries(HOURS_KEYS.map(({ key }) => [key, text])) as Record<HoursKey, typeof text>;

/** The admin casino form (every value as typed; `toCasinoPayload` converts it to a row). */
export const casinoFormSchema = z.object({
  name: text.min(1, 'Casino name is required'),
  casino_type: z.union([z.enum(CASINO_TYPES), z.literal('')]),
  description: text,
  image_url: optionalUrlField('absolute'),
  rewards_program: text,
  gaming_machine_class: z.union([z.enum(GAMING_CLASSES), z.literal('')]),
  slot_machine_count: text.refine((v) => v === '' || /^\d+$/.test(v), {
    message: 'Slot machine count must be a whole number (0 or more)',
  }),
  has_table_games: z.boolean(),
  age_requirement: text
    .min(1, 'Age requirement is required')
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 18 && Number(v) <= 25, { message: 'Age requirement must be between 18 and 25' }),
  street_address: text,
  city: text,
  state: text,
  zip_code: text,
  location: text,
  phone: text,
  website: optionalUrlField('website'),
  email: text.refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { message: 'Please enter a valid email address' }),
  hotel_attached: z.boolean(),
  has_parking: z.boolean(),
  parking_info: text,
  smoking_policy: text,
  dress_code: text,
  operating_hours: z.object(hoursShape),
  amenities: z.array(z.string()),
  dining_options: z.array(z.string()),
  special_features: z.array(z.string()),
  latitude: numberInRange('Latitude', -90, 90),
  longitude: numberInRange('Longitude', -180, 180),
});
export type CasinoFormValues = z.infer<typeof casinoFormSchema>;
export type CasinoPayload = TablesInsert<'casinos'>;
export type CasinoRow = Tables<'casinos'>;

const emptyHours = () => Object.fromEntries(HOURS_KEYS.map(({ key }) => [key, ''])) as Record<HoursKey, string>;

export const emptyCasinoForm = (): CasinoFormValues => ({
  name: '',
  casino_type: '',
  description: '',
  image_url: '',
  rewards_program: '',
  gaming_machine_class: '',
  slot_machine_count: '',
  has_table_games: false,
  age_requirement: '21',
  street_address: '',
  city: '',
  state: '',
  zip_code: '',
  location: '',
  phone: '',
  website: '',
  email: '',
  hotel_attached: false,
  has_parking: false,
  parking_info: '',
  smoking_policy: '',
  dress_code: '',
  operating_hours: emptyHours(),
  amenities: [],
  dining_options: [],
  special_features: [],
  latitude: '',
  longitude: '',
});

const orNull = (v: string) => (v === '' ? null : v);
const numOrNull = (v: string) => (v === '' ? null : Number(v));
const oneOf = <T extends string>(list: readonly T[], v: string | null): T | '' => (list.includes(v as T) ? (v as T) : '');

/** Form values -> the casinos columns (blank text becomes null, blank hours are dropped). */
export function toCasinoPayload(v: CasinoFormValues): CasinoPayload {
  const hours: Record<string, string> = {};
  for (const { key } of HOURS_KEYS) {
    const value = v.operating_hours[key].trim();
    if (value) hours[key] = value;
  }
  return {
    name: v.name.trim(),
    casino_type: orNull(v.casino_type),
    description: orNull(v.description),
    image_url: orNull(v.image_url),
    rewards_program: orNull(v.rewards_program),
    gaming_machine_class: orNull(v.gaming_machine_class),
    slot_machine_count: numOrNull(v.slot_machine_count),
    has_table_games: v.has_table_games,
    age_requirement: Number(v.age_requirement),
    street_address: orNull(v.street_address),
    city: orNull(v.city),
    state: orNull(v.state),
    zip_code: orNull(v.zip_code),
    location: orNull(v.location),
    phone: orNull(v.phone),
    website: orNull(v.website),
    email: orNull(v.email),
    hotel_attached: v.hotel_attached,
    has_parking: v.has_parking,
    parking_info: orNull(v.parking_info),
    smoking_policy: orNull(v.smoking_policy),
    dress_code: orNull(v.dress_code),
    operating_hours: hours as Json,
    amenities: v.amenities,
    dining_options: v.dining_options,
    special_features: v.special_features,
    latitude: numOrNull(v.latitude),
    longitude: numOrNull(v.longitude),
  };
}

/** A stored casino -> form values (nulls become ''). */
export function casinoToFormValues(c: CasinoRow): CasinoFormValues {
  const hours = emptyHours();
  const stored = c.operating_hours;
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const { key } of HOURS_KEYS) {
      const value = stored[key];
      if (typeof value === 'string') hours[key] = value;
    }
  } else if (typeof stored === 'string') {
    hours.general = stored;
  }
  const s = (v: string | number | null) => (v === null ? '' : String(v));
  return {
    name: c.name,
    casino_type: oneOf(CASINO_TYPES, c.casino_type),
    description: s(c.description),
    image_url: s(c.image_url),
    rewards_program: s(c.rewards_program),
    gaming_machine_class: oneOf(GAMING_CLASSES, c.gaming_machine_class),
    slot_machine_count: s(c.slot_machine_count),
    has_table_games: c.has_table_games,
    age_requirement: String(c.age_requirement),
    street_address: s(c.street_address),
    city: s(c.city),
    state: s(c.state),
    zip_code: s(c.zip_code),
    location: s(c.location),
    phone: s(c.phone),
    website: s(c.website),
    email: s(c.email),
    hotel_attached: c.hotel_attached,
    has_parking: c.has_parking,
    parking_info: s(c.parking_info),
    smoking_policy: s(c.smoking_policy),
    dress_code: s(c.dress_code),
    operating_hours: hours,
    amenities: [...c.amenities],
    dining_options: [...c.dining_options],
    special_features: [...c.special_features],
    latitude: s(c.latitude),
    longitude: s(c.longitude),
  };
}
