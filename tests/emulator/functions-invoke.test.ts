import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ROOT_DIR, DEFAULT_JWT_SECRET } from '../../emulator/config';
import { signJwt } from '../../emulator/jwt';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

const FIXTURES = path.join(ROOT_DIR, 'tests/fixtures/functions');
const USER_ID = '6a1c2f1e-0000-4000-8000-000000000001';

interface Echo {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | null>;
  body: string;
  env: Record<string, string | null>;
}

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ functionsDir: FIXTURES });
});
afterAll(async () => emu?.close());

/** supabase-js on Node 20 needs `ws` as its Realtime transport (no global WebSocket). */
const client = (headers: Record<string, string> = {}): SupabaseClient =>
  createClient(emu.url, emu.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { headers },
  });

const userToken = (exp = Math.floor(Date.now() / 1000) + 3600) =>
  signJwt({ sub: USER_ID, role: 'authenticated', aud: 'authenticated', exp }, DEFAULT_JWT_SECRET);

async function errorBody(error: unknown): Promise<{ status: number; body: unknown }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const res = (error as FunctionsHttpError).context as Response;
  return { status: res.status, body: await res.json() };
}

describe('functions.invoke', () => {
  it('round-trips JSON: method, sub-path, query and body reach the function', async () => {
    const { data, error } = await client().functions.invoke<Echo>('echo/sub/path?x=1&y=two', { body: { hello: 'world', n: 3 } });
    expect(error).toBeNull();
    expect(data?.method).toBe('POST');
    expect(data?.path).toBe('/echo/sub/path');
    expect(data?.query).toEqual({ x: '1', y: 'two' });
    expect(JSON.parse(data?.body ?? '')).toEqual({ hello: 'world', n: 3 });
    expect(data?.headers['content-type']).toBe('application/json');
  });

  it('passes Authorization, apikey, x-client-info and custom headers through', async () => {
    const token = userToken();
    const { data, error } = await client({ Authorization: `Bearer ${token}` }).functions.invoke<Echo>('echo', { method: 'GET', headers: { 'x-custom': 'yes' } });
    expect(error).toBeNull();
    expect(data?.method).toBe('GET');
    expect(data?.headers.authorization).toBe(`Bearer ${token}`);
    expect(data?.headers.apikey).toBe(emu.anonKey);
    expect(data?.headers['x-client-info']).toMatch(/^supabase-js/);
    expect(data?.headers['x-custom']).toBe('yes');
  });

  it('gives the function SUPABASE_URL and the project keys in Deno.env', async () => {
    const { data } = await client().functions.invoke<Echo>('echo', { body: {} });
    expect(data?.env).toEqual({
      SUPABASE_URL: emu.url,
      SUPABASE_ANON_KEY: emu.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: emu.serviceRoleKey,
      SUPABASE_DB_URL: '',
      FIXTURE_SECRET: null,
    });
  });

  it('returns application/pdf bytes intact as a Blob, with the function headers', async () => {
    const { data, error, response } = await client().functions.invoke<Blob>('pdf', { body: {} });
    expect(error).toBeNull();
    expect(data).toBeInstanceOf(Blob);
    expect(response?.headers.get('content-type')).toBe('application/pdf');
    expect(response?.headers.get('content-disposition')).toBe('attachment; filename="w2g.pdf"');
    const bytes = new Uint8Array(await (data as Blob).arrayBuffer());
    const head = new TextEncoder().encode('%PDF-1.4\n');
    const expected = new Uint8Array(head.length + 256);
    expected.set(head);
    for (let i = 0; i < 256; i++) expected[head.length + i] = i;
    expect(bytes).toEqual(expected);
  });

  it('answers an unknown function with 404 NOT_FOUND', async () => {
    const { data, error } = await client().functions.invoke('no-such-function', { body: {} });
    expect(data).toBeNull();
    expect(await errorBody(error)).toEqual({ status: 404, body: { code: 'NOT_FOUND', message: 'Requested function was not found' } });
  });

  it('turns a thrown error into 500 {error} and keeps serving', async () => {
    const failed = await client().functions.invoke('throws', { body: { fail: true } });
    expect(await errorBody(failed.error)).toEqual({ status: 500, body: { error: 'fixture failure' } });
    const next = await client().functions.invoke('throws', { body: {} });
    expect(next).toMatchObject({ data: { ok: true }, error: null });
  });

  it('turns a function that fails to import into 500 {error}, other functions unaffected', async () => {
    const broken = await client().functions.invoke('broken', { body: {} });
    expect(await errorBody(broken.error)).toEqual({ status: 500, body: { error: 'broken at import' } });
    const ok = await client().functions.invoke<Echo>('echo', { body: 'still here' });
    expect(ok.data?.body).toBe('still here');
  });

  it('serves overlapping calls concurrently, each with its own answer', async () => {
    const calls = [1, 2, 3].map((id) => client().functions.invoke<{ id: number }>('slow', { body: { id, ms: 150 - id * 30 } }));
    const results = await Promise.all(calls);
    expect(results.map((r) => r.data?.id)).toEqual([1, 2, 3]);
  });

  it('resolves npm: imports offline and lets the function call SUPABASE_URL', async () => {
    const { data, error } = await client().functions.invoke('npm-client', { body: {} });
    expect(error).toBeNull();
    expect(data).toEqual({ client: 'object', health: { ok: true } });
  });

  it('loads a function that starts with the edge-runtime types import (no network)', async () => {
    expect(await client().functions.invoke('typed', { body: {} })).toMatchObject({ data: { typed: true }, error: null });
  });
});

describe('gateway JWT check (verify_jwt on by default)', () => {
  it('refuses a bad bearer with 401 before the function runs', async () => {
    const { error } = await client().functions.invoke('echo', { body: {}, headers: { Authorization: 'Bearer not.a.jwt' } });
    expect(await errorBody(error)).toEqual({ status: 401, body: { code: 401, message: 'Invalid JWT' } });
  });

  it('refuses an expired token and accepts a valid user token', async () => {
    const expired = await client().functions.invoke('echo', { body: {}, headers: { Authorization: `Bearer ${userToken(1000)}` } });
    expect(await errorBody(expired.error)).toEqual({ status: 401, body: { code: 401, message: 'Invalid JWT' } });
    const valid = await client().functions.invoke<Echo>('echo', { body: {}, headers: { Authorization: `Bearer ${userToken()}` } });
    expect(valid.error).toBeNull();
    expect(valid.data?.method).toBe('POST');
  });

  it('refuses a request without Authorization', async () => {
    const res = await fetch(`${emu.url}/functions/v1/echo`, { method: 'POST', headers: { apikey: emu.anonKey } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 401, message: 'Missing authorization header' });
  });
});

describe('CORS', () => {
  it('answers a browser preflight so the invoke may follow', async () => {
    const res = await fetch(`${emu.url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(res.ok).toBe(true);
    expect(res.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/localhost:5173)$/);
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['authorization', 'x-client-info', 'apikey', 'content-type']) expect(allowed).toContain(h);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });
});
