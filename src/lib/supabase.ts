import './initial-location';
import { createClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import type { Database } from './database.types';
import { fetchReportingNetwork } from './offline/connectivity';
import { offlineTolerantStorage, refreshWhenOnline } from './offline/auth-storage';

/** The app's one supabase-js client (implicit flow; auth callbacks in the URL are detected). */
export const supabase = createClient<Database>(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
  // The session survives a start offline with an expired access token (see offline/auth-storage.ts).
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, storage: offlineTolerantStorage },
  // A request that fails without an answer tells the app it may be offline (see connectivity.ts).
  global: { fetch: fetchReportingNetwork },
});

refreshWhenOnline(supabase.auth);
