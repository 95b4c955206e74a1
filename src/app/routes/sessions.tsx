import { SessionsPage } from '@/features/sessions/components/sessions-page';

/** Route: /sessions. */
export function SessionsRoute() {
  return <SessionsPage />;
}
