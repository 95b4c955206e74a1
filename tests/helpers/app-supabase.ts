import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The client the app's own modules use in an integration test, one holder for every test file:
 *
 *   vi.mock('@/lib/supabase', async () => (await import('../helpers/app-supabase')).appSupabaseModule);
 *   import { appSupabase as app } from '../helpers/app-supabase';  // then app.client = player.client
 *
 * The integration project runs files without isolation (one module registry per worker): a module a file imports
 * (call-rpc, an api file) may already have been loaded by an earlier file of the same worker, bound to that file's
 * mock of '@/lib/supabase'. A holder per file then hands the module the earlier file's client, whose emulator is
 * closed ("fetch failed", or a write retried until the test times out). One shared holder: whichever mock a module
 * got, it reads the client of the file running now.
 */
export const appSupabase: { client: SupabaseClient | null } = { client: null };

export const appSupabaseModule = {
  get supabase() {
    return appSupabase.client;
  },
};
