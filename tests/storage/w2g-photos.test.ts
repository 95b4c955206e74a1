import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let emu: TestEmulator;
let a: { client: SupabaseClient; userId: string };
let b: { client: SupabaseClient; userId: string };
let path: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  a = await emu.signUpUser();
  b = await emu.signUpUser();
  path = `${a.userId}/w2g-form.png`;
  const { error } = await a.client.storage.from('w2g-images').upload(path, PNG, { contentType: 'image/png' });
  expect(error).toBeNull();
});
afterAll(async () => emu?.close());

describe('W2G form photos (private bucket w2g-images)', () => {
  it('another player cannot download it by path', async () => {
    const { data, error } = await b.client.storage.from('w2g-images').download(path);
    expect(data).toBeNull();
    expect(error).not.toBeNull();
  });

  it('nobody can read it through the public URL, not even its owner', async () => {
    const { data } = a.client.storage.from('w2g-images').getPublicUrl(path);
    const res = await fetch(data.publicUrl);
    expect(res.ok).toBe(false);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(false);
  });

  it('another player cannot sign a URL for it, nor write into the owner folder', async () => {
    const signed = await b.client.storage.from('w2g-images').createSignedUrl(path, 60);
    expect(signed.data).toBeNull();
    expect(signed.error).not.toBeNull();
    const upload = await b.client.storage.from('w2g-images').upload(`${a.userId}/planted.png`, PNG, { contentType: 'image/png' });
    expect(upload.error).not.toBeNull();
    const { data: listed } = await a.client.storage.from('w2g-images').list(a.userId);
    expect(listed?.map((o) => o.name)).toEqual(['w2g-form.png']);
  });

  it('the owner reads it by path and through a signed URL of their own', async () => {
    const own = await a.client.storage.from('w2g-images').download(path);
    expect(own.error).toBeNull();
    expect(Buffer.from(await own.data!.arrayBuffer()).equals(PNG)).toBe(true);
    const signed = await a.client.storage.from('w2g-images').createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const res = await fetch(signed.data!.signedUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });
});
