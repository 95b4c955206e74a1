import './initial-location';
import { createClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import type { Database } from './database.types';
import { fetchReportingNetwork } from './connectivity';

/** The app's one supabase-js client (implicit flow; auth callbacks in the URL are detected). */
export const supabase = createClient<Database>(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  // A request that fails without an answer tells the app it may be offline (see connectivity.ts).
  global: { fetch: fetchReportingNetwork },
});
