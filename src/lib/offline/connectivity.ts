import { onlineManager } from '@tanstack/react-query';
import { env } from '@/config/env';
import { isTokenRefresh, offlineRefreshAnswer } from './auth-storage';

/**
 * Whether the API can be reached, for React Query's onlineManager (which pauses queries and the outbox
 * while offline). The browser's online/offline events are not enough: on casino Wi-Fi (and under
 * emulated network conditions) `navigator.onLine` stays true while every request fails. So a request
 * that fails at the network level starts a probe of the API's health endpoint: if the probe fails too,
 * the app is offline until a later probe (every 2-5 s) gets through. A single dropped request with the
 * API still reachable changes nothing.
 */
const PROBE_URL = `${env.SUPABASE_URL}/auth/v1/health`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function reachable(): Promise<boolean> {
  try {
    await fetch(PROBE_URL, { headers: { apikey: env.SUPABASE_ANON_KEY }, cache: 'no-store' });
    return true; // any answer, even an error status, means the network works
  } catch {
    return false;
  }
}

let probing: Promise<void> | null = null;

async function probeUntilReachable(): Promise<void> {
  for (let wait = 0; ; wait = Math.min(wait + 1000, 5000)) {
    if (wait) await sleep(wait);
    if (await reachable()) {
      onlineManager.setOnline(true);
      return;
    }
    onlineManager.setOnline(false);
  }
}

/** Called when a request failed without an answer; returns the running probe. */
export function reportNetworkFailure(): Promise<void> {
  probing ??= probeUntilReachable().finally(() => {
    probing = null;
  });
  return probing;
}

/**
 * fetch for supabase-js: a failure of the network (not an abort) reports it. A token refresh that fails so,
 * with the API unreachable, gets the offline answer (offline/auth-storage.ts): the session is kept.
 */
export const fetchReportingNetwork: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (init?.signal?.aborted) throw error;
    void reportNetworkFailure();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (isTokenRefresh(url) && !(await reachable())) {
      onlineManager.setOnline(false);
      return offlineRefreshAnswer();
    }
    throw error;
  }
};
