/** A share link's token: 32 random bytes (256 bits) from the device's cryptographic generator, base64url (43 characters). */
export function newShareToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The expiry choices, in days (30 unless the player picks another). */
export const SHARE_DAYS = [7, 30, 90] as const;
export const DEFAULT_SHARE_DAYS = 30;

/** When a link made now expires, `days` from `now`. */
export const shareExpiry = (days: number, now: Date = new Date()) => new Date(now.getTime() + days * 86_400_000).toISOString();
