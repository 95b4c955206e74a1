import { hashKey, type QueryKey } from '@tanstack/react-query';

/**
 * Render-as-you-fetch for a cold start: a screen whose largest content is its data (Insights) starts its first
 * request with its code (app/router.tsx's preloadPage), not after the code, the session check and the device
 * copy's restore have come one after the other. The screen's query takes the answer once; a request not taken
 * within a short while (another screen opened, a sign-out) is forgotten.
 */
const KEEP_MS = 20_000;
const started = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Starts `run` for the query `key` now (once: a second call for the same key keeps the first). */
export function fetchEarly(key: QueryKey, run: () => Promise<unknown>): void {
  const hash = hashKey(key);
  if (started.has(hash)) return;
  const answer = run();
  answer.catch(() => undefined); // a failure is the query's to tell (it asks again), never unhandled
  started.set(hash, { at: Date.now(), answer });
}

/** The answer started early for `key`, once; undefined when none was started or it is too old. */
export function takeEarly<T>(key: QueryKey, now = Date.now()): Promise<T> | undefined {
  const hash = hashKey(key);
  const early = started.get(hash);
  started.delete(hash);
  return early && now - early.at <= KEEP_MS ? (early.answer as Promise<T>) : undefined;
}
