import { useParams } from 'react-router-dom';
import { CasinoDetailPage } from '@/features/casinos/components/casino-detail-page';
import { StartCasinoSessionButton } from '@/features/sessions/components/start-casino-session-button';

/** Route: Casino Details, with "Start a session here" while no casino session is open. */
export function CasinoDetailRoute() {
  const { casinoId = '' } = useParams();
  return (
    <CasinoDetailPage
      key={casinoId}
      casinoId={casinoId}
      start={(id) => <StartCasinoSessionButton casinoId={id} label="Start a session here" className="sm:w-fit" />}
    />
  );
}
