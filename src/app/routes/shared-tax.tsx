import { useParams } from 'react-router-dom';
import { SharedTaxPage } from '@/features/tax-year/components/shared-tax-page';

/** Route: /shared/tax/:token (a tax year a player handed to their preparer; public, signed in or not). */
export function SharedTaxRoute() {
  const { token = '' } = useParams();
  return <SharedTaxPage key={token} token={token} />;
}
