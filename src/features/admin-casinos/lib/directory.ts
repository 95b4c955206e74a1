export interface LocationParts {
  street_address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  location: string | null;
}

/** Street, city, state and zip joined; else the location text; else 'Address not specified'. */
export function formatLocation(c: LocationParts): string {
  const parts = [c.street_address, c.city, c.state, c.zip_code].map((p) => p?.trim()).filter(Boolean);
  if (parts.length > 0) return parts.join(', ');
  return c.location?.trim() || 'Address not specified';
}

/** Search text made safe for a PostgREST or() filter (drops , ( ) " \ % * which carry meaning there). */
export function sanitizeSearch(q: string): string {
  return q
    .replace(/[,()"\\%*]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
