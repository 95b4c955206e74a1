// The gambling diary as PDF (POST { kind: 'diary', diary }): the same handler as export-w2g-pdf, under a name that
// says what it renders. export-w2g-pdf still answers { kind: 'diary' } for deployments and clients that call it.
import { createClient } from 'npm:@supabase/supabase-js@2';
import * as pdfLib from 'npm:pdf-lib@1';
import type { CreateClient } from '../_shared/client.ts';
import { createExportW2gPdfHandler } from '../export-w2g-pdf/handler.ts';

Deno.serve(
  createExportW2gPdfHandler({
    supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
    anonKey: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    createClient: createClient as unknown as CreateClient,
    pdfLib,
  }),
);
