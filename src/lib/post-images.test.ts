import type { SupabaseClient } from '@supabase/supabase-js';
import { postImagePath, removePostImages, REMOVE_BATCH_SIZE } from './post-images';

const BASE = 'http://127.0.0.1:54321/storage/v1/object/public/social-posts/';
const UID = '6f1c2a9e-0d4b-4a51-9a3e-2b7c9d1e5f00';

describe('postImagePath', () => {
  it('reads the object path from a public URL of the bucket', () => {
    expect(postImagePath(`${BASE}posts/${UID}/1767225600000-ab12cd34.jpg`, BASE)).toBe(`posts/${UID}/1767225600000-ab12cd34.jpg`);
  });

  it('accepts the prefix with or without its trailing slash, and ignores query and hash', () => {
    const url = `${BASE}posts/${UID}/win.png?t=1#top`;
    expect(postImagePath(url, BASE.slice(0, -1))).toBe(`posts/${UID}/win.png`);
  });

  it('decodes percent-encoded names', () => {
    expect(postImagePath(`${BASE}posts/${UID}/big%20win%20%231.png`, BASE)).toBe(`posts/${UID}/big win #1.png`);
  });

  it('reads the image-transformation URL of the same object', () => {
    const url = `http://127.0.0.1:54321/storage/v1/render/image/public/social-posts/posts/${UID}/win.png?width=400`;
    expect(postImagePath(url, BASE)).toBe(`posts/${UID}/win.png`);
  });

  it('takes a bare posts/ path as it is', () => {
    expect(postImagePath(`posts/${UID}/win.png`, BASE)).toBe(`posts/${UID}/win.png`);
    expect(postImagePath(`  posts/${UID}/win.png  `, BASE)).toBe(`posts/${UID}/win.png`);
  });

  it('is null without an image', () => {
    expect(postImagePath(null, BASE)).toBeNull();
    expect(postImagePath(undefined, BASE)).toBeNull();
    expect(postImagePath('   ', BASE)).toBeNull();
  });

  it('ignores other buckets, other hosts and other ports', () => {
    expect(postImagePath(`http://127.0.0.1:54321/storage/v1/object/public/slot-machine-images/posts/${UID}/a.png`, BASE)).toBeNull();
    expect(postImagePath(`http://127.0.0.1:54321/storage/v1/object/public/w2g-images/${UID}/a.png`, BASE)).toBeNull();
    expect(postImagePath(`https://cdn.example.com/storage/v1/object/public/social-posts/posts/${UID}/a.png`, BASE)).toBeNull();
    expect(postImagePath(`http://127.0.0.1:9999/storage/v1/object/public/social-posts/posts/${UID}/a.png`, BASE)).toBeNull();
    expect(postImagePath('https://images.example.com/jackpot.jpg', BASE)).toBeNull();
  });

  it('ignores objects of the bucket that are not under posts/<uid>/', () => {
    expect(postImagePath(`${BASE}avatars/${UID}/a.png`, BASE)).toBeNull();
    expect(postImagePath(`${BASE}posts/a.png`, BASE)).toBeNull();
    expect(postImagePath(`${BASE}posts/${UID}/`, BASE)).toBeNull();
    expect(postImagePath('avatars/a.png', BASE)).toBeNull();
  });

  it('refuses paths that climb out of the folder or do not decode', () => {
    expect(postImagePath(`${BASE}posts/%2e%2e/%2e%2e/w2g-images/${UID}/a.png`, BASE)).toBeNull();
    expect(postImagePath(`${BASE}posts/${UID}/%2F..%2Fa.png`, BASE)).toBeNull();
    expect(postImagePath(`posts/${UID}/../../w2g-images/a.png`, BASE)).toBeNull();
    expect(postImagePath(`${BASE}../w2g-images/posts/${UID}/a.png`, BASE)).toBeNull();
    expect(postImagePath(`${BASE}posts/${UID}/%E0%A4%A.png`, BASE)).toBeNull();
    expect(postImagePath('not a url', BASE)).toBeNull();
  });
});

describe('removePostImages', () => {
  function fakeClient(error: Error | null = null) {
    const calls: string[][] = [];
    const bucket = {
      getPublicUrl: (path: string) => ({ data: { publicUrl: `${BASE}${path}` } }),
      remove: async (paths: string[]) => {
        calls.push(paths);
        return { data: error ? null : [], error };
      },
    };
    const from = vi.fn(() => bucket);
    return { client: { storage: { from } } as unknown as Pick<SupabaseClient, 'storage'>, calls, from };
  }

  it('removes each image of the bucket once, ignoring posts without one and foreign images', async () => {
    const { client, calls, from } = fakeClient();
    const a = `${BASE}posts/${UID}/a.png`;
    const removed = await removePostImages(client, [a, null, a, 'https://images.example.com/x.jpg', `posts/${UID}/b.png`]);
    expect(from).toHaveBeenCalledWith('social-posts');
    expect(removed).toEqual([`posts/${UID}/a.png`, `posts/${UID}/b.png`]);
    expect(calls).toEqual([[`posts/${UID}/a.png`, `posts/${UID}/b.png`]]);
  });

  it('sends nothing when no post had an image', async () => {
    const { client, calls } = fakeClient();
    await expect(removePostImages(client, [null, undefined])).resolves.toEqual([]);
    expect(calls).toEqual([]);
  });

  it('batches large deletions', async () => {
    const { client, calls } = fakeClient();
    const urls = Array.from({ length: REMOVE_BATCH_SIZE + 5 }, (_, i) => `${BASE}posts/${UID}/${i}.png`);
    await removePostImages(client, urls);
    expect(calls.map((c) => c.length)).toEqual([REMOVE_BATCH_SIZE, 5]);
  });

  it('throws the storage error', async () => {
    const { client } = fakeClient(new Error('Storage unavailable'));
    await expect(removePostImages(client, [`${BASE}posts/${UID}/a.png`])).rejects.toThrow('Storage unavailable');
  });
});
