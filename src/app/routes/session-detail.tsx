import { useParams } from 'react-router-dom';
import { SlotSessionDetail } from '@/features/sessions/components/slot-session-detail';

/** Route: /sessions/:sessionId (slot session detail). */
export function SessionDetailRoute() {
  const { sessionId = '' } = useParams();
  return <SlotSessionDetail key={sessionId} sessionId={sessionId} />;
}
