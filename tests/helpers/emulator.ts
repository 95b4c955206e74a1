import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startEmulator, type RunningEmulator, type StartOptions } from '../../emulator/server';

export interface TestEmulator extends RunningEmulator {
  /** A fresh supabase-js client with the anon key (no session persisted). */
  anon(): SupabaseClient;
  /** A supabase-js client with the service_role key. */
  service(): SupabaseClient;
  /** Creates a confirmed user through the admin API and returns a signed-in client. */
  signUpUser(email?: string, password?: string, metadata?: Record<string, unknown>): Promise<{ client: SupabaseClient; userId: string; email: string; password: string }>;
  /** Runs SQL as the superuser (fixtures). */
  sql(query: string): Promise<void>;
}

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
let counter = 0;

/**
 * Starts an in-memory emulator on a free port from the run's migrated + seeded snapshot.
 * Pass `{ fromSnapshot: false }` for a database without the run's seed (the schema snapshot,
 * emulator/snapshot.ts; with `schemaSnapshot: false` too, every migration is replayed). Auth rate limits are off (every test
 * signs in from 127.0.0.1) unless `authRateLimits` is given (tests/emulator/auth-rate-limit.test.ts).
 */
export async function startTestEmulator(opts: StartOptions & { fromSnapshot?: boolean } = {}): Promise<TestEmulator> {
  const { fromSnapshot = true, ...rest } = opts;
  let loadDataDir: Blob | undefined;
  if (fromSnapshot) {
    const file = inject('snapshotPath');
    loadDataDir = new Blob([await readFile(file)]);
  }
  const emu = await startEmulator({ port: 0, loadDataDir, authRateLimits: false, ...rest });
  const make = (key: string) => createClient(emu.url, key, clientOptions);
  return {
    ...emu,
    anon: () => make(emu.anonKey),
    service: () => make(emu.serviceRoleKey),
    async signUpUser(email, password = 'password123', metadata = {}) {
      const addr = email ?? `user${Date.now()}_${counter++}@test.local`;
      const admin = make(emu.serviceRoleKey);
      const { data, error } = await admin.auth.admin.createUser({
        email: addr,
        password,
        email_confirm: true,
        user_metadata: metadata,
      });
      if (error) throw error;
      const client = make(emu.anonKey);
      const { error: signInError } = await client.auth.signInWithPassword({ email: addr, password });
      if (signInError) throw signInError;
      return { client, userId: data.user.id, email: addr, password };
    },
    async sql(query) {
      await emu.ctx.db.exec(query);
    },
  };
}
