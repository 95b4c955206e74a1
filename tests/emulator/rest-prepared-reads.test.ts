import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { signJwt } from '../../emulator/jwt';

// REST reads run as prepared statements (one per role and SQL text): the values, the role's row-level
// security, the claims and schema changes must all still decide every answer.
let emu: TestEmulator;
const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

beforeAll(async () => {
  emu = await startTestEmulator();
  await emu.sql(`
    create table public.pr_notes (id int primary key, owner uuid, body text);
    alter table public.pr_notes enable row level security;
    create policy pr_notes_own on public.pr_notes for select to authenticated using (owner = auth.uid());
    create policy pr_notes_public on public.pr_notes for select to anon using (owner is null);
    grant select on public.pr_notes to anon, authenticated;
    insert into public.pr_notes values (1, '${ALICE}', 'alice 1'), (2, '${ALICE}', 'alice 2'), (3, '${BOB}', 'bob 3'), (4, null, 'public 4');
    notify pgrst, 'reload schema';
  `);
});
afterAll(async () => emu?.close());

function bearer(sub: string): string {
  return signJwt({ sub, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 }, emu.ctx.config.jwtSecret);
}

async function get(query: string, token?: string): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { apikey: emu.anonKey };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${emu.url}/rest/v1/pr_notes?${query}`, { headers });
  return { status: res.status, body: await res.json() };
}

async function preparedReads(): Promise<string[]> {
  const r = await emu.ctx.db.query<{ statement: string }>(`select statement from pg_prepared_statements where name like 'emu_read_%' and statement like '%pr_notes%'`);
  return r.rows.map((x) => x.statement);
}

describe('prepared REST reads', () => {
  it('answer each value, user and role by its own rows, with one prepared statement per role and text', async () => {
    const alice = bearer(ALICE);
    const bob = bearer(BOB);
    // The same text (select=body&id=eq.$1) with other values and other users, alternating.
    expect(await get('select=body&id=eq.1', alice)).toEqual({ status: 200, body: [{ body: 'alice 1' }] });
    expect(await get('select=body&id=eq.2', alice)).toEqual({ status: 200, body: [{ body: 'alice 2' }] });
    expect(await get('select=body&id=eq.1', bob)).toEqual({ status: 200, body: [] });
    expect(await get('select=body&id=eq.3', bob)).toEqual({ status: 200, body: [{ body: 'bob 3' }] });
    expect(await get('select=body&id=eq.3', alice)).toEqual({ status: 200, body: [] });
    // Past Postgres's five custom plans, a generic plan must still read the claims of each request.
    for (let i = 0; i < 6; i++) {
      expect(await get('select=body&id=eq.2', i % 2 ? alice : bob)).toEqual({ status: 200, body: i % 2 ? [{ body: 'alice 2' }] : [] });
    }
    // Another role, the same text: anon's policy.
    expect(await get('select=body&id=eq.4')).toEqual({ status: 200, body: [{ body: 'public 4' }] });
    expect(await get('select=body&id=eq.1')).toEqual({ status: 200, body: [] });
    const statements = await preparedReads();
    expect(statements.filter((s) => s.includes('"body"') && s.includes('$1'))).toHaveLength(2);
  });

  it('reads a new column after the schema changes, and answers a bad value with the same error', async () => {
    const alice = bearer(ALICE);
    expect(await get('select=id,body&order=id', alice)).toEqual({ status: 200, body: [{ id: 1, body: 'alice 1' }, { id: 2, body: 'alice 2' }] });
    await emu.sql(`alter table public.pr_notes add column mood text default 'fine'; notify pgrst, 'reload schema';`);
    expect(await get('select=id,body,mood&order=id', alice)).toEqual({ status: 200, body: [{ id: 1, body: 'alice 1', mood: 'fine' }, { id: 2, body: 'alice 2', mood: 'fine' }] });
    await emu.sql(`alter table public.pr_notes alter column body type varchar(3) using left(body, 3)`);
    expect(await get('select=id,body&order=id', alice)).toEqual({ status: 200, body: [{ id: 1, body: 'ali' }, { id: 2, body: 'ali' }] });
    expect(await get('select=body&id=eq.x', alice)).toEqual({
      status: 400,
      body: { code: '22P02', message: 'invalid input syntax for type integer: "x"', details: null, hint: null },
    });
  });
});
