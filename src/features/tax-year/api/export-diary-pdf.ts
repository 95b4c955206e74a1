import { useMutation } from '@tanstack/react-query';
import { functionErrorText } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';
import type { Diary } from '../lib/diary';

/** Renders the gambling diary as PDF through the export-diary-pdf edge function ({ kind: 'diary' }). */
export async function exportDiaryPdf(diary: Diary): Promise<Blob> {
  const { data, error } = await supabase.functions.invoke<Blob>('export-diary-pdf', { body: { kind: 'diary', diary } });
  if (error) throw new Error((await functionErrorText(error)) ?? 'Failed to export PDF');
  if (!(data instanceof Blob) || data.size === 0) throw new Error('Failed to export PDF');
  return data.type === 'application/pdf' ? data : new Blob([data], { type: 'application/pdf' });
}

export function useExportDiaryPdf() {
  return useMutation({
    mutationFn: exportDiaryPdf,
    meta: { errorText: 'Failed to export PDF', serverText: true },
  });
}
