// A preparer link's W-2G photos, signed for a few minutes, for whoever holds the link's address: the token is checked
// in the database first (handler.ts).
import { createClient } from 'npm:@supabase/supabase-js@2';
import type { CreateClient } from '../_shared/client.ts';
import { createPreparerLinkFilesHandler } from './handler.ts';

Deno.serve(
  createPreparerLinkFilesHandler({
    supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
    anonKey: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    createClient: createClient as unknown as CreateClient,
  }),
);
