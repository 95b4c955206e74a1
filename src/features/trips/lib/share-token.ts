/** The expiry choices, in days (30 unless the player picks another). */
export const SHARE_DAYS = [7, 30, 90] as const;
export const DEFAULT_SHARE_DAYS = 30;
