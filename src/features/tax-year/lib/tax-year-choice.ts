/** The first year Tax Year offers. */
export const FIRST_TAX_YEAR = 2015;

/**
 * The year a player most likely needs: the last complete year until April 15 (the filing deadline), then the
 * current one.
 */
export function defaultTaxYear(now: Date = new Date()): number {
  const y = now.getFullYear();
  const m = now.getMonth();
  return m < 3 || (m === 3 && now.getDate() <= 15) ? y - 1 : y;
}

/** The year a Tax Year address asks for (`?year=`) when it is one the screen offers, else the default one. */
export function taxYearFromParam(param: string | null, now: Date = new Date()): number {
  const asked = Number(param);
  return param !== null && Number.isInteger(asked) && asked >= FIRST_TAX_YEAR && asked <= now.getFullYear() ? asked : defaultTaxYear(now);
}
