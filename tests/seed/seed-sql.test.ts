import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../emulator/config';
import { generateSeedSql } from '../../scripts/gen-seed';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

const SEED_FILE = path.join(ROOT_DIR, 'supabase/seed.sql');
const TABLES = [
  'auth.users', 'auth.identities', 'public.profiles', 'public.admin_users', 'public.casinos', 'public.slot_machines',
  'public.slot_machine_manufacturers', 'public.state_casino_management', 'public.user_casino_preferences',
  'public.gambling_sessions', 'public.casino_sessions', 'public.w2g_jackpots', 'public.social_posts',
  'public.social_post_comments', 'public.social_post_reactions', 'public.social_post_reports',
  'public.notifications', 'public.user_notifications', 'public.support_tickets',
];

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => emu?.close());

async function counts(): Promise<Record<string, number>> {
  const sql = `select ${TABLES.map((t, i) => `(select count(*) from ${t})::int as c${i}`).join(', ')}`;
  const row = (await emu.ctx.db.query<Record<string, number>>(sql)).rows[0];
  return Object.fromEntries(TABLES.map((t, i) => [t, row[`c${i}`]]));
}

describe('supabase/seed.sql', () => {
  it('is what scripts/gen-seed.ts generates now (regenerate after editing the data modules)', async () => {
    const committed = await readFile(SEED_FILE, 'utf8');
    const generated = generateSeedSql();
    expect(generated).toBe(generateSeedSql());
    expect(generated === committed).toBe(true);
  });

  it('is a no-op when applied a second time', async () => {
    const before = await counts();
    expect(before['public.gambling_sessions']).toBeGreaterThan(0);
    const casinosBefore = (await emu.ctx.db.query('select id, name, data_quality_score from public.casinos order by id')).rows;

    await emu.ctx.db.exec(await readFile(SEED_FILE, 'utf8'));

    expect(await counts()).toEqual(before);
    const casinosAfter = (await emu.ctx.db.query('select id, name, data_quality_score from public.casinos order by id')).rows;
    expect(casinosAfter).toEqual(casinosBefore);
  });

  it('uses only plain Postgres: no emulator-only schemas or PG17+ functions', async () => {
    const sql = await readFile(SEED_FILE, 'utf8');
    expect(sql).not.toMatch(/supabase_migrations\./);
    expect(sql).not.toMatch(/\brandom\(\s*-?\d/);
    expect(sql).not.toMatch(/\buuidv7\(/);
  });
});
