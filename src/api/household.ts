/**
 * A household for a joint return (migration 20260101005150_households.sql): Account invites, accepts and ends it;
 * Tax Year reads the other player's year through it. Shared by both features, so it lives here. Every write is one
 * RPC the server checks (one household at a time, only the invitee accepts, either player ends it).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuth } from '@/hooks/use-auth';
import { callRpc } from '@/lib/call-rpc';

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
  return callRpc('get_my_household', {}, z.array(householdSchema), { signal });
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

export const useInviteToHousehold = () =>
  useHouseholdWrite((email: string) => callRpc('invite_household', { p_email: email }, z.string()), 'Failed to send the invite');

export const useAcceptHouseholdInvite = () =>
  useHouseholdWrite(
    (id: string) => callRpc('accept_household_invite', { p_id: id }, z.null()).then(() => undefined),
    'Failed to accept the invite',
  );

/** Ends a household, withdraws or declines its invite; answers the new state ('ended', 'withdrawn' or 'declined'). */
export const useEndHousehold = () =>
  useHouseholdWrite((id: string) => callRpc('end_household', { p_id: id }, z.enum(['ended', 'withdrawn', 'declined'])), 'Failed to end it');

const householdYearSchema = z.union([
  z.object({ status: z.literal('none') }),
  z.object({ status: z.literal('ok'), household_id: z.string(), my_name: z.string(), partner: z.unknown() }),
]);

/**
 * The other player's year as the narrow read gives it, and the caller's own name as the other is shown it
 * ({status: 'none'} outside an accepted household).
 */
export async function getHouseholdTaxYear(
  year: number,
  signal?: AbortSignal,
): Promise<{ status: 'none' } | { status: 'ok'; myName: string; partner: unknown }> {
  const answer = await callRpc('get_household_tax_year', { p_year: year }, householdYearSchema, { signal });
  return answer.status === 'none' ? answer : { status: 'ok', myName: answer.my_name, partner: answer.partner };
}
