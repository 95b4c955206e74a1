import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { useAuth } from '@/hooks/use-auth';
import { supportKeys } from './support-keys';

const TICKET_COLUMNS = 'id, subject, category, priority, status, created_at, updated_at' as const;

/** The player's support tickets, newest first (spec part 1 §7: select where user_id is the user, newest first). */
export async function getMyTickets(userId: string, signal?: AbortSignal) {
  const { data, error } = await supabase
    .from('support_tickets')
    .select(TICKET_COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .abortSignal(signal ?? new AbortController().signal);
  if (error) throw error;
  return data;
}
export type MyTicket = Awaited<ReturnType<typeof getMyTickets>>[number];

export const myTicketsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: supportKeys.list(userId), queryFn: ({ signal }) => getMyTickets(userId, signal) });

/** The signed-in player's tickets ('Not authenticated' without a user, spec part 1 §5). */
export function useMyTickets() {
  const { user } = useAuth();
  return useQuery({ ...myTicketsQueryOptions(user?.id ?? ''), enabled: !!user });
}
