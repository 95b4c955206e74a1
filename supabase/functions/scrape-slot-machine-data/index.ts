import { createClient } from 'npm:@supabase/supabase-js@2';
import type { CreateClient } from '../_shared/client.ts';
import { createScrapeSlotHandler } from './handler.ts';
import { bundledSlots, remoteSlots } from './sources.ts';

const remoteUrl = Deno.env.get('SLOT_DATA_URL');

Deno.serve(
  createScrapeSlotHandler({
    supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
    anonKey: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    createClient: createClient as unknown as CreateClient,
    loadCatalog: async () => [...bundledSlots(), ...(remoteUrl ? await remoteSlots(fetch, remoteUrl) : [])],
  }),
);
