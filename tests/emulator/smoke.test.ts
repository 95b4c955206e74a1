import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => emu?.close());

describe('emulator boot', () => {
  it('answers health and has the bootstrap roles', async () => {
    const res = await fetch(`${emu.url}/_local/health`);
    expect(res.status).toBe(200);
    const roles = await emu.ctx.db.query<{ rolname: string }>(
      "select rolname from pg_roles where rolname in ('anon','authenticated','service_role','authenticator') order by 1",
    );
    expect(roles.rows.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'authenticator', 'service_role']);
  });
});
