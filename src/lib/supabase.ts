import './initial-location';
import { createClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import type { Database } from './database.types';
import { fetchReportingNetwork } from './offline/connectivity';
import { offlineTolerantStorage, refreshWhenOnline } from './offline/auth-storage';

/** Where supabase-js keeps the session: its own default key for this URL, named so the app can look for it. */
const AUTH_STORAGE_KEY = `sb-${new URL(env.SUPABASE_URL).hostname.split('.')[0]}-auth-token`;

/** Whether a session is stored on this device (it may have expired: a hint for what to fetch first, not a check). */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The signed-in user's id as the device stored it (before supabase-js has read its session), or null. */
export function storedUserId(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as { user?: { id?: unknown } } | null;
    return typeof stored?.user?.id === 'string' ? stored.user.id : null;
  } catch {
    return null;
  }
}

/** The app's one supabase-js client (implicit flow; auth callbacks in the URL are detected). */
export const supabase = createClient<Database>(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
  // The session survives a start offline with an expired access token (see offline/auth-storage.ts).
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    storage: offlineTolerantStorage,
    storageKey: AUTH_STORAGE_KEY,
  },
  // A request that fails without an answer tells the app it may be offline (see connectivity.ts).
  global: { fetch: fetchReportingNetwork },
});

refreshWhenOnline(supabase.auth);
