/**
 * Social post images live in the public bucket social-posts under posts/<uid>/; a post stores the
 * image's public URL in image_url. Deleting a post must also remove that object (the Storage API is
 * the only way to delete storage objects on hosted Supabase, so the client does it after the row).
 */
import type { SupabaseClient } from '@supabase/supabase-js';

export const POST_IMAGES_BUCKET = 'social-posts';

/** The Storage API accepts at most this many paths per remove request. */
export const REMOVE_BATCH_SIZE = 1000;

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** The still-encoded part of `value` after one of the bucket's public URL prefixes, or null. */
function afterPublicPrefix(value: string, publicBaseUrl: string): string | null {
  let url: URL;
  let base: URL;
  try {
    url = new URL(value);
    base = new URL(withSlash(publicBaseUrl));
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  // The plain public URL, and the image-transformation form of the same object.
  const prefixes = [base.pathname, base.pathname.replace('/object/public/', '/render/image/public/')];
  const prefix = prefixes.find((p) => url.pathname.startsWith(p));
  return prefix ? url.pathname.slice(prefix.length) : null;
}

/**
 * The object path (`posts/<uid>/<file>`) of a post's image_url — a public URL of the social-posts bucket
 * (`publicBaseUrl` is that bucket's public URL prefix, query and hash ignored) or a bare `posts/...` path.
 * Null when there is no image, or it is not an object under posts/ in our bucket (another bucket or host).
 */
export function postImagePath(imageUrl: string | null | undefined, publicBaseUrl: string): string | null {
  const value = imageUrl?.trim();
  if (!value) return null;
  const encoded = value.startsWith('posts/') ? value.split(/[?#]/)[0] : afterPublicPrefix(value, publicBaseUrl);
  if (!encoded) return null;
  let path: string;
  try {
    path = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  const segments = path.split('/');
  if (segments[0] !== 'posts' || segments.length < 3) return null;
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return path;
}

/**
 * Removes the social-posts objects behind these image URLs (images elsewhere are ignored), in batches.
 * Objects the caller may not delete are skipped by the storage policies; a failed request throws.
 */
export async function removePostImages(
  client: Pick<SupabaseClient, 'storage'>,
  imageUrls: readonly (string | null | undefined)[],
): Promise<string[]> {
  const bucket = client.storage.from(POST_IMAGES_BUCKET);
  const publicBaseUrl = bucket.getPublicUrl('').data.publicUrl;
  const paths = [...new Set(imageUrls.map((u) => postImagePath(u, publicBaseUrl)).filter((p): p is string => p !== null))];
  for (let i = 0; i < paths.length; i += REMOVE_BATCH_SIZE) {
    const { error } = await bucket.remove(paths.slice(i, i + REMOVE_BATCH_SIZE));
    if (error) throw error;
  }
  return paths;
}
