import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { createAuthUser, queryAs } from './support/sql-actor';

/**
 * get_post_jackpots (the W2G card on a shared win): attacked. The jackpot table stays private; a card shows only
 * for a post the caller can see, and only when the jackpot is the post author's own.
 */
const A = '6f000000-0000-4000-8000-00000000000a';
const B = '6f000000-0000-4000-8000-00000000000b';
const C = '6f000000-0000-4000-8000-00000000000c';
const CASINO = '6fc00000-0000-4000-8000-000000000001';
const JA = '6fa00000-0000-4000-8000-000000000001';
const JB = '6fa00000-0000-4000-8000-000000000002';
const POST_PUBLIC = '6fb00000-0000-4000-8000-000000000001';
const POST_PRIVATE = '6fb00000-0000-4000-8000-000000000002';
const POST_PENDING = '6fb00000-0000-4000-8000-000000000003';
const POST_STOLEN = '6fb00000-0000-4000-8000-000000000004';

let emu: TestEmulator;
const db = () => emu.ctx.db;
type Card = { post_id: string; amount: string; jackpot_date: string; casino_name: string | null; slot_machine_name: string | null };
const cards = (sub: string | null, ids: string[]) =>
  queryAs<Card>(db(), sub, 'select post_id, amount::text, jackpot_date::text, casino_name from public.get_post_jackpots($1) order by post_id', [ids]);
const ALL = [POST_PUBLIC, POST_PRIVATE, POST_PENDING, POST_STOLEN];

beforeAll(async () => {
  emu = await startTestEmulator({ fromSnapshot: false, seed: false });
  await createAuthUser(db(), A, 'a@cards.test');
  await createAuthUser(db(), B, 'b@cards.test');
  await createAuthUser(db(), C, 'c@cards.test');
  await emu.sql(`
    insert into public.casinos (id, name) values ('${CASINO}', 'Borgata Hotel Casino & Spa');
    insert into public.w2g_jackpots (id, user_id, casino_id, jackpot_date, amount, tax_withheld) values
      ('${JA}', '${A}', '${CASINO}', '2026-11-20', 2400, 0), ('${JB}', '${B}', '${CASINO}', '2026-11-21', 9000, 0);
    insert into public.social_posts (id, user_id, caption, jackpot_id, is_public, moderation_status) values
      ('${POST_PUBLIC}', '${A}', 'won', '${JA}', true, 'approved'),
      ('${POST_PRIVATE}', '${A}', 'mine only', '${JA}', false, 'approved');
  `);
  // C's post naming B's jackpot, as it could be stored before the database refused it (20260101004801_same_owner_refs):
  // written with triggers off, as a dump loads.
  await emu.sql(`begin; set local session_replication_role = replica;
    insert into public.social_posts (id, user_id, caption, jackpot_id, is_public, moderation_status)
      values ('${POST_STOLEN}', '${C}', 'look at B''s jackpot', '${JB}', true, 'approved');
    commit;`);
  // A post an admin has not approved yet (the insert trigger starts every post approved).
  await emu.sql(`insert into public.social_posts (id, user_id, caption, jackpot_id, is_public) values ('${POST_PENDING}', '${A}', 'pending', '${JA}', true);
    update public.social_posts set moderation_status = 'pending' where id = '${POST_PENDING}';`);
});
afterAll(async () => emu?.close());

describe('get_post_jackpots', () => {
  it('shows the card of a public approved post to another player, and nothing of a private or pending one', async () => {
    const { rows, error } = await cards(B, ALL);
    expect(error).toBeNull();
    expect(rows).toEqual([{ post_id: POST_PUBLIC, amount: '2400.00', jackpot_date: '2026-11-20', casino_name: 'Borgata Hotel Casino & Spa' }]);
  });

  it("shows the author every card of their own posts, but never a jackpot that is not the post author's", async () => {
    expect((await cards(A, ALL)).rows.map((r) => r.post_id)).toEqual([POST_PUBLIC, POST_PRIVATE, POST_PENDING]);
    // C linked B's jackpot id to C's own public post: nobody sees it through the card, not even C.
    expect((await cards(C, [POST_STOLEN])).rows).toEqual([]);
    expect((await cards(B, [POST_STOLEN])).rows).toEqual([]);
  });

  it('is refused to anon and leaves the jackpot table private', async () => {
    expect((await cards(null, ALL)).error?.code).toBe('42501');
    const direct = await queryAs<{ id: string }>(db(), B, 'select id from public.w2g_jackpots where id = $1', [JA]);
    expect(direct.rows).toEqual([]);
  });
});
