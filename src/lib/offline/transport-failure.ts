/** How a failed request failed, with no imports: the outbox (lib/outbox.ts) and lib/writes.ts share it. */
const NETWORK_PATTERN =
  /failed to fetch|networkerror|network error|load failed|fetch failed|err_internet_disconnected|aborted|timed? ?out/i;

/** 'network' when the request never got an answer (offline, timeout), 'server' for a 5xx-style failure, else null. */
export function transportFailure(error: unknown): 'network' | 'server' | null {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'network';
  if (!error || typeof error !== 'object') return null;
  const e = error as { message?: unknown; name?: unknown; code?: unknown; status?: unknown; context?: unknown };
  const text = `${typeof e.name === 'string' ? e.name : ''} ${typeof e.message === 'string' ? e.message : ''}`;
  if (e.name === 'FunctionsFetchError' || NETWORK_PATTERN.test(text)) return 'network';
  const status = typeof e.status === 'number' ? e.status : e.context instanceof Response ? e.context.status : null;
  if ((status != null && status >= 500) || (typeof e.code === 'string' && /^PGRST00\d$/.test(e.code))) return 'server';
  return null;
}
