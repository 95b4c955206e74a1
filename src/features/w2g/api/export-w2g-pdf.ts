import { useMutation } from '@tanstack/react-query';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { toast } from 'sonner';
import { supabase } from '@/lib/supabase';
import { errorMessage } from '@/lib/error-message';
import type { DateRange } from '../lib/export-files';

/** The `{ error }` text of a failed function response, when it has one. */
async function functionErrorText(error: FunctionsHttpError): Promise<string | null> {
  try {
    const body = (await (error.context as Response).clone().json()) as { error?: unknown };
    return typeof body.error === 'string' && body.error ? body.error : null;
  } catch {
    return null;
  }
}

/** Calls the export-w2g-pdf edge function for [start, end]; returns the PDF. */
export async function exportW2gPdf(range: DateRange): Promise<Blob> {
  const { data, error } = await supabase.functions.invoke<Blob>('export-w2g-pdf', { body: range });
  if (error) {
    const text = error instanceof FunctionsHttpError ? await functionErrorText(error) : null;
    throw new Error(text ?? 'Failed to export PDF');
  }
  if (!(data instanceof Blob) || data.size === 0) throw new Error('Failed to export PDF');
  return data.type === 'application/pdf' ? data : new Blob([data], { type: 'application/pdf' });
}

/** Generates the W2G PDF; failures toast 'Failed to export PDF' (or the function's error). */
export function useExportW2gPdf() {
  return useMutation({
    mutationFn: exportW2gPdf,
    onError: (error) => toast.error('Error', { description: errorMessage(error, 'Failed to export PDF') }),
  });
}
