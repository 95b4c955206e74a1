/**
 * The URL hash and query as the page was loaded, captured before supabase-js consumes and clears
 * auth callback fragments (recovery tokens, `error_description`). Import this before the client.
 */
export const initialLocation = {
  hash: typeof window === 'undefined' ? '' : window.location.hash,
  search: typeof window === 'undefined' ? '' : window.location.search,
} as const;
