import { defineWrite, markOf } from '@/lib/offline/define-write';
import { supabase } from '@/lib/supabase';
import { INSERT_ONCE } from '@/lib/writes';
import { preparerLinkKeys, type PreparerLink } from '../api/preparer-links';
import type { PreparerLinkScope } from '../lib/preparer-link-scope';
import { preparerLinkRefusal, preparerLinkRows } from './preparer-link-rows';

/** A preparer link: its id and token (made on the device, 256 random bits), what it hands over and when it expires. */
export type PreparerLinkCreateInput = PreparerLinkScope & { id: string; token: string; expires_at: string };

/** Inserts the link once: a resend of the same id (a second press, a lost answer) is the same success. */
export const preparerLinkCreate = defineWrite<PreparerLinkCreateInput, PreparerLink>({
  kind: ['tax-year', 'preparer-link-create'],
  words: { label: 'Preparer link', sent: 'Link for your tax preparer made', failed: 'Failed to make the link' },
  row: (input) => input.id,
  creates: () => true,
  request: async ({ userId, input }) => {
    const { error } = await supabase.from('preparer_links').upsert({ ...input, user_id: userId }, INSERT_ONCE);
    if (error) throw preparerLinkRefusal(error);
  },
  refresh: [preparerLinkKeys.all],
  // Newest first, as the list is ordered; shown at once, not twice once the server's row has come.
  project: {
    rows: preparerLinkRows,
    apply: (rows, w) =>
      rows.some((r) => r.id === w.input.id)
        ? rows
        : [{ ...w.input, revoked: false, revoked_at: null, created_at: new Date().toISOString(), openings: [], ...markOf(w) }, ...rows],
  },
});
