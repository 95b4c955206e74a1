import type { QueryClient } from '@tanstack/react-query';
import { registerSessionWrites } from '@/features/sessions/api/register-outbox';
import { registerTripWrites } from '@/features/trips/api/register-outbox';
import { registerW2gWrites } from '@/features/w2g/api/register-outbox';

/** Every feature's keyed writes (their requests and retry policies), registered once someone is signed in. */
export function registerOutboxWrites(client: QueryClient): void {
  registerSessionWrites(client);
  registerW2gWrites(client);
  registerTripWrites(client);
}
