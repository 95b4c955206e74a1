import { toastError } from '@/lib/write-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import { optionKeys } from '@/api/option-keys';
import { slotMachineKeys } from './slot-machine-keys';

/** The scrape-slot-machine-data function's answer (spec part 2 §3 "import result"). */
export interface SlotImportResult {
  success: boolean;
  totalFound: number;
  insertedCount: number;
  updatedCount: number;
  error: string | null;
}

async function failedResult(error: unknown): Promise<SlotImportResult> {
  if (error instanceof FunctionsHttpError) {
    try {
      const body = (await (error.context as Response).clone().json()) as Partial<SlotImportResult>;
      if (typeof body.error === 'string' && body.error)
        return { success: false, totalFound: 0, insertedCount: 0, updatedCount: 0, error: body.error };
    } catch {
      // not JSON: fall through
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return { success: false, totalFound: 0, insertedCount: 0, updatedCount: 0, error: message || 'Import failed' };
}

/** Runs the slot catalog import (empty payload); a failure comes back as a result with `success: false`. */
export async function importSlotMachineData(): Promise<SlotImportResult> {
  const { data, error } = await supabase.functions.invoke<SlotImportResult>('scrape-slot-machine-data', { body: {} });
  if (error) return failedResult(error);
  if (!data) return failedResult(new Error('No response from the import'));
  return data;
}

export function useImportSlotMachineDataMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSlotMachineData,
    onSuccess: (result) => {
      if (!result.success) toastError(null, result.error || 'Failed to import slot machine data');
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: slotMachineKeys.all }),
        queryClient.invalidateQueries({ queryKey: optionKeys.slotMachines() }),
      ]);
    },
    meta: { errorText: 'Failed to import slot machine data' },
  });
}
