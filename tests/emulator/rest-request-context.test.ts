import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { signJwt } from '../../emulator/jwt';

// What PostgREST hands SQL about the request: request.headers / request.method / request.path / claims.
let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
  await emu.sql(`
    create function rc_context() returns json language sql stable as $$
      select json_build_object(
        'headers', current_setting('request.headers', true)::json,
        'method', current_setting('request.method', true),
        'path', current_setting('request.path', true),
        'sub', auth.uid(),
        'role', current_user)
    $$;
    grant execute on function rc_context() to anon, authenticated;
  `);
});
afterAll(async () => emu?.close());

async function context(headers: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${emu.url}/rest/v1/rpc/rc_context`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: '{}' });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('rest request context', () => {
  it('sets request.headers (lower-case names, as sent), method, path, role and claims', async () => {
    const { status, body } = await context({ apikey: emu.anonKey, 'X-Client-Info': 'supabase-js/2 test', 'X-Trace': '  t1  ' });
    expect(status).toBe(200);
    const headers = body.headers as Record<string, string>;
    expect(headers.apikey).toBe(emu.anonKey);
    expect(headers['x-client-info']).toBe('supabase-js/2 test');
    expect(headers['x-trace']).toBe('t1');
    expect(headers['content-type']).toBe('application/json');
    expect(Object.keys(headers).every((k) => k === k.toLowerCase())).toBe(true);
    expect(body).toMatchObject({ method: 'POST', path: '/rpc/rc_context', sub: null, role: 'anon' });
  });

  it('runs a repeated bearer as the same user on every request, and refuses it once expired', async () => {
    const sub = '22222222-2222-2222-2222-222222222222';
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ sub, role: 'authenticated', exp: now + 3600 }, emu.ctx.config.jwtSecret);
    for (let i = 0; i < 3; i++) {
      const { status, body } = await context({ apikey: emu.anonKey, Authorization: `Bearer ${token}` });
      expect(status).toBe(200);
      expect(body).toMatchObject({ sub, role: 'authenticated' });
    }
    const expired = signJwt({ sub, role: 'authenticated', exp: now - 1 }, emu.ctx.config.jwtSecret);
    for (let i = 0; i < 2; i++) {
      const { status, body } = await context({ apikey: emu.anonKey, Authorization: `Bearer ${expired}` });
      expect(status).toBe(401);
      expect(body).toEqual({ code: 'PGRST303', message: 'JWT expired', details: null, hint: null });
    }
  });
});
