/**
 * Storage round trip: 200 × (upload a 2 MB image-like buffer, then download it) through supabase-js
 * as a signed-in user, against an in-memory emulator. Prints p50/p95 of one upload+download.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import ws from 'ws';
import { DEFAULT_JWT_SECRET } from '../emulator/config';
import { signJwt } from '../emulator/jwt';
import { startEmulator } from '../emulator/server';
import { fmt, percentile, timeMany } from './stats-util';

const ROUNDS = 200;
const SIZE = 2 * 1024 * 1024;

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

export default async function storageBench(): Promise<void> {
  const emu = await startEmulator({ port: 0, seed: false });
  try {
    const folder = `(storage.foldername(name))[1] = (select auth.uid())::text`;
    await emu.ctx.db.exec(`
      insert into storage.buckets (id, name, public, allowed_mime_types) values ('bench-images', 'bench-images', false, '{image/*}');
      create policy "bench read" on storage.objects for select to authenticated using (bucket_id = 'bench-images' and ${folder});
      create policy "bench write" on storage.objects for insert to authenticated with check (bucket_id = 'bench-images' and ${folder});
    `);
    const sub = randomUUID();
    const token = signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 }, DEFAULT_JWT_SECRET);
    const client = createClient(emu.url, emu.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
      realtime: { transport: ws as unknown as Transport },
    });
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(SIZE - 8)]);
    const bucket = client.storage.from('bench-images');

    const samples = await timeMany(ROUNDS, async (i) => {
      const key = `${sub}/img-${i}.png`;
      const up = await bucket.upload(key, png, { contentType: 'image/png' });
      if (up.error) throw up.error;
      const down = await bucket.download(key);
      if (down.error) throw down.error;
      if ((await down.data.arrayBuffer()).byteLength !== SIZE) throw new Error('downloaded size differs');
    });
    console.log(`storage 2 MB upload+download: p50 ${fmt(percentile(samples, 50))}, p95 ${fmt(percentile(samples, 95))} (${ROUNDS} rounds)`);
  } finally {
    await emu.close();
  }
}
