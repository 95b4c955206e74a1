import { createClient } from 'npm:@supabase/supabase-js@2';
import type { CreateClient } from '../_shared/client.ts';
import { createRemoveLostFactorHandler } from './handler.ts';

Deno.serve(
  createRemoveLostFactorHandler({
    supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
    anonKey: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    createClient: createClient as unknown as CreateClient,
  }),
);
