/** Money in whole cents (the tax engine adds cents, never floating dollars). */
export const toCents = (n: number): number => Math.round(n * 100);

/** Cents back to dollars. */
export const fromCents = (c: number): number => c / 100;
