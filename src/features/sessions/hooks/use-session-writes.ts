import { useShownWrites } from '@/lib/offline/use-offline-state';
import { SESSION_WRITES } from '../writes/session-writes';

/** The session writes not answered yet (or refused), oldest first: the lists apply them over the server's rows. */
export function useSessionWrites() {
  return useShownWrites(SESSION_WRITES);
}
