/** The 50 US states: two-letter code -> name. */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;

export type UsStateCode = keyof typeof US_STATES;

const byName = new Map<string, UsStateCode>(Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code as UsStateCode]));

function isStateCode(value: string): value is UsStateCode {
  return Object.hasOwn(US_STATES, value);
}

/** 'NV', 'nv', 'Nevada', ' nevada ' -> 'NV'; anything else (blank, unknown, null) -> null. */
export function normalizeState(input: string | null | undefined): UsStateCode | null {
  const value = (input ?? '').trim().replace(/\s+/g, ' ');
  if (!value) return null;
  const upper = value.toUpperCase();
  if (isStateCode(upper)) return upper;
  return byName.get(value.toLowerCase()) ?? null;
}

/** The state's name for a code or name in any case; the trimmed input when it is not a US state. */
export function stateName(input: string | null | undefined): string {
  const code = normalizeState(input);
  return code ? US_STATES[code] : (input ?? '').trim();
}
