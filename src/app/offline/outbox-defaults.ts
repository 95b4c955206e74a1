import type { QueryClient } from '@tanstack/react-query';
import { registerWrites } from '@/lib/offline/register-writes';

/**
 * Registers the outbox's request for every write kind (./outbox-writes.ts) once someone is signed in. The kinds
 * themselves (their requests, zod schemas, row projections) load with the first write sent, not with the first
 * screen: a screen that only reads never waits for them.
 */
export function registerOutboxWrites(client: QueryClient): void {
  registerWrites(client, () => import('./outbox-writes').then((m) => m.OUTBOX_WRITES));
}
