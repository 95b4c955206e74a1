import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

describe('emulator close', () => {
  it('removes the storage directory it made for itself, and keeps one it was given', async () => {
    const own = await startTestEmulator();
    const made = own.ctx.config.storageDir;
    expect(existsSync(made)).toBe(true);
    await own.close();
    expect(existsSync(made)).toBe(false);

    const given = mkdtempSync(path.join(tmpdir(), 'emu-given-'));
    try {
      const other = await startTestEmulator({ storageDir: given });
      await other.close();
      expect(existsSync(given)).toBe(true);
    } finally {
      rmSync(given, { recursive: true, force: true });
    }
  });
});
