import { unwrittenEdit } from '@/api/row-version';
import type { WriteVersion } from '@/lib/offline/define-write';
import { supabase } from '@/lib/supabase';
import { INSERT_ONCE } from '@/lib/writes';
import { throwIfRefused } from './trip-refusal';

/**
 * A trip edit's request (a trip, a cost, a comp), made on version `base`: an update only if the row is unchanged
 * since, or (base '': a row whose add never left the device, folded into this edit) an insert once. Nothing written:
 * a success if the row holds exactly these values (its own earlier send went through, the answer was lost), else why
 * (changed elsewhere, gone).
 */
export async function writeOnVersion(
  table: 'trips' | 'trip_costs' | 'trip_comps',
  noun: string,
  { userId, id, values, base }: { userId: string; id: string; values: object; base: string },
): Promise<WriteVersion> {
  const rows = supabase.from(table);
  const { data, error } = await (base === ''
    ? rows.upsert({ ...values, id, user_id: userId } as never, INSERT_ONCE).select('updated_at')
    : rows
        .update(values as never)
        .eq('id', id)
        .eq('updated_at', base)
        .select('updated_at'));
  throwIfRefused(error, noun);
  const to = (data as { updated_at: string }[] | null)?.[0]?.updated_at;
  return to ? { from: base, to } : unwrittenEdit(table, id, values as Record<string, unknown>, base, noun);
}
