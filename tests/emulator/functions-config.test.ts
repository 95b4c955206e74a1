import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ROOT_DIR } from '../../emulator/config';
import { CORS_PREFLIGHT_HEADERS, functionsRoutes } from '../../emulator/functions/routes';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// A project of its own: config.toml turns verify_jwt off for open-echo, functions/.env holds a secret,
// and functions can be written while the emulator runs.
const root = mkdtempSync(path.join(tmpdir(), 'fn-config-'));
const functionsDir = path.join(root, 'supabase/functions');

let emu: TestEmulator;
beforeAll(async () => {
  cpSync(path.join(ROOT_DIR, 'tests/fixtures/functions'), functionsDir, { recursive: true });
  writeFileSync(path.join(root, 'supabase/config.toml'), '[functions.open-echo]\nverify_jwt = false\n');
  writeFileSync(path.join(functionsDir, '.env'), 'FIXTURE_SECRET="from-dotenv"\n');
  emu = await startTestEmulator({ rootDir: root, functionsDir });
});
afterAll(async () => {
  await emu?.close();
  rmSync(root, { recursive: true, force: true });
});

/** supabase-js on Node 20 needs `ws` as its Realtime transport (no global WebSocket). */
const client = (): SupabaseClient =>
  createClient(emu.url, emu.anonKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });

function writeFunction(name: string, files: Record<string, string>): void {
  mkdirSync(path.join(functionsDir, name), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(functionsDir, name, file), text);
}

describe('functions project configuration', () => {
  it('skips the JWT check for a function with verify_jwt = false', async () => {
    const res = await fetch(`${emu.url}/functions/v1/open-echo`, { method: 'POST', headers: { Authorization: 'Bearer not.a.jwt' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ authorization: 'Bearer not.a.jwt', secret: 'from-dotenv' });
    const noAuth = await fetch(`${emu.url}/functions/v1/open-echo`, { method: 'POST' });
    expect(noAuth.status).toBe(200);
  });

  it('still checks JWTs of the other functions', async () => {
    const res = await fetch(`${emu.url}/functions/v1/echo`, { method: 'POST', headers: { Authorization: 'Bearer not.a.jwt' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 401, message: 'Invalid JWT' });
  });

  it('reloads a function when a file it imports is edited, without a restart', async () => {
    const index = `import { message } from './message.ts';\nDeno.serve(() => Response.json({ message }));\n`;
    writeFunction('hot', { 'index.ts': index, 'message.ts': `export const message = 'first';\n` });
    const first = await client().functions.invoke('hot', { body: {} });
    expect(first).toMatchObject({ data: { message: 'first' }, error: null });

    writeFunction('hot', { 'message.ts': `export const message = 'second version';\n` });
    const second = await client().functions.invoke('hot', { body: {} });
    expect(second).toMatchObject({ data: { message: 'second version' }, error: null });
  });

  it('reloads when a file under functions/_shared changes', async () => {
    const index = `import { greeting } from '../_shared/greeting.ts';\nDeno.serve(() => Response.json({ greeting }));\n`;
    writeFunction('_shared', { 'greeting.ts': `export const greeting = 'hello';\n` });
    writeFunction('uses-shared', { 'index.ts': index });
    expect(await client().functions.invoke('uses-shared', { body: {} })).toMatchObject({ data: { greeting: 'hello' } });

    writeFunction('_shared', { 'greeting.ts': `export const greeting = 'hello again';\n` });
    expect(await client().functions.invoke('uses-shared', { body: {} })).toMatchObject({ data: { greeting: 'hello again' } });
  });

  it('does not serve _shared as a function', async () => {
    const { error } = await client().functions.invoke('_shared', { body: {} });
    expect(error?.context.status).toBe(404);
  });

  it('picks up a function created while running, and a fix of a broken one', async () => {
    writeFunction('late', { 'index.ts': `throw new Error('not yet');\n` });
    const broken = await client().functions.invoke('late', { body: {} });
    expect(broken.error).not.toBeNull();
    writeFunction('late', { 'index.ts': `Deno.serve(async (req) => new Response(await req.text(), { headers: { 'content-type': 'text/plain' } }));\n` });
    const fixed = await client().functions.invoke('late', { body: 'plain text' });
    expect(fixed).toMatchObject({ data: 'plain text', error: null });
  });
});

describe('preflight answer of the functions sub-app', () => {
  it('is 200 ok with the gateway CORS headers', async () => {
    const res = await functionsRoutes(emu.ctx).request('/echo', { method: 'OPTIONS' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
    for (const [k, v] of Object.entries(CORS_PREFLIGHT_HEADERS)) expect(res.headers.get(k)).toBe(v);
  });
});
