const UNIT_MS: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1, us: 0.001, 'µs': 0.001, ns: 0.000001 };

/**
 * Parses a Go duration as GoTrue's ban_duration takes it ("24h", "1h30m", "none").
 * Returns milliseconds, null for "none", or undefined when the text is not a duration.
 */
export function parseBanDuration(text: string): number | null | undefined {
  if (text === 'none') return null;
  const re = /(\d+(?:\.\d+)?)(ms|us|µs|ns|h|m|s)/gy;
  let total = 0;
  let matched = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    total += Number(m[1]) * UNIT_MS[m[2]];
    matched = re.lastIndex;
  }
  if (matched === 0 || matched !== text.length) return undefined;
  return total;
}
