import { useParams } from 'react-router-dom';
import { CasinoDetailPage } from '@/features/casinos/components/casino-detail-page';

/** Route: Casino Details. */
export function CasinoDetailRoute() {
  const { casinoId = '' } = useParams();
  return <CasinoDetailPage key={casinoId} casinoId={casinoId} />;
}
