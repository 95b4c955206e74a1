import { useQuery } from '@tanstack/react-query';
import { getHouseholdTaxYear, householdKeys } from '@/api/household';
import { useAuth } from '@/hooks/use-auth';
import { buildTaxYear, type TaxYearModel } from '../lib/tax-year-model';
import { parseTaxYearRead } from './tax-year-read';

/** The household partner's year: their rows through the narrow read, their model from the same engine as the player's own. */
export interface PartnerYear {
  myName: string;
  name: string;
  model: TaxYearModel;
}

async function getPartnerYear(year: number, signal: AbortSignal): Promise<PartnerYear | null> {
  const answer = await getHouseholdTaxYear(year, signal);
  if (answer.status === 'none') return null;
  const read = parseTaxYearRead(answer.partner);
  return { myName: answer.myName, name: read.playerName, model: buildTaxYear(year, read.play, read.statements) };
}

/** The partner's year when the player is in a household and asked for the joint figures (null: no household). */
export function usePartnerYear(year: number, enabled: boolean) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: householdKeys.partnerYear(userId, year),
    enabled: !!userId && enabled,
    // The other player's records change on their devices: read again each time the joint year is shown.
    refetchOnMount: 'always',
    queryFn: ({ signal }) => getPartnerYear(year, signal),
  });
}
