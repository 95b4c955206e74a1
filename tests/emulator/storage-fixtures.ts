import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import ws from 'ws';
import { DEFAULT_JWT_SECRET } from '../../emulator/config';
import { signJwt } from '../../emulator/jwt';
import type { TestEmulator } from '../helpers/emulator';

/** supabase-js options for tests (Node 20 has no global WebSocket, so realtime gets `ws`). */
type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;
const options: SupabaseClientOptions<'public'> = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: ws as unknown as Transport },
};

export interface TestUser {
  id: string;
  token: string;
  client: SupabaseClient;
}

/** A signed-in user: a minted `authenticated` JWT sent as the bearer by an unmodified supabase-js. */
export function userClient(emu: TestEmulator, id: string = randomUUID()): TestUser {
  const token = signJwt({ sub: id, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 }, DEFAULT_JWT_SECRET);
  const client = createClient(emu.url, emu.anonKey, { ...options, global: { headers: { Authorization: `Bearer ${token}` } } });
  return { id, token, client };
}

export const serviceClient = (emu: TestEmulator) => createClient(emu.url, emu.serviceRoleKey, options);
export const anonClient = (emu: TestEmulator) => createClient(emu.url, emu.anonKey, options);

const OWNER_FOLDER = `(storage.foldername(name))[1] = (select auth.uid())::text`;

/**
 * Buckets `st-private` (private), `st-public` (public) and `st-limited` (1 KiB, image/* only) with
 * owner-folder policies: a user reads and writes only under `<their id>/…`.
 */
export async function createStorageFixtures(emu: TestEmulator): Promise<void> {
  const buckets = `bucket_id in ('st-private', 'st-public', 'st-limited')`;
  await emu.sql(`
    insert into storage.buckets (id, name, public) values ('st-private', 'st-private', false), ('st-public', 'st-public', true);
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
      values ('st-limited', 'st-limited', false, 1024, '{image/*}');
    create policy "st users read own folder" on storage.objects for select to authenticated
      using (${buckets} and ${OWNER_FOLDER});
    create policy "st users upload to own folder" on storage.objects for insert to authenticated
      with check (${buckets} and ${OWNER_FOLDER});
    create policy "st users update own folder" on storage.objects for update to authenticated
      using (${buckets} and ${OWNER_FOLDER}) with check (${buckets} and ${OWNER_FOLDER});
    create policy "st users delete own folder" on storage.objects for delete to authenticated
      using (${buckets} and ${OWNER_FOLDER});
  `);
}

/** Every file (relative path) under a directory, recursively; [] when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort();
}
