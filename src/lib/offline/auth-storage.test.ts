import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { isTokenRefresh, offlineRefreshAnswer, offlineTolerantStorage, refreshWhenOnline } from './auth-storage';

const KEY = 'sb-127-auth-token';
const store = new Map<string, string>();

beforeEach(() => {
  store.clear();
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  });
});
afterEach(() => onlineManager.setOnline(true));

const nowS = () => Math.floor(Date.now() / 1000);
const save = (expires_at: number) => store.set(KEY, JSON.stringify({ access_token: 'a1', refresh_token: 'r1', expires_at }));
const readExpiry = () => (JSON.parse(offlineTolerantStorage.getItem(KEY)!) as { expires_at: number }).expires_at;

describe('the session storage offline', () => {
  it('online, an expired session reads as stored (supabase-js refreshes it)', () => {
    save(nowS() - 3600);
    expect(readExpiry()).toBe(nowS() - 3600);
  });

  it('offline, an expired session reads as valid for an hour, and its real expiry is what is saved back', () => {
    const expired = nowS() - 3600;
    save(expired);
    onlineManager.setOnline(false);
    expect(readExpiry()).toBeGreaterThanOrEqual(nowS() + 3500);
    // supabase-js saving what it read writes the real expiry, not the stand-in.
    offlineTolerantStorage.setItem(KEY, offlineTolerantStorage.getItem(KEY)!);
    expect((JSON.parse(store.get(KEY)!) as { expires_at: number }).expires_at).toBe(expired);
    // A new session (a refresh) is saved as it is.
    offlineTolerantStorage.setItem(KEY, JSON.stringify({ access_token: 'a2', expires_at: nowS() + 3600 }));
    expect((JSON.parse(store.get(KEY)!) as { expires_at: number }).expires_at).toBe(nowS() + 3600);
  });

  it('offline, a session still valid for more than two minutes reads as stored', () => {
    save(nowS() + 600);
    onlineManager.setOnline(false);
    expect(readExpiry()).toBe(nowS() + 600);
  });

  it('back online after a stand-in was read, the session is loaded again (and so refreshed) once', async () => {
    save(nowS() - 10);
    onlineManager.setOnline(false);
    offlineTolerantStorage.getItem(KEY);
    let loads = 0;
    const auth = { lastRefreshFailure: { cached: true } as unknown, getSession: async () => void (loads += 1) };
    const off = refreshWhenOnline(auth);
    onlineManager.setOnline(true);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    off();
    expect(loads).toBe(1);
    expect(auth.lastRefreshFailure).toBeNull();
  });

  it('answers a refresh sent without network with a refusal supabase-js does not retry', async () => {
    expect(isTokenRefresh('http://127.0.0.1:54321/auth/v1/token?grant_type=refresh_token')).toBe(true);
    expect(isTokenRefresh('http://127.0.0.1:54321/auth/v1/token?grant_type=password')).toBe(false);
    const answer = offlineRefreshAnswer();
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'offline' });
  });
});
