import { defineWrite, patchRow } from '@/lib/offline/define-write';
import { supabase } from '@/lib/supabase';
import { refusalMessage, WriteRefusedError } from '@/lib/writes';
import { preparerLinkKeys, type PreparerLink } from '../api/preparer-links';
import { preparerLinkCreate } from './preparer-link-create';
import { preparerLinkRefusal, preparerLinkRows } from './preparer-link-rows';

/**
 * Revokes a preparer link at once. Revoking it again is the same success (the row is still there, revoked); an
 * update that touched no row (the link is gone, or not the player's) is an error, never a success.
 */
export const preparerLinkRevoke = defineWrite<string, PreparerLink>({
  kind: ['tax-year', 'preparer-link-revoke'],
  words: { label: 'Preparer link revoked', sent: 'Link revoked', failed: 'Failed to revoke the link' },
  row: (id) => id,
  request: async ({ input }) => {
    const { data, error } = await supabase.from('preparer_links').update({ revoked: true }).eq('id', input).select('id');
    if (error) throw preparerLinkRefusal(error);
    if (!data || data.length === 0) throw new WriteRefusedError('gone', refusalMessage('gone', 'link'));
  },
  refresh: [preparerLinkKeys.all],
  project: {
    rows: preparerLinkRows,
    apply: (rows, w) => patchRow<PreparerLink>(rows, w.input, w, () => (w.state === 'failed' ? {} : { revoked: true })),
  },
  // A link that never left the device goes with its create: nothing is sent.
  fold: (id, waiting) => {
    const create = waiting.find((w) => preparerLinkCreate.is(w) && w.input.id === id && !w.sending);
    return create ? { input: null, drop: [create] } : { input: id, drop: [] };
  },
});
