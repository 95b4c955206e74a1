import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { appSupabase as app } from '../helpers/app-supabase';

/**
 * The CSV import's writes (src/features/account/api/import-sessions.ts) through supabase-js against the emulator:
 * rows go in batches (1,000 a request) and key lookups four at a time, and a row is created once whatever
 * happens: the same file again, or a retry after an import stopped half-way, adds only what is missing.
 */
vi.mock('@/lib/supabase', async () => (await import('../helpers/app-supabase')).appSupabaseModule);
interface ImportApi {
  importSessions(input: { userId: string; rows: ReturnType<typeof rows> }): Promise<{ created: number; skipped: number }>;
  getImportedKeys(userId: string, keys: readonly string[]): Promise<Set<string>>;
}
// Through the app's alias at run time (the tests' tsconfig does not resolve '@/', see tests/referee/rest-cases.ts).
const API_MODULE = '@/features/account/api/import-sessions';
const { getImportedKeys, importSessions } = (await import(/* @vite-ignore */ API_MODULE)) as ImportApi;

let emu: TestEmulator;
let player: { client: SupabaseClient; userId: string };
let casinoId: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  player = await emu.signUpUser();
  app.client = player.client;
  const { data, error } = await player.client.from('casinos').select('id').limit(1).single();
  if (error) throw error;
  casinoId = data.id;
});
afterAll(async () => emu?.close());

const rows = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({
    line: i + 2,
    date: '2015-03-01',
    time: '14:30',
    casinoName: 'x',
    city: '',
    machine: '',
    coinsIn: i + 1,
    coinsOut: 0,
    with: '',
    notes: `${tag} ${i + 1}`,
    key: `csv:${tag}-${String(i).padStart(6, '0')}`,
    status: 'accepted' as const,
    reason: null,
    casinoId,
    candidates: [],
  }));

async function countOf(tag: string): Promise<{ rows: number; distinct: number; sumIn: number }> {
  const { data, error } = await player.client.from('gambling_sessions').select('notes, coins_in').like('notes', `${tag} %`).range(0, 4999);
  if (error) throw error;
  return { rows: data.length, distinct: new Set(data.map((r) => r.notes)).size, sumIn: data.reduce((s, r) => s + Number(r.coins_in), 0) };
}

describe('CSV import of sessions', () => {
  it('writes 2,001 rows in batches exactly once, and the same file again adds none', async () => {
    const file = rows(2001, 'once');
    expect(await importSessions({ userId: player.userId, rows: file })).toEqual({ created: 2001, skipped: 0 });
    // 1 + 2 + ... + 2001 = 2001 * 2002 / 2 = 2,003,001
    expect(await countOf('once')).toEqual({ rows: 2001, distinct: 2001, sumIn: 2_003_001 });
    const keys = await getImportedKeys(player.userId, file.map((r) => r.key));
    expect(keys.size).toBe(2001);
    expect(await importSessions({ userId: player.userId, rows: file })).toEqual({ created: 0, skipped: 2001 });
    expect(await countOf('once')).toEqual({ rows: 2001, distinct: 2001, sumIn: 2_003_001 });
  });

  it('a retry after an import stopped half-way creates only the missing rows', async () => {
    const file = rows(1500, 'retry');
    // The first batch (1,000 rows) made it before the connection dropped.
    expect(await importSessions({ userId: player.userId, rows: file.slice(0, 1000) })).toEqual({ created: 1000, skipped: 0 });
    expect(await importSessions({ userId: player.userId, rows: file })).toEqual({ created: 500, skipped: 1000 });
    // 1 + ... + 1500 = 1,125,750
    expect(await countOf('retry')).toEqual({ rows: 1500, distinct: 1500, sumIn: 1_125_750 });
  });

  it('looks up only the keys asked for, of this player', async () => {
    const asked = ['csv:once-000000', 'csv:once-002000', 'csv:retry-001499', 'csv:never-imported'];
    expect([...(await getImportedKeys(player.userId, asked))].sort()).toEqual(['csv:once-000000', 'csv:once-002000', 'csv:retry-001499']);
    const other = await emu.signUpUser();
    app.client = other.client;
    try {
      expect((await getImportedKeys(other.userId, asked)).size).toBe(0);
    } finally {
      app.client = player.client;
    }
  });
});
