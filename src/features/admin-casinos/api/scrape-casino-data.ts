import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMeta } from '@/lib/write-errors';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { COMPREHENSIVE_QUERY, EMPTY_SEARCH_ERROR } from '../lib/constants';
import { adminCasinoKeys, stateManagementKeys } from './admin-casino-keys';

export const scrapeCasinoDataInputSchema = z.object({ searchQuery: z.string().trim().min(1, EMPTY_SEARCH_ERROR) });
export type ScrapeCasinoDataInput = z.infer<typeof scrapeCasinoDataInputSchema>;

/** The scrape-casino-data function's answer (spec part 2 §3 "import result"). */
export interface ImportResult {
  success: boolean;
  totalFound: number;
  insertedCount: number;
  updatedCount: number;
  error: string | null;
  /** The source that answered; `fallback` when an earlier one could not be reached. */
  source?: string | null;
  fallback?: boolean;
  /** What the admin should know: the fallback used, or "No casinos found for X." */
  notice?: string | null;
}

/** Reads the function's `{ error }` out of a non-2xx response, else the client's message. */
async function functionErrorMessage(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    try {
      const body = (await (error.context as Response).clone().json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
    } catch {
      // not JSON: fall through
    }
  }
  return error instanceof Error ? error.message : String(error);
}

/** Runs the casino import for a location (or the whole USA); throws with the function's error text on failure. */
export async function scrapeCasinoData(input: ScrapeCasinoDataInput): Promise<ImportResult> {
  const { searchQuery } = scrapeCasinoDataInputSchema.parse(input);
  const { data, error } = await supabase.functions.invoke<ImportResult>('scrape-casino-data', { body: { searchQuery } });
  if (error) throw new Error(await functionErrorMessage(error));
  if (!data) throw new Error('No response from the import');
  if (!data.success) throw new Error(data.error || 'Import failed');
  return data;
}

export function useScrapeCasinoDataMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scrapeCasinoData,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCasinoKeys.all }),
        queryClient.invalidateQueries({ queryKey: stateManagementKeys.all }),
      ]),
    meta: failureMeta<ScrapeCasinoDataInput>({
      errorText: (_error, input) =>
        input.searchQuery === COMPREHENSIVE_QUERY ? 'Failed to perform comprehensive scrape' : 'Failed to scrape casino data',
    }),
  });
}
