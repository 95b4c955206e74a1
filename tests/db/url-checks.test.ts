import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URL_ATTACKS } from '../../src/test/url-attacks';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * Every stored URL is http(s) only, at each layer. This file: the database's CHECK constraints. The zod
 * schemas are tested beside them (notification-form, casino-form-schema, slot-form tests), the render-time
 * guard in src/lib/safe-url.test.ts and notification-style.test.ts; all use src/test/url-attacks.ts.
 */
let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => emu?.close());

/** table.column, and a row that is valid apart from the URL. */
const COLUMNS: { table: string; column: string; row: Record<string, unknown>; good: string }[] = [
  { table: 'notifications', column: 'action_url', row: { title: 't', message: 'm', target_type: 'all' }, good: '/w2g/reports' },
  { table: 'casinos', column: 'website', row: { name: 'URL Test Casino' }, good: 'bellagio.mgmresorts.com' },
  { table: 'casinos', column: 'image_url', row: { name: 'URL Test Casino' }, good: 'https://example.com/a.png' },
  { table: 'slot_machines', column: 'image_url', row: { name: 'URL Test Slot' }, good: 'https://example.com/a.png' },
  { table: 'slot_machine_manufacturers', column: 'website', row: {}, good: 'https://example.com' },
];

describe('URL rules', () => {
  it('the database CHECK constraints refuse every attack, even for the service role, and take the good values', async () => {
    const db = emu.ctx.db;
    const refused: string[] = [];
    let n = 0;
    for (const { table, column, row, good } of COLUMNS) {
      for (const url of [...URL_ATTACKS, good]) {
        const values = { ...row, ...(table === 'slot_machine_manufacturers' ? { name: `URL Test ${n++}` } : {}), [column]: url };
        const cols = Object.keys(values);
        const sql = `insert into public.${table} (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')})`;
        try {
          await db.transaction(async (tx) => {
            await tx.query(sql, Object.values(values));
            await tx.rollback();
          });
          if (url !== good) refused.push(`NOT REFUSED ${table}.${column} ${JSON.stringify(url)}`);
        } catch (e) {
          const code = (e as { code?: string }).code;
          // A NUL never reaches the check: Postgres text cannot hold it (22021).
          if (url === good || (code !== '23514' && code !== '22021')) refused.push(`${table}.${column} ${JSON.stringify(url)}: ${code} ${(e as Error).message}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it('an admin saving a javascript: action URL through the API gets 400 23514', async () => {
    const admin = emu.anon();
    expect((await admin.auth.signInWithPassword({ email: 'admin@slotplay.test', password: 'DemoAdmin123!' })).error).toBeNull();
    const { error } = await admin.from('notifications').insert({ title: 't', message: 'm', target_type: 'all', action_url: 'javascript:alert(1)' });
    expect(error).toMatchObject({ code: '23514' });
  });
});
