import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { functionErrorText } from '@/lib/function-error';
import type { DateRange } from '../lib/export-files';

/** Calls the export-w2g-pdf edge function for [start, end]; returns the PDF. */
export async function exportW2gPdf(range: DateRange): Promise<Blob> {
  const { data, error } = await supabase.functions.invoke<Blob>('export-w2g-pdf', { body: range });
  if (error) {
    throw new Error((await functionErrorText(error)) ?? 'Failed to export PDF');
  }
  if (!(data instanceof Blob) || data.size === 0) throw new Error('Failed to export PDF');
  return data.type === 'application/pdf' ? data : new Blob([data], { type: 'application/pdf' });
}

/** Generates the W2G PDF; failures toast 'Failed to export PDF' (or the function's error). */
export function useExportW2gPdf() {
  return useMutation({
    mutationFn: exportW2gPdf,
    meta: { errorText: 'Failed to export PDF', serverText: true },
  });
}
