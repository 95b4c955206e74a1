/** What the restore benches share: the load average, the app's modules in Node, supabase-js clients. */
import { loadavg } from 'node:os';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
export const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/**
 * Node's fetch reuses a kept-alive socket the server closed while this process was busy for seconds (building
 * or reading the ZIP: no worker in Node); that request fails with ECONNRESET (or undici's "other side closed",
 * UND_ERR_SOCKET) before reaching the server, so it is
 * sent again once. (A browser retries such a request itself.)
 */
export const retryingFetch: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (e) {
    const code = (e as { cause?: { code?: string } }).cause?.code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw e;
    return fetch(input, init);
  }
};
export const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  global: { fetch: retryingFetch },
  // Node 20 has no WebSocket of its own (supabase-js makes a realtime client even when it is not used).
  realtime: { transport: WebSocket as never },
};

/** The app's modules with '@/…' resolved to src/ and '@/lib/supabase' to the client this bench sets. */
let registered = false;
export function registerApp(): void {
  if (registered) return;
  registered = true;
  const srcUrl = pathToFileURL(path.resolve(import.meta.dirname, '../src') + '/').href;
  const client =
    'data:text/javascript,' +
    encodeURIComponent(
      `export const supabase = new Proxy({}, { get(_, k) { const c = globalThis.__benchSupabase; const v = c[k]; return typeof v === 'function' ? v.bind(c) : v; } });`,
    );
  register(
    'data:text/javascript,' +
      encodeURIComponent(`export async function resolve(s, c, next) {
        if (s === '@/lib/supabase') return { url: ${JSON.stringify(client)}, shortCircuit: true };
        return next(s.startsWith('@/') ? new URL(s.slice(2), ${JSON.stringify(srcUrl)}).href : s, c);
      }`),
  );
}

export async function signIn(
  url: string,
  anonKey: string,
  email: string,
  password: string,
): Promise<{ client: SupabaseClient; userId: string }> {
  const client = createClient(url, anonKey, clientOptions);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, userId: data.user.id };
}

/**
 * POST /rest/v1/rpc/restore_my_data over node:http: one call that may run for minutes on a loaded machine (the
 * row trigger of before), past the 300 s Node's fetch waits for an answer's headers. Throws on a non-2xx answer.
 */
export async function restoreInOneCall(client: SupabaseClient, url: string, anonKey: string, body: Blob | string): Promise<void> {
  const token = (await client.auth.getSession()).data.session!.access_token;
  const bytes = typeof body === 'string' ? Buffer.from(body) : new Uint8Array(await body.arrayBuffer());
  const { request } = await import('node:http');
  await new Promise<void>((resolve, reject) => {
    const req = request(
      `${url}/rest/v1/rpc/restore_my_data`,
      { method: 'POST', headers: { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          (res.statusCode ?? 500) < 300
            ? resolve()
            : reject(new Error(`restore_my_data ${res.statusCode}: ${Buffer.concat(chunks).toString('utf8').slice(0, 500)}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
}

/** The app's Download / Restore my data modules (export, read, restore), loaded with '@/…' resolved. */
export async function appApi<T>(): Promise<T> {
  registerApp();
  const src = path.resolve(import.meta.dirname, '../src/features/account/api');
  return {
    ...(await import(pathToFileURL(path.join(src, 'export-my-data.ts')).href)),
    ...(await import(pathToFileURL(path.join(src, 'read-restore-archive.ts')).href)),
    ...(await import(pathToFileURL(path.join(src, 'restore-my-data.ts')).href)),
  } as T;
}
