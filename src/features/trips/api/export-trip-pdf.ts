import { useMutation } from '@tanstack/react-query';
import { functionErrorText } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';

/** The trip report as PDF, rendered by the export-trip-pdf edge function from the trip's figures (read as the player). */
export async function exportTripPdf(tripId: string): Promise<Blob> {
  const { data, error } = await supabase.functions.invoke<Blob>('export-trip-pdf', { body: { tripId } });
  if (error) throw new Error((await functionErrorText(error)) ?? 'Failed to export PDF');
  if (!(data instanceof Blob) || data.size === 0) throw new Error('Failed to export PDF');
  return data.type === 'application/pdf' ? data : new Blob([data], { type: 'application/pdf' });
}

export function useExportTripPdf() {
  return useMutation({ mutationFn: exportTripPdf, meta: { errorText: 'Failed to export PDF', serverText: true } });
}
