/**
 * en-US number formatting without Intl: the first Intl.NumberFormat (or Number#toLocaleString) a page
 * creates sets up ICU's locale data, ~20 ms on a fast desktop and ~85 ms on a phone-speed CPU, in the middle
 * of the first render. The output is Intl's own for 'en-US' (a test compares them over many values):
 * digits grouped by commas, rounding half away from zero on the number's shortest decimal form (1.005 ->
 * "1.01", as typed; Number#toFixed rounds the binary value and gives "1.00"), a minus sign before the
 * currency symbol.
 */

/** The shortest decimal form of a finite `abs` >= 0 as whole and fraction digit strings (no exponent). */
function decimalDigits(abs: number): [string, string] {
  const text = String(abs);
  const e = text.indexOf('e');
  if (e < 0) {
    const [whole, fraction = ''] = text.split('.');
    return [whole, fraction];
  }
  // 1e-7, 1.5e-10 (numbers below 1e-6); 1e21 and up are handled by the caller.
  const exponent = Number(text.slice(e + 1));
  const mantissa = text.slice(0, e).replace('.', '');
  return ['0', '0'.repeat(-exponent - 1) + mantissa];
}

/** Adds one to a string of decimal digits ("199" -> "200", "99" -> "100"). */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return '1' + '0'.repeat(digits.length);
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}

/** "1234567" -> "1,234,567". */
function groupDigits(digits: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

/**
 * `n` with between `minFraction` and `maxFraction` decimals (trailing zeros dropped down to the minimum),
 * grouped, with `prefix` (e.g. "$") after the sign: as Intl.NumberFormat('en-US', …) formats it.
 */
export function formatDecimal(n: number, minFraction: number, maxFraction: number, prefix = ''): string {
  if (Number.isNaN(n)) return `${prefix}NaN`;
  const negative = n < 0 || Object.is(n, -0);
  if (!Number.isFinite(n)) return `${negative ? '-' : ''}${prefix}∞`;
  const abs = Math.abs(n);
  // String() switches to exponent notation from 1e21: far beyond any amount or count this app shows.
  if (abs >= 1e21) return `${negative ? '-' : ''}${prefix}${String(abs)}`;
  let [whole, fraction] = decimalDigits(abs);
  if (fraction.length > maxFraction) {
    const roundUp = fraction[maxFraction] >= '5';
    fraction = fraction.slice(0, maxFraction);
    if (roundUp) {
      const bumped = increment(whole + fraction);
      whole = bumped.slice(0, bumped.length - maxFraction);
      fraction = bumped.slice(bumped.length - maxFraction);
    }
  }
  fraction = fraction.padEnd(minFraction, '0');
  let end = fraction.length;
  while (end > minFraction && fraction[end - 1] === '0') end--;
  const decimals = fraction.slice(0, end);
  return `${negative ? '-' : ''}${prefix}${groupDigits(whole)}${decimals ? `.${decimals}` : ''}`;
}

/** US dollars with exactly `fractionDigits` decimals: "$1,234.50", "-$40.00". */
export function formatUsd(n: number, fractionDigits: number): string {
  return formatDecimal(n, fractionDigits, fractionDigits, '$');
}

/** A count with thousands separators, as n.toLocaleString('en-US') shows it: "12,345". */
export function formatCount(n: number): string {
  return formatDecimal(n, 0, 3);
}
