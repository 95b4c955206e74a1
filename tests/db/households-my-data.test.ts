import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { unzipSync } from 'fflate';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { appSupabase as app } from '../helpers/app-supabase';

/**
 * "Download my data" lists the player's households (src/features/account/api/export-my-data.ts through supabase-js
 * against the emulator): the inviter's and, once accepted, the partner's; nobody else's.
 */
vi.mock('@/lib/supabase', async () => (await import('../helpers/app-supabase')).appSupabaseModule);
interface Api {
  exportMyData(input: { userId: string; year: number | null; onProgress: () => void }): Promise<{ zip: Blob }>;
}
// Through the app's alias at run time (the tests' tsconfig does not resolve '@/', see tests/referee/rest-cases.ts).
const EXPORT = '@/features/account/api/export-my-data';
const api = (await import(/* @vite-ignore */ EXPORT)) as Api;

type Player = { client: SupabaseClient; userId: string; email: string };
let emu: TestEmulator;
let a: Player;
let b: Player;
let c: Player;
let household: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  [a, b, c] = [await emu.signUpUser(), await emu.signUpUser(), await emu.signUpUser()];
  household = (await a.client.rpc('invite_household', { p_email: b.email })).data as string;
  expect((await b.client.rpc('accept_household_invite', { p_id: household })).error).toBeNull();
}, 120_000);
afterAll(async () => emu?.close());

async function exportedHouseholds(p: Player): Promise<Record<string, unknown>[]> {
  app.client = p.client;
  const { zip } = await api.exportMyData({ userId: p.userId, year: null, onProgress: () => {} });
  const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
  return JSON.parse(new TextDecoder().decode(files['my-data/households.json']));
}

describe('Download my data: households', () => {
  it("lists the household for both its players (the inviter's and the partner's export), and none for another player", async () => {
    for (const p of [a, b])
      expect(await exportedHouseholds(p)).toMatchObject([
        { id: household, user_id: a.userId, partner_user_id: b.userId, invitee_email: b.email.toLowerCase(), status: 'accepted' },
      ]);
    expect(await exportedHouseholds(c)).toEqual([]);
  });
});
