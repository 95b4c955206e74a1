import { useParams } from 'react-router-dom';
import { EditSlotSession } from '@/features/sessions/components/edit-slot-session';

/** Route: /sessions/:sessionId/edit (slot session form loaded with the session). */
export function SessionEditRoute() {
  const { sessionId = '' } = useParams();
  return <EditSlotSession key={sessionId} sessionId={sessionId} />;
}
