/** Data-quality bands of spec part 2 §9 (scores 0-100). */
export const QUALITY_BAND_KEYS = ['excellent', 'good', 'fair', 'poor'] as const;
export type QualityBand = (typeof QUALITY_BAND_KEYS)[number];

export const QUALITY_BANDS: { band: QualityBand; label: string; range: string }[] = [
  { band: 'excellent', label: 'Excellent', range: '80+' },
  { band: 'good', label: 'Good', range: '60-79' },
  { band: 'fair', label: 'Fair', range: '40-59' },
  { band: 'poor', label: 'Poor', range: '0-39' },
];

export function qualityBand(score: number): QualityBand {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'good';
  if (score >= 40) return 'fair';
  return 'poor';
}

/** Whole percent of part in total (0 when total is 0). */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/** Percent of casinos that have a field, given how many miss it. */
export function percentComplete(missing: number, total: number): number {
  return total > 0 ? percentOf(total - missing, total) : 100;
}

/** The count badge turns destructive when more than half the casinos miss the field. */
export function isMostlyMissing(missing: number, total: number): boolean {
  return total > 0 && missing / total > 0.5;
}

export type Tone = 'green' | 'yellow' | 'red';

/** Summary colour: green at 70% and above, yellow at 40% and above, else red. */
export function qualityTone(percent: number): Tone {
  if (percent >= 70) return 'green';
  if (percent >= 40) return 'yellow';
  return 'red';
}

export const TONE_TEXT: Record<Tone, string> = {
  green: 'text-success',
  yellow: 'text-warning',
  red: 'text-destructive',
};
export const TONE_BAR: Record<Tone, string> = {
  green: 'bg-green-500',
  yellow: 'bg-yellow-500',
  red: 'bg-red-500',
};

/** The fields the summary counts casinos missing. */
export const MISSING_FIELD_KEYS = ['phone', 'website', 'address', 'coordinates', 'casino_type', 'operating_hours'] as const;

export const MISSING_FIELDS: { key: (typeof MISSING_FIELD_KEYS)[number]; label: string }[] = [
  { key: 'phone', label: 'Phone' },
  { key: 'website', label: 'Website' },
  { key: 'address', label: 'Address' },
  { key: 'coordinates', label: 'Coordinates' },
  { key: 'casino_type', label: 'Casino Type' },
  { key: 'operating_hours', label: 'Operating Hours' },
];
