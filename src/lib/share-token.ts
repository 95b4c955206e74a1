/**
 * A link's token (a trip's share link, a preparer link): 32 random bytes (256 bits) from the device's cryptographic
 * generator, base64url (43 characters). The database accepts only this shape (private.is_share_token).
 */
export function newShareToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** When a link made now expires, `days` from `now`. */
export const shareExpiry = (days: number, now: Date = new Date()) => new Date(now.getTime() + days * 86_400_000).toISOString();
