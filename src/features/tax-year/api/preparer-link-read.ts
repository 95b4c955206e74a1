import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/call-rpc';
import { parseTaxYearRead, taxYearReadSchema, type TaxYearRead } from './tax-year-read';

const stamp = z.string().min(1);

const answerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), tax_year: z.number().int(), expires_at: stamp, players: z.array(taxYearReadSchema).min(1) }).strict(),
  z.object({ status: z.literal('revoked'), revoked_at: stamp.nullable() }).strict(),
  z.object({ status: z.literal('expired'), expired_at: stamp }).strict(),
  z.object({ status: z.enum(['not_found', 'rate_limited', 'unavailable']) }).strict(),
]);

/** What a preparer link shows: the year of its player(s) through the narrow read, or why it shows nothing. */
export type PreparerLinkAnswer =
  | { status: 'ok'; taxYear: number; expiresAt: string; players: TaxYearRead[] }
  | { status: 'revoked'; revokedAt: string | null }
  | { status: 'expired'; expiredAt: string }
  | { status: 'not_found' | 'rate_limited' | 'unavailable' };

/** The read's JSON, checked (anything else is an error, never shown), as the app's rows. */
export function parsePreparerLink(value: unknown): PreparerLinkAnswer {
  return toAnswer(answerSchema.parse(value));
}

function toAnswer(a: z.infer<typeof answerSchema>): PreparerLinkAnswer {
  switch (a.status) {
    case 'ok':
      return { status: 'ok', taxYear: a.tax_year, expiresAt: a.expires_at, players: a.players.map((p) => parseTaxYearRead(p)) };
    case 'revoked':
      return { status: 'revoked', revokedAt: a.revoked_at };
    case 'expired':
      return { status: 'expired', expiredAt: a.expired_at };
    default:
      return { status: a.status };
  }
}

/** The one read of a preparer link (get_preparer_link), signed in or not; each answer with the year is an opening. */
export async function getPreparerLink(token: string): Promise<PreparerLinkAnswer> {
  return toAnswer(await callRpc('get_preparer_link', { p_token: token }, answerSchema));
}

/**
 * A preparer link's page reads it once per visit: not kept, not retried, not read again on focus (each answer with the
 * year is an opening the player sees in Account).
 */
export function usePreparerLink(token: string) {
  return useQuery({
    queryKey: ['preparer-link', token],
    queryFn: () => getPreparerLink(token),
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
