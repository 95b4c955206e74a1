import type { Bucket } from './client.ts';
import { HttpError } from './http.ts';

const PAGE = 100;

/** Every object path under `prefix` (folders are list entries with a null id; walked recursively). */
export async function listFilesUnder(bucket: Bucket, prefix: string): Promise<string[]> {
  const out: string[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await bucket.list(prefix, { limit: PAGE, offset });
    if (error) throw new HttpError(500, error.message);
    const entries = data ?? [];
    for (const entry of entries) {
      const path = `${prefix}/${entry.name}`;
      if (entry.id === null) out.push(...(await listFilesUnder(bucket, path)));
      else out.push(path);
    }
    if (entries.length < PAGE) return out;
  }
}

/** The stored files of one user: w2g-images/<userId>/ and social-posts/posts/<userId>/. */
export const USER_FOLDERS = (userId: string): { bucket: string; prefix: string }[] => [
  { bucket: 'w2g-images', prefix: userId },
  { bucket: 'social-posts', prefix: `posts/${userId}` },
];

/** Removes a user's stored files through the storage API; returns how many were removed. */
export async function removeUserFiles(storage: { from(bucket: string): Bucket }, userId: string): Promise<number> {
  let removed = 0;
  for (const { bucket, prefix } of USER_FOLDERS(userId)) {
    const api = storage.from(bucket);
    const paths = await listFilesUnder(api, prefix);
    for (let i = 0; i < paths.length; i += PAGE) {
      const chunk = paths.slice(i, i + PAGE);
      const { error } = await api.remove(chunk);
      if (error) throw new HttpError(500, error.message);
      removed += chunk.length;
    }
  }
  return removed;
}
