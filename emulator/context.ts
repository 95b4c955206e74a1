import type { Db } from './db';
import type { EmulatorConfig } from './config';
import type { AuthRateLimiter } from './auth/rate-limit';
import type { Outbox } from './mail';
import type { KeySet } from './request-auth';

/** Everything a service of the emulator needs; one per running emulator. */
export interface EmulatorContext {
  db: Db;
  config: EmulatorConfig;
  keys: KeySet;
  outbox: Outbox;
  /** GoTrue's rate limits ([auth.rate_limit] in supabase/config.toml). */
  authLimits: AuthRateLimiter;
  /** Called after every committed write through any service (Realtime listens here). */
  afterCommit: Set<() => void>;
  /** Cleanup callbacks run when the emulator stops. */
  onClose: Array<() => Promise<void> | void>;
}
