import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { reportKeys } from './report-keys';

/** Signed URLs of the private W2G photos live this long. */
export const SIGNED_URL_SECONDS = 300;

/** A short-lived signed URL for a photo in the private w2g-images bucket. */
export async function getW2gImageUrl(path: string): Promise<string> {
  const { data, error } = await supabase.storage.from('w2g-images').createSignedUrl(path, SIGNED_URL_SECONDS);
  if (error) throw error;
  return data.signedUrl;
}

export const w2gImageUrlQueryOptions = (path: string) =>
  queryOptions({
    queryKey: reportKeys.imageUrl(path),
    queryFn: () => getW2gImageUrl(path),
    // Renew well before the URL expires.
    staleTime: (SIGNED_URL_SECONDS - 60) * 1000,
    gcTime: (SIGNED_URL_SECONDS - 60) * 1000,
  });

export function useW2gImageUrl(path: string | null) {
  return useQuery({ ...w2gImageUrlQueryOptions(path ?? ''), enabled: !!path });
}
