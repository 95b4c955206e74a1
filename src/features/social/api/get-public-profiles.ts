import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';

const profilesSchema = z.array(z.object({ id: z.string(), nickname: z.nullable(z.string()) }));

/** Author nicknames for the given user ids, in one get_public_profiles call (private profiles are left out). */
export async function getNicknames(userIds: string[], signal?: AbortSignal): Promise<Record<string, string | null>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return {};
  const profiles = await callRpc('get_public_profiles', { user_ids: ids }, profilesSchema, { signal });
  return Object.fromEntries(profiles.map((p) => [p.id, p.nickname?.trim() ? p.nickname : null]));
}
