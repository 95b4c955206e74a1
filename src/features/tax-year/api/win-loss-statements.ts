import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { shareFetchedOnly } from '@/lib/share-fetched';
import { supabase } from '@/lib/supabase';
import { expectWritten } from '@/lib/writes';
import { taxYearKeys } from './tax-year-keys';

const COLUMNS = 'id, casino_id, tax_year, net_win_loss, casino:casinos(name)';

/** The player's casino win/loss statement figures (every year; a player has a handful). */
export async function getWinLossStatements(userId: string, signal?: AbortSignal) {
  const { data, error } = await supabase
    .from('casino_win_loss_statements')
    .select(COLUMNS)
    .eq('user_id', userId)
    .order('tax_year')
    .order('id')
    .abortSignal(signal ?? new AbortController().signal);
  if (error) throw error;
  return data;
}

export type WinLossStatement = Awaited<ReturnType<typeof getWinLossStatements>>[number];

/** The player's statement figures; `select` (a stable function) derives from them once per change (see useTaxYear). */
export function useWinLossStatements<T = WinLossStatement[]>(select?: (statements: WinLossStatement[]) => T) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({
    ...queryOptions({ queryKey: taxYearKeys.statements(userId), queryFn: ({ signal }) => getWinLossStatements(userId, signal) }),
    enabled: !!userId,
    select,
    structuralSharing: shareFetchedOnly(Array.isArray),
  });
}

export const STATEMENT_SAVE_FAILED = 'Failed to save the statement figure';

export interface StatementInput {
  userId: string;
  casinoId: string;
  taxYear: number;
  /** Positive: the statement says you won; negative: lost. */
  netWinLoss: number;
}

/** Saves the statement figure of one casino and year (one row per casino and year: a repeat replaces it). */
export async function saveWinLossStatement({ userId, casinoId, taxYear, netWinLoss }: StatementInput): Promise<void> {
  const { error } = await supabase
    .from('casino_win_loss_statements')
    .upsert(
      { user_id: userId, casino_id: casinoId, tax_year: taxYear, net_win_loss: netWinLoss },
      { onConflict: 'user_id,casino_id,tax_year' },
    );
  if (error) throw error;
}

/** Removes a statement figure; a row already gone is an error saying so. */
export async function deleteWinLossStatement({ id }: { id: string }): Promise<void> {
  const { data, error } = await supabase.from('casino_win_loss_statements').delete().eq('id', id).select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'casino_win_loss_statements', id, noun: 'statement figure' });
}

export function useSaveWinLossStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWinLossStatement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['win-loss-statements'] }),
    meta: { errorText: STATEMENT_SAVE_FAILED, serverText: true },
  });
}

export function useDeleteWinLossStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWinLossStatement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['win-loss-statements'] }),
    meta: { errorText: 'Failed to remove the statement figure', serverText: true },
  });
}
