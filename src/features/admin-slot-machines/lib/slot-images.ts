import type { SupabaseClient } from '@supabase/supabase-js';
import { SLOT_IMAGE_BUCKET } from './constants';

/** The object path of a slot-machine-images public URL, or null for anything else (another bucket or host, none). */
export function slotImagePath(imageUrl: string | null | undefined, publicBaseUrl: string): string | null {
  const base = publicBaseUrl.endsWith('/') ? publicBaseUrl : `${publicBaseUrl}/`;
  if (!imageUrl?.startsWith(base)) return null;
  let path: string;
  try {
    path = decodeURIComponent(imageUrl.slice(base.length).split(/[?#]/)[0]);
  } catch {
    return null;
  }
  return path && !path.split('/').some((s) => s === '' || s === '.' || s === '..') ? path : null;
}

/** Removes the catalog images behind these URLs (a replaced or deleted machine's file), so none is left orphaned. */
export async function removeSlotImages(
  client: Pick<SupabaseClient, 'storage'>,
  imageUrls: readonly (string | null | undefined)[],
): Promise<void> {
  const bucket = client.storage.from(SLOT_IMAGE_BUCKET);
  const base = bucket.getPublicUrl('').data.publicUrl;
  const paths = [...new Set(imageUrls.map((u) => slotImagePath(u, base)).filter((p): p is string => p !== null))];
  if (paths.length === 0) return;
  const { error } = await bucket.remove(paths);
  if (error) throw error;
}
