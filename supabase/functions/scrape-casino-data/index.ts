import { createClient } from 'npm:@supabase/supabase-js@2';
import type { CreateClient } from '../_shared/client.ts';
import { bundledSource } from './bundled.ts';
import { createScrapeCasinoHandler } from './handler.ts';
import { OVERPASS_URL, overpassSource } from './overpass.ts';
import type { CasinoSource } from './source.ts';

// OVERPASS_URL=off skips the online source (offline machines answer from the bundled dataset at once).
const overpassUrl = Deno.env.get('OVERPASS_URL') ?? OVERPASS_URL;
const sources: CasinoSource[] = overpassUrl === 'off' ? [bundledSource()] : [overpassSource(fetch, { url: overpassUrl, timeoutMs: 8000 }), bundledSource()];

Deno.serve(
  createScrapeCasinoHandler({
    supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
    anonKey: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    createClient: createClient as unknown as CreateClient,
    sources,
    now: () => new Date(),
  }),
);
