// The trip report as PDF (POST { tripId }): the trip's figures read as the caller, printed page by page.
import { createClient } from 'npm:@supabase/supabase-js@2';
import * as pdfLib from 'npm:pdf-lib@1';
import type { CreateClient } from '../_shared/client.ts';
import { createExportTripPdfHandler } from './handler.ts';

Deno.serve(
  createExportTripPdfHandler({
    supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
    anonKey: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    createClient: createClient as unknown as CreateClient,
    pdfLib,
  }),
);
