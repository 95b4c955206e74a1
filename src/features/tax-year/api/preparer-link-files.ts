import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { functionErrorText } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';

const photosSchema = z.object({ photos: z.array(z.object({ path: z.string(), url: z.string().url() })), expires_in: z.number() });

/**
 * The link's W-2G photos: addresses the edge function preparer-link-files signed for a few minutes, for exactly the
 * stored paths of that year's W-2Gs of that player (the database lists them from the token; no path is sent).
 */
export async function getPreparerLinkPhotos(token: string): Promise<Map<string, string>> {
  const { data, error } = await supabase.functions.invoke('preparer-link-files', { body: { token, want: 'photos' } });
  if (error) throw new Error((await functionErrorText(error)) ?? 'The W-2G photos could not be loaded');
  return new Map(photosSchema.parse(data).photos.map((p) => [p.path, p.url]));
}

/** Read again before the addresses run out (they last ten minutes). */
export function usePreparerLinkPhotos(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['preparer-link-photos', token],
    queryFn: () => getPreparerLinkPhotos(token),
    enabled,
    retry: false,
    gcTime: 0,
    staleTime: 8 * 60_000,
    refetchInterval: 8 * 60_000,
    refetchOnWindowFocus: false,
  });
}

/** The link's W-2G photos as stored, fresh addresses read and each photo fetched, in the order of the forms. */
export async function fetchPacketPhotos(token: string, jackpots: readonly { jackpot_date: string; images: string[] }[]) {
  const urls = await getPreparerLinkPhotos(token);
  const wanted = jackpots.flatMap((j) => j.images.filter((path) => urls.has(path)).map((path) => ({ path, jackpotDate: j.jackpot_date })));
  return Promise.all(
    wanted.map(async (w) => {
      const res = await fetch(urls.get(w.path)!);
      if (!res.ok) throw new Error('A W-2G photo could not be fetched. Try again in a moment.');
      return { ...w, bytes: new Uint8Array(await res.arrayBuffer()) };
    }),
  );
}
