import { US_STATES } from './data/us-states.ts';

/** Lower-case, accents and apostrophes dropped, other punctuation to spaces, spaces collapsed. */
export function normaliseText(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** Words that do not tell two casinos apart ("The Bellagio Resort & Casino" = "Bellagio"). */
const NOISE_WORDS = new Set(['the', 'and', 'casino', 'casinos', 'resort', 'resorts', 'hotel', 'hotels']);

/** A casino name for de-duplication: normaliseText without the noise words (kept if nothing else is left). */
export function normaliseCasinoName(name: string | null | undefined): string {
  const text = normaliseText(name);
  const kept = text.split(' ').filter((w) => w !== '' && !NOISE_WORDS.has(w));
  return kept.length > 0 ? kept.join(' ') : text;
}

export interface StateRef {
  code: string;
  name: string;
}

/** A US state from its 2-letter code or its name (any case), else null. */
export function resolveState(value: string | null | undefined): StateRef | null {
  const text = normaliseText(value);
  if (text === '') return null;
  const hit = US_STATES.find((s) => s.state_code.toLowerCase() === text || normaliseText(s.state_name) === text);
  return hit ? { code: hit.state_code, name: hit.state_name } : null;
}
