/**
 * A household for a joint return (migration 20260101005150_households.sql): Account invites, accepts and ends it;
 * Tax Year reads the other player's year through it. Shared by both features, so it lives here. Every write is one
 * RPC the server checks (one household at a time, only the invitee accepts, either player ends it).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuth } from '@/hooks/use-auth';
import { supabase } from '@/lib/supabase';

export const householdKeys = {
  all: ['household'] as const,
  mine: (userId: string) => [...householdKeys.all, 'mine', userId] as const,
  partnerYear: (userId: string, year: number) => [...householdKeys.all, 'partner-year', userId, year] as const,
};

const householdSchema = z.object({
  id: z.string(),
  role: z.enum(['inviter', 'invitee']),
  status: z.enum(['pending', 'accepted', 'declined', 'withdrawn', 'ended', 'expired']),
  /** The address invited (the inviter's rows only). */
  email: z.string().nullable(),
  /** The other player's name once known (never their address). */
  other_name: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
  ended_at: z.string().nullable(),
});
export type Household = z.infer<typeof householdSchema>;

/** The caller's household (accepted, first), the invites waiting for them and the last invites they sent. */
export async function getMyHousehold(signal?: AbortSignal): Promise<Household[]> {
  let call = supabase.rpc('get_my_household');
  if (signal) call = call.abortSignal(signal);
  const { data, error } = await call;
  if (error) throw error;
  return z.array(householdSchema).parse(data);
}

export function useMyHousehold() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  // The other player changes it (accepts, ends) where this device cannot see: read again each time a screen shows it.
  return useQuery({
    queryKey: householdKeys.mine(userId),
    enabled: !!userId,
    refetchOnMount: 'always',
    queryFn: ({ signal }) => getMyHousehold(signal),
  });
}

/** The accepted household among the caller's rows, if any. */
export const acceptedHousehold = (rows: readonly Household[] | undefined) => rows?.find((h) => h.status === 'accepted') ?? null;

/** Each write refreshes the household and the partner's year (joining or leaving changes what Tax Year may show). */
function useHouseholdWrite<TInput, TOut>(fn: (input: TInput) => Promise<TOut>, errorText: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { errorText, serverText: true },
    onSettled: () => client.invalidateQueries({ queryKey: householdKeys.all }),
  });
}

async function rpcOrThrow<T>(call: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await call;
  if (error) throw error;
  return data;
}

export const useInviteToHousehold = () =>
  useHouseholdWrite((email: string) => rpcOrThrow(supabase.rpc('invite_household', { p_email: email })), 'Failed to send the invite');

export const useAcceptHouseholdInvite = () =>
  useHouseholdWrite(
    (id: string) => rpcOrThrow(supabase.rpc('accept_household_invite', { p_id: id })).then(() => undefined),
    'Failed to accept the invite',
  );

/** Ends a household, withdraws or declines its invite; answers the new state ('ended', 'withdrawn' or 'declined'). */
export const useEndHousehold = () =>
  useHouseholdWrite(
    async (id: string) => z.string().parse(await rpcOrThrow(supabase.rpc('end_household', { p_id: id }))),
    'Failed to end it',
  );

/**
 * The other player's year as the narrow read gives it, and the caller's own name as the other is shown it
 * ({status: 'none'} outside an accepted household).
 */
export async function getHouseholdTaxYear(
  year: number,
  signal?: AbortSignal,
): Promise<{ status: 'none' } | { status: 'ok'; myName: string; partner: unknown }> {
  let call = supabase.rpc('get_household_tax_year', { p_year: year });
  if (signal) call = call.abortSignal(signal);
  const { data, error } = await call;
  if (error) throw error;
  const answer = z
    .union([
      z.object({ status: z.literal('none') }),
      z.object({ status: z.literal('ok'), household_id: z.string(), my_name: z.string(), partner: z.unknown() }),
    ])
    .parse(data);
  return answer.status === 'none' ? answer : { status: 'ok', myName: answer.my_name, partner: answer.partner };
}
