import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShareToken } from '../../src/lib/share-token';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * A share link's address names one trip, once, ever (whatever deletes the link: a revoke and delete, its trip, its
 * account), has the shape the app makes, and its read is counted so that no request can take the count back
 * (Prefer: tx=rollback, an error after the count). Through supabase-js and plain HTTP against the emulator.
 */
type Player = { client: SupabaseClient; userId: string; email: string; password: string };

let emu: TestEmulator;
let a: Player;
let b: Player;
let n = 0;
const id = () => `53530000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const INSERT_ONCE = { onConflict: 'id', ignoreDuplicates: true } as const;

beforeAll(async () => {
  emu = await startTestEmulator();
  [a, b] = await Promise.all([emu.signUpUser(), emu.signUpUser()]);
});
afterAll(async () => emu?.close());

let trips = 0;
/** A trip of two days; each of the file's trips has days of its own (a player's trips may not overlap). */
async function trip(p: Player, name: string): Promise<string> {
  const tripId = id();
  const day = (d: number) => new Date(Date.UTC(2025, 0, 1 + d)).toISOString().slice(0, 10);
  const first = 3 * trips++;
  const { error } = await p.client
    .from('trips')
    .insert({ id: tripId, user_id: p.userId, name, start_date: day(first), end_date: day(first + 1) });
  if (error) throw error;
  return tripId;
}

const link = (p: Player, tripId: string, token: string, linkId = id()) =>
  p.client.from('trip_shares').upsert({ id: linkId, user_id: p.userId, trip_id: tripId, token, show_name: true }, INSERT_ONCE);

async function read(token: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${emu.url}/rest/v1/rpc/get_shared_trip`, {
    method: 'POST',
    headers: { apikey: emu.anonKey, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ p_token: token }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Reads counted for the emulator's own address (127.0.0.1) in the last five minutes. */
async function counted(): Promise<number> {
  const r = await emu.ctx.db.query<{ n: number }>(
    "select coalesce(sum(reads), 0)::int as n from share.read_counts where bucket = '127.0.0.1'",
  );
  return r.rows[0].n;
}

describe('a share link address names one trip, once, ever', () => {
  it('after its trip is deleted, another player cannot take the address over', async () => {
    const token = newShareToken();
    const mine = await trip(a, 'Reno weekend');
    expect((await link(a, mine, token)).error).toBeNull();
    expect((await read(token)).body).toMatchObject({ status: 'ok', name: 'Reno weekend' });
    expect((await a.client.from('trips').delete().eq('id', mine).select('id')).data).toHaveLength(1);

    const theirs = await trip(b, 'Impostor trip');
    const taken = await link(b, theirs, token);
    expect(taken.error).toMatchObject({ code: '23505', message: 'This share link address was used before: make a new link' });
    expect((await read(token)).body).toEqual({ status: 'not_found' });
  });

  it('after it is revoked and deleted, or its account is deleted, the address stays unused', async () => {
    const revoked = newShareToken();
    const tripA = await trip(a, 'Tahoe');
    const linkId = id();
    expect((await link(a, tripA, revoked, linkId)).error).toBeNull();
    expect((await a.client.from('trip_shares').update({ revoked: true }).eq('id', linkId).select('id')).data).toHaveLength(1);
    expect((await a.client.from('trip_shares').delete().eq('id', linkId).select('id')).data).toHaveLength(1);
    expect((await link(b, await trip(b, 'Mine now'), revoked)).error).toMatchObject({ code: '23505' });

    const leaver = await emu.signUpUser();
    const token = newShareToken();
    expect((await link(leaver, await trip(leaver, 'Last trip'), token)).error).toBeNull();
    expect((await emu.service().auth.admin.deleteUser(leaver.userId)).error).toBeNull();
    expect((await link(b, await trip(b, 'Took it'), token)).error).toMatchObject({ code: '23505' });
    expect((await read(token)).body).toEqual({ status: 'not_found' });
  });

  it('the same link sent again is the same success; deleted since, it stays deleted', async () => {
    const token = newShareToken();
    const tripA = await trip(a, 'Laughlin');
    const linkId = id();
    expect((await link(a, tripA, token, linkId)).error).toBeNull();
    expect((await link(a, tripA, token, linkId)).error).toBeNull();
    expect((await a.client.from('trip_shares').select('id').eq('token', token)).data).toEqual([{ id: linkId }]);
    expect((await a.client.from('trip_shares').delete().eq('id', linkId).select('id')).data).toHaveLength(1);
    expect((await link(a, tripA, token, linkId)).error).toBeNull();
    expect((await a.client.from('trip_shares').select('id').eq('token', token)).data).toEqual([]);
  });
});

describe('a share link address has the shape the app makes: 256 random bits, base64url', () => {
  it('refuses one repeated letter, a wrong length, a last letter 32 bytes cannot end in, a foreign character', async () => {
    const tripA = await trip(a, 'Shapes');
    for (const token of [
      'A'.repeat(43),
      'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'.slice(0, 42),
      `${newShareToken()}A`,
      'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFB',
      'abcdefghijklmnopqrstuvwxyz0123456789ABCDE+A',
      'abababababababababababababababababababababA',
    ]) {
      const { error } = await link(a, tripA, token);
      expect(error, token).toMatchObject({ code: '23514', message: "A share link's address must be the 256 random bits the app makes" });
    }
  });

  it("takes every token the app makes (the device's rule and the database's agree over 300 of them)", async () => {
    const tokens = Array.from({ length: 300 }, newShareToken);
    const r = await emu.ctx.db.query<{ ok: boolean }>('select bool_and(private.is_share_token(t)) as ok from unnest($1::text[]) t', [
      tokens,
    ]);
    expect(r.rows[0].ok).toBe(true);
    expect((await link(a, await trip(a, 'Good token'), tokens[0])).error).toBeNull();
  });
});

describe("another player's trip", () => {
  it('get_trip_report answers 400 "This trip no longer exists" (hint gone), as for a trip nobody has', async () => {
    const theirs = await trip(b, 'Not yours');
    for (const tripId of [theirs, '53530000-0000-4000-8000-ffffffffffff']) {
      const res = await fetch(`${emu.url}/rest/v1/rpc/get_trip_report`, {
        method: 'POST',
        headers: {
          apikey: emu.anonKey,
          Authorization: `Bearer ${(await a.client.auth.getSession()).data.session!.access_token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ p_trip_id: tripId }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 'P0001', details: null, hint: 'gone', message: 'This trip no longer exists' });
    }
  });
});

describe('a read of a share link is counted, whatever the request', () => {
  it('counts a read sent with Prefer: tx=rollback (the emulator ignores it, as PostgREST does by default)', async () => {
    const before = await counted();
    for (let i = 0; i < 3; i++) expect((await read('x', { Prefer: 'tx=rollback' })).status).toBe(200);
    expect(await counted()).toBe(before + 3);
  });

  it('counts by the address the gateway saw, not an X-Forwarded-For the caller wrote', async () => {
    const before = await counted();
    await read('x', { 'X-Forwarded-For': '203.0.113.7' });
    await read('x', { 'X-Forwarded-For': '198.51.100.9, 203.0.113.8' });
    expect(await counted()).toBe(before + 2);
  });

  it('counts a read whose answer failed: the count is not rolled back with it', async () => {
    const token = newShareToken();
    expect((await link(b, await trip(b, 'Breaks'), token)).error).toBeNull();
    // The trip's figures fail to compute (a fault planted for this test; the last one of the file).
    await emu.sql(`create or replace function private.trip_report(p_user uuid, p_trip_id uuid) returns jsonb language plpgsql stable
      set search_path = '' as $$ begin raise exception 'planted fault'; end $$;`);
    const before = await counted();
    const answer = await read(token);
    expect(answer).toEqual({ status: 200, body: { status: 'unavailable' } });
    expect(await counted()).toBe(before + 1);
  });
});
