import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { removePostImages } from '../../src/lib/post-images';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const SEEDED_ADMIN = { email: 'admin@slotplay.test', password: 'DemoAdmin123!' };

interface Player {
  client: SupabaseClient;
  userId: string;
}

let emu: TestEmulator;
let a: Player;
let b: Player;
let admin: SupabaseClient;
let seq = 0;

/** Uploads an image under posts/<uid>/ and creates a post with its public URL, as the app does. */
async function postWithImage(player: Player, status?: 'rejected') {
  const path = `posts/${player.userId}/${Date.now()}-${seq++}.png`;
  const bucket = player.client.storage.from('social-posts');
  const upload = await bucket.upload(path, PNG, { contentType: 'image/png' });
  expect(upload.error).toBeNull();
  const imageUrl = bucket.getPublicUrl(path).data.publicUrl;
  const { data, error } = await player.client
    .from('social_posts')
    .insert({ user_id: player.userId, caption: 'Hit the grand on Buffalo Gold', image_url: imageUrl })
    .select('id')
    .single();
  expect(error).toBeNull();
  if (status) {
    const rejected = await admin.from('social_posts').update({ moderation_status: status }).eq('id', data!.id).select('id');
    expect(rejected.error).toBeNull();
    expect(rejected.data).toHaveLength(1);
  }
  return { id: data!.id as string, path, imageUrl };
}

/** Whether the object is still served at its public URL (the bucket is public; listing it is not). */
async function exists(path: string, bucket = 'social-posts'): Promise<boolean> {
  const res = await fetch(emu.anon().storage.from(bucket).getPublicUrl(path).data.publicUrl);
  await res.arrayBuffer();
  return res.ok;
}

beforeAll(async () => {
  emu = await startTestEmulator();
  a = await emu.signUpUser();
  b = await emu.signUpUser();
  admin = emu.anon();
  const { error } = await admin.auth.signInWithPassword(SEEDED_ADMIN);
  expect(error).toBeNull();
});
afterAll(async () => emu?.close());

describe('deleting a post removes its image from social-posts', () => {
  it('the owner deletes their post: the row and then the object are gone', async () => {
    const post = await postWithImage(a);
    expect(await exists(post.path)).toBe(true);

    const { data, error } = await a.client
      .from('social_posts')
      .delete()
      .eq('id', post.id)
      .eq('user_id', a.userId)
      .select('id, image_url');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: post.id, image_url: post.imageUrl }]);
    await expect(removePostImages(a.client, data!.map((p) => p.image_url))).resolves.toEqual([post.path]);

    expect(await exists(post.path)).toBe(false);
    const { data: listed } = await a.client.storage.from('social-posts').list(`posts/${a.userId}`);
    expect(listed?.map((o) => o.name)).not.toContain(post.path.split('/').pop());
  });

  it("another player can delete neither someone else's post nor its image", async () => {
    const post = await postWithImage(a);

    const row = await b.client.from('social_posts').delete().eq('id', post.id).select('id, image_url');
    expect(row.error).toBeNull();
    expect(row.data).toEqual([]);

    // Straight through the Storage API with the path: skipped by the storage policies.
    await expect(removePostImages(b.client, [post.imageUrl])).resolves.toEqual([post.path]);
    const direct = await b.client.storage.from('social-posts').remove([post.path]);
    expect(direct.data).toEqual([]);
    expect(await exists(post.path)).toBe(true);

    const { data: still } = await a.client.from('social_posts').select('id').eq('id', post.id);
    expect(still).toHaveLength(1);
  });

  it('an admin deleting selected posts removes every author’s image', async () => {
    const fromA = await postWithImage(a);
    const fromB = await postWithImage(b);

    const { data, error } = await admin
      .from('social_posts')
      .delete()
      .in('id', [fromA.id, fromB.id])
      .select('id, image_url');
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    const removed = await removePostImages(admin, data!.map((p) => p.image_url));
    expect(removed.sort()).toEqual([fromA.path, fromB.path].sort());

    expect(await exists(fromA.path)).toBe(false);
    expect(await exists(fromB.path)).toBe(false);
  });

  it('an admin deleting all rejected posts removes their images and keeps the others', async () => {
    const rejected = await postWithImage(b, 'rejected');
    const approved = await postWithImage(b);

    const { data, error } = await admin.from('social_posts').delete().eq('moderation_status', 'rejected').select('id, image_url');
    expect(error).toBeNull();
    expect(data!.map((p) => p.id)).toContain(rejected.id);
    expect(data!.map((p) => p.id)).not.toContain(approved.id);
    await removePostImages(admin, data!.map((p) => p.image_url));

    expect(await exists(rejected.path)).toBe(false);
    expect(await exists(approved.path)).toBe(true);
  });

  it('an image_url outside the bucket is left alone', async () => {
    // An admin may delete slot machine images: a post pointing at one must not take it along.
    const slotBucket = admin.storage.from('slot-machine-images');
    const upload = await slotBucket.upload(`cleanup-${Date.now()}.png`, PNG, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const foreignUrl = slotBucket.getPublicUrl(upload.data!.path).data.publicUrl;
    const { data: post, error } = await a.client
      .from('social_posts')
      .insert({ user_id: a.userId, caption: 'Borrowed picture', image_url: foreignUrl })
      .select('id')
      .single();
    expect(error).toBeNull();

    const { data } = await admin.from('social_posts').delete().eq('id', post!.id).select('id, image_url');
    await expect(removePostImages(admin, data!.map((p) => p.image_url))).resolves.toEqual([]);
    expect(await exists(upload.data!.path, 'slot-machine-images')).toBe(true);
  });
});
