/**
 * The heavy-player fixture (scripts/decade-fixture.ts) at a small size: the same parameters give the same rows,
 * and loaded into a fresh database the player sees exactly the counts the parameters ask for, with photos
 * readable from the private bucket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECADE_PLAYER, generateDecade, loadDecade, type DecadeParams } from '../../scripts/decade-fixture';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

const PARAMS: DecadeParams = { seed: 7, endDate: '2025-06-30', years: 1, visits: 120, slotSessions: 360, jackpots: 24 };

describe('decade fixture', () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator();
    await loadDecade(emu.ctx.db, emu.ctx.config.storageDir, generateDecade(PARAMS));
  });
  afterAll(async () => {
    await emu?.close();
  });

  it('is reproducible: the same seed gives the same rows and photos, another seed another player', () => {
    const a = generateDecade(PARAMS);
    const b = generateDecade(PARAMS);
    expect(b.sql).toEqual(a.sql);
    expect(b.objects).toEqual(a.objects);
    expect(generateDecade({ ...PARAMS, seed: 8 }).userId).not.toBe(a.userId);
  });

  it('loads the asked-for counts, seen by the player under RLS', async () => {
    const client = emu.anon();
    const { error } = await client.auth.signInWithPassword({ email: DECADE_PLAYER.email, password: DECADE_PLAYER.password });
    expect(error).toBeNull();
    const count = async (table: 'gambling_sessions' | 'casino_sessions' | 'w2g_jackpots') =>
      (await client.from(table).select('id', { count: 'exact', head: true })).count;
    expect(await count('casino_sessions')).toBe(120);
    expect(await count('gambling_sessions')).toBe(360);
    expect(await count('w2g_jackpots')).toBe(24);
    const mine = await client.from('slot_machines').select('name').like('name', 'Decade %').not('added_by', 'is', null);
    expect(mine.data).toHaveLength(4);
    const casinos = await emu.ctx.db.query<{ n: number; archived: number }>(
      "select count(*)::int n, count(archived_at)::int archived from public.casinos where name like 'Decade %'",
    );
    expect(casinos.rows[0]).toEqual({ n: 12, archived: 1 });
  });

  it('has casino sessions past midnight and with added cash, and W2Gs with state fields', async () => {
    const { rows } = await emu.ctx.db.query<{ overnight: number; cash: number; w2g_state: number }>(`select
      (select count(*)::int from public.casino_sessions where departure_date > arrival_date) overnight,
      (select count(*)::int from public.casino_sessions where jsonb_array_length(additional_cash) > 0) cash,
      (select count(*)::int from public.w2g_jackpots where state is not null) w2g_state`);
    expect(rows[0].overnight).toBeGreaterThan(0);
    expect(rows[0].cash).toBeGreaterThan(0);
    expect(rows[0].w2g_state).toBe(24);
  });

  it('stores one photo per W2G under <user_id>/ in w2g-images, readable by the player (12 JPEG, 12 PNG)', async () => {
    const client = emu.anon();
    await client.auth.signInWithPassword({ email: DECADE_PLAYER.email, password: DECADE_PLAYER.password });
    const { data: jackpots } = await client.from('w2g_jackpots').select('images').order('jackpot_date');
    const paths = (jackpots ?? []).flatMap((j) => j.images as string[]);
    expect(paths).toHaveLength(24);
    expect(paths.filter((p) => p.endsWith('.jpg'))).toHaveLength(12);
    const { data: user } = await client.auth.getUser();
    expect(paths.every((p) => p.startsWith(`${user.user?.id}/`))).toBe(true);
    for (const p of [paths.find((x) => x.endsWith('.jpg'))!, paths.find((x) => x.endsWith('.png'))!]) {
      const { data, error } = await client.storage.from('w2g-images').download(p);
      expect(error).toBeNull();
      const head = [...new Uint8Array(await data!.arrayBuffer()).subarray(0, 2)];
      expect(head).toEqual(p.endsWith('.jpg') ? [0xff, 0xd8] : [0x89, 0x50]);
    }
  });
});
