import { SESSIONS_ROOT } from '@/api/query-roots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withSeconds } from '@/lib/dates';
import { eachLimited } from '@/lib/each-limited';
import { supabase } from '@/lib/supabase';
import type { ImportRow } from '../lib/session-import';

/** Keys per lookup: they travel in the URL (`in.(...)`), ~21 characters each. */
const KEYS_PER_LOOKUP = 200;
/** Lookups in flight at once. */
const LOOKUPS_AT_ONCE = 4;
/** Rows per insert: one request and one transaction each (5,000 rows: 5 requests instead of 25). */
const ROWS_PER_INSERT = 1000;

/** The keys among `keys` the player has already imported (so the preview can say "already imported"). */
export async function getImportedKeys(userId: string, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const chunks: string[][] = [];
  for (let i = 0; i < keys.length; i += KEYS_PER_LOOKUP) chunks.push(keys.slice(i, i + KEYS_PER_LOOKUP));
  await eachLimited(chunks, LOOKUPS_AT_ONCE, async (chunk) => {
    const { data, error } = await supabase.from('gambling_sessions').select('import_key').eq('user_id', userId).in('import_key', chunk);
    if (error) throw error;
    for (const r of data) if (r.import_key) found.add(r.import_key);
  });
  return found;
}

export interface ImportSessionsInput {
  userId: string;
  /** Accepted rows, each with its casino chosen. */
  rows: (ImportRow & { casinoId: string })[];
}

/**
 * Writes the rows as slot sessions; a row whose key the player already has is skipped by the database
 * (unique (user_id, import_key), on conflict do nothing), so the same file twice creates nothing new.
 */
export async function importSessions({ userId, rows }: ImportSessionsInput): Promise<{ created: number; skipped: number }> {
  let created = 0;
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT).map((r) => ({
      user_id: userId,
      casino_id: r.casinoId,
      session_date: r.date,
      session_time: withSeconds(r.time.slice(0, 5)),
      coins_in: r.coinsIn,
      coins_out: r.coinsOut,
      casino_slot_machine_id: r.machine || null,
      people_present: r.with || null,
      notes: r.notes || null,
      import_key: r.key,
    }));
    const { data, error } = await supabase
      .from('gambling_sessions')
      .upsert(chunk, { onConflict: 'user_id,import_key', ignoreDuplicates: true })
      .select('id');
    if (error) throw error;
    created += data.length;
  }
  return { created, skipped: rows.length - created };
}

export function useImportSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SESSIONS_ROOT] }),
    meta: { errorText: 'Failed to import sessions', serverText: true },
  });
}
