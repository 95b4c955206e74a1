/**
 * Realtime: delivery latency of postgres_changes from an autocommitted INSERT to the supabase-js
 * callback, for a signed-in subscriber whose RLS is checked per event; 200 sequential inserts.
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEFAULT_JWT_SECRET } from '../emulator/config';
import { signJwt } from '../emulator/jwt';
import { startEmulator } from '../emulator/server';
import { fmt, percentile } from './stats-util';

const USER = '0a11ce00-0000-4000-8000-000000000001';

export default async function (): Promise<void> {
  const emu = await startEmulator({ port: 0, seed: false });
  await emu.ctx.db.exec(`
    create table public.bench_events (id bigserial primary key, user_id uuid not null, n int not null);
    alter table public.bench_events enable row level security;
    grant select on public.bench_events to authenticated;
    create policy "Users can read their own events" on public.bench_events for select to authenticated
      using ((select auth.uid()) = user_id);
    alter publication supabase_realtime add table public.bench_events;
  `);
  const token = signJwt({ sub: USER, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 }, DEFAULT_JWT_SECRET);
  const client = createClient(emu.url, emu.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  await client.realtime.setAuth(token);
  let arrived: (() => void) | null = null;
  const channel = client
    .channel('bench')
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'bench_events' }, () => arrived?.());
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, err) => (status === 'SUBSCRIBED' ? resolve() : status !== 'CLOSED' && reject(err ?? new Error(status)))),
  );
  try {
    const samples: number[] = [];
    for (let i = 0; i < 200; i++) {
      const got = new Promise<void>((r) => (arrived = r));
      const t0 = performance.now();
      await emu.ctx.db.query('insert into public.bench_events (user_id, n) values ($1, $2)', [USER, i]);
      await got;
      samples.push(performance.now() - t0);
    }
    console.log(`realtime insert -> client callback x200 (RLS-checked): p50 ${fmt(percentile(samples, 50))}, p95 ${fmt(percentile(samples, 95))}`);
  } finally {
    await client.removeAllChannels();
    client.realtime.disconnect();
    await emu.close();
  }
}
