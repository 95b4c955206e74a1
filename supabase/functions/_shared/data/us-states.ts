/**
 * The 50 US states with a casino-market priority for the admin state import programme
 * (1 = largest commercial/tribal gaming markets, 5 = little or no casino gaming).
 * Plain data, no imports: bundled by edge functions and read by scripts/gen-seed.ts.
 */

export interface UsState {
  state_name: string;
  state_code: string;
  /** 1 (import first) to 5 (lowest); chosen by the size of the state's casino market. */
  priority_level: 1 | 2 | 3 | 4 | 5;
}

export const US_STATES: readonly UsState[] = [
  { state_name: 'Alabama', state_code: 'AL', priority_level: 4 },
  { state_name: 'Alaska', state_code: 'AK', priority_level: 5 },
  { state_name: 'Arizona', state_code: 'AZ', priority_level: 3 },
  { state_name: 'Arkansas', state_code: 'AR', priority_level: 4 },
  { state_name: 'California', state_code: 'CA', priority_level: 2 },
  { state_name: 'Colorado', state_code: 'CO', priority_level: 3 },
  { state_name: 'Connecticut', state_code: 'CT', priority_level: 2 },
  { state_name: 'Delaware', state_code: 'DE', priority_level: 4 },
  { state_name: 'Florida', state_code: 'FL', priority_level: 2 },
  { state_name: 'Georgia', state_code: 'GA', priority_level: 5 },
  { state_name: 'Hawaii', state_code: 'HI', priority_level: 5 },
  { state_name: 'Idaho', state_code: 'ID', priority_level: 4 },
  { state_name: 'Illinois', state_code: 'IL', priority_level: 2 },
  { state_name: 'Indiana', state_code: 'IN', priority_level: 2 },
  { state_name: 'Iowa', state_code: 'IA', priority_level: 3 },
  { state_name: 'Kansas', state_code: 'KS', priority_level: 4 },
  { state_name: 'Kentucky', state_code: 'KY', priority_level: 4 },
  { state_name: 'Louisiana', state_code: 'LA', priority_level: 2 },
  { state_name: 'Maine', state_code: 'ME', priority_level: 4 },
  { state_name: 'Maryland', state_code: 'MD', priority_level: 3 },
  { state_name: 'Massachusetts', state_code: 'MA', priority_level: 3 },
  { state_name: 'Michigan', state_code: 'MI', priority_level: 2 },
  { state_name: 'Minnesota', state_code: 'MN', priority_level: 3 },
  { state_name: 'Mississippi', state_code: 'MS', priority_level: 2 },
  { state_name: 'Missouri', state_code: 'MO', priority_level: 2 },
  { state_name: 'Montana', state_code: 'MT', priority_level: 4 },
  { state_name: 'Nebraska', state_code: 'NE', priority_level: 4 },
  { state_name: 'Nevada', state_code: 'NV', priority_level: 1 },
  { state_name: 'New Hampshire', state_code: 'NH', priority_level: 5 },
  { state_name: 'New Jersey', state_code: 'NJ', priority_level: 1 },
  { state_name: 'New Mexico', state_code: 'NM', priority_level: 3 },
  { state_name: 'New York', state_code: 'NY', priority_level: 2 },
  { state_name: 'North Carolina', state_code: 'NC', priority_level: 3 },
  { state_name: 'North Dakota', state_code: 'ND', priority_level: 4 },
  { state_name: 'Ohio', state_code: 'OH', priority_level: 3 },
  { state_name: 'Oklahoma', state_code: 'OK', priority_level: 2 },
  { state_name: 'Oregon', state_code: 'OR', priority_level: 3 },
  { state_name: 'Pennsylvania', state_code: 'PA', priority_level: 1 },
  { state_name: 'Rhode Island', state_code: 'RI', priority_level: 4 },
  { state_name: 'South Carolina', state_code: 'SC', priority_level: 5 },
  { state_name: 'South Dakota', state_code: 'SD', priority_level: 4 },
  { state_name: 'Tennessee', state_code: 'TN', priority_level: 5 },
  { state_name: 'Texas', state_code: 'TX', priority_level: 5 },
  { state_name: 'Utah', state_code: 'UT', priority_level: 5 },
  { state_name: 'Vermont', state_code: 'VT', priority_level: 5 },
  { state_name: 'Virginia', state_code: 'VA', priority_level: 4 },
  { state_name: 'Washington', state_code: 'WA', priority_level: 3 },
  { state_name: 'West Virginia', state_code: 'WV', priority_level: 4 },
  { state_name: 'Wisconsin', state_code: 'WI', priority_level: 3 },
  { state_name: 'Wyoming', state_code: 'WY', priority_level: 5 },
];

/** State name by 2-letter code, e.g. STATE_NAMES.NV === 'Nevada'. */
export const STATE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  US_STATES.map((s) => [s.state_code, s.state_name]),
);
