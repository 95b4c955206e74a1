import { SESSIONS_ROOT } from '@/api/query-roots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withSeconds } from '@/lib/dates';
import { supabase } from '@/lib/supabase';
import type { ImportRow } from '../lib/session-import';

const CHUNK = 200;

/** The keys among `keys` the player has already imported (so the preview can say "already imported"). */
export async function getImportedKeys(userId: string, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const { data, error } = await supabase
      .from('gambling_sessions')
      .select('import_key')
      .eq('user_id', userId)
      .in('import_key', keys.slice(i, i + CHUNK));
    if (error) throw error;
    for (const r of data) if (r.import_key) found.add(r.import_key);
  }
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
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((r) => ({
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
