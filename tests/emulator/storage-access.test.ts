import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JWT_SECRET } from '../../emulator/config';
import { signJwt } from '../../emulator/jwt';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { anonClient, createStorageFixtures, filesUnder, serviceClient, userClient, type TestUser } from './storage-fixtures';

let emu: TestEmulator;
let root: string;
let alice: TestUser;
let bob: TestUser;
const aliceKey = () => `${alice.id}/private/w2g.png`;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'st-access-'));
  emu = await startTestEmulator({ storageDir: path.join(root, 'storage') });
  await createStorageFixtures(emu);
  alice = userClient(emu);
  bob = userClient(emu);
  const { error } = await alice.client.storage.from('st-private').upload(aliceKey(), new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
  if (error) throw error;
});
afterAll(async () => emu?.close());

const ACCESS_DENIED = { statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'new row violates row-level security policy' };

async function countRows(bucket: string, prefix: string): Promise<number> {
  const res = await emu.ctx.db.query<{ n: number }>('select count(*)::int as n from storage.objects where bucket_id = $1 and name like $2', [bucket, `${prefix}%`]);
  return res.rows[0].n;
}

/** A raw HTTP request, so the path reaches the server exactly as written (fetch would normalise it). */
function rawRequest(method: string, rawPath: string, token: string, body = 'x'): Promise<{ status: number; json: unknown }> {
  const u = new URL(emu.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, path: rawPath, method, headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' } }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('row-level security', () => {
  it('refuses writing into another user\'s folder and stores nothing', async () => {
    const key = `${alice.id}/intruder.png`;
    const { data, error } = await bob.client.storage.from('st-private').upload(key, Buffer.from('evil'), { contentType: 'image/png' });
    expect(data).toBeNull();
    expect(error).toMatchObject({ message: 'new row violates row-level security policy', status: 400, statusCode: '403' });
    expect((await alice.client.storage.from('st-private').exists(key)).data).toBe(false);
    expect((await serviceClient(emu).storage.from('st-private').list(alice.id)).data?.map((d) => d.name)).not.toContain('intruder.png');
    expect(filesUnder(root).some((f) => f.includes('intruder'))).toBe(false);
  });

  it('answers a refused upload with the exact AccessDenied body, for anon too', async () => {
    const res = await fetch(`${emu.url}/storage/v1/object/st-private/anything.txt`, {
      method: 'POST',
      headers: { apikey: emu.anonKey, Authorization: `Bearer ${emu.anonKey}`, 'content-type': 'text/plain' },
      body: 'hi',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(ACCESS_DENIED);
    expect(await countRows('st-private', 'anything')).toBe(0);
  });

  it('lets only the owner read a private object', async () => {
    const own = await alice.client.storage.from('st-private').download(aliceKey());
    expect(own.error).toBeNull();
    expect(new Uint8Array(await own.data!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    const other = await bob.client.storage.from('st-private').download(aliceKey());
    expect(other.data).toBeNull();
    expect(other.error).toMatchObject({ status: 400 });
    expect((await bob.client.storage.from('st-private').exists(aliceKey())).data).toBe(false);
    expect((await anonClient(emu).storage.from('st-private').download(aliceKey())).data).toBeNull();
    const signed = await bob.client.storage.from('st-private').createSignedUrl(aliceKey(), 60);
    expect(signed.error).toMatchObject({ message: 'Object not found', statusCode: '404' });
  });

  it('does not serve a private bucket through /object/public', async () => {
    const { data } = anonClient(emu).storage.from('st-private').getPublicUrl(aliceKey());
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' });
  });

  it('serves a public bucket without auth, with nosniff', async () => {
    const key = `${alice.id}/avatar.png`;
    await alice.client.storage.from('st-public').upload(key, new Blob([new Uint8Array([9, 8, 7])], { type: 'image/png' }));
    const { data } = anonClient(emu).storage.from('st-public').getPublicUrl(key, { download: 'me.png' });
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="me.png"; filename*=UTF-8''me.png`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([9, 8, 7]));
  });

  it('remove() silently skips objects of other users', async () => {
    const bobKey = `${bob.id}/mine.png`;
    await bob.client.storage.from('st-private').upload(bobKey, Buffer.from('b'), { contentType: 'image/png' });
    const { data, error } = await bob.client.storage.from('st-private').remove([aliceKey(), bobKey]);
    expect(error).toBeNull();
    expect(data?.map((d) => d.name)).toEqual([bobKey]);
    expect((await alice.client.storage.from('st-private').exists(aliceKey())).data).toBe(true);
    expect(filesUnder(path.join(root, 'storage', 'st-private', alice.id))).toContain(path.join('private', 'w2g.png'));
  });

  it('refuses a bad bearer JWT with 403 InvalidJWT', async () => {
    const res = await fetch(`${emu.url}/storage/v1/object/st-private/${aliceKey()}`, { headers: { Authorization: `Bearer ${alice.token}x` } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ statusCode: '403', code: 'InvalidJWT', error: 'Unauthorized', message: 'invalid signature' });
  });
});

describe('signed URLs', () => {
  it('creates a signed URL that downloads without auth', async () => {
    const { data, error } = await alice.client.storage.from('st-private').createSignedUrl(aliceKey(), 60, { download: 'form.png' });
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(new RegExp(`^${emu.url}/storage/v1/object/sign/st-private/${aliceKey()}\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+&download=form.png$`));
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('filename="form.png"');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('refuses an expired, a tampered and a foreign token with 400 InvalidJWT', async () => {
    const base = `${emu.url}/storage/v1/object/sign/st-private/${aliceKey()}`;
    const past = Math.floor(Date.now() / 1000) - 120;
    const expired = signJwt({ url: `st-private/${aliceKey()}`, iat: past - 60, exp: past }, DEFAULT_JWT_SECRET);
    const r1 = await fetch(`${base}?token=${expired}`);
    expect(r1.status).toBe(400);
    expect(await r1.json()).toEqual({ statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'jwt expired' });

    const { data } = await alice.client.storage.from('st-private').createSignedUrl(aliceKey(), 60);
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const [h, p, s] = token.split('.');
    const tampered = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;
    const r2 = await fetch(`${base}?token=${tampered}`);
    expect(r2.status).toBe(400);
    expect(await r2.json()).toMatchObject({ code: 'InvalidJWT', message: 'invalid signature' });

    const r3 = await fetch(`${emu.url}/storage/v1/object/sign/st-private/${alice.id}/other.png?token=${token}`);
    expect(r3.status).toBe(400);
    expect(await r3.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
  });

  it('refuses a signed URL once its expiresIn has passed', async () => {
    const { data } = await alice.client.storage.from('st-private').createSignedUrl(aliceKey(), 1);
    await new Promise((r) => setTimeout(r, 2100));
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'InvalidJWT', message: 'jwt expired' });
  });

  it('createSignedUrls signs what the caller can see and explains the rest', async () => {
    const { data, error } = await bob.client.storage.from('st-private').createSignedUrls([aliceKey()], 60);
    expect(error).toBeNull();
    expect(data).toEqual([{ error: 'Either the object does not exist or you do not have access to it', path: aliceKey(), signedURL: null, signedUrl: null }]);
    const mine = await alice.client.storage.from('st-private').createSignedUrls([aliceKey(), `${alice.id}/none.png`], 60);
    expect(mine.data?.[0]).toMatchObject({ error: null, path: aliceKey(), signedURL: expect.stringMatching(/^\/object\/sign\/st-private\/.+\?token=/) });
    expect(mine.data?.[1]).toMatchObject({ error: 'Either the object does not exist or you do not have access to it', signedURL: null });
  });

  it('uploads through a signed upload URL, but only where the signer may write', async () => {
    const key = `${alice.id}/signed-up.png`;
    const signed = await alice.client.storage.from('st-private').createSignedUploadUrl(key);
    expect(signed.error).toBeNull();
    const up = await anonClient(emu).storage.from('st-private').uploadToSignedUrl(key, signed.data!.token, new Blob([new Uint8Array([5])], { type: 'image/png' }));
    expect(up.error).toBeNull();
    expect(up.data).toEqual({ path: key, fullPath: `st-private/${key}` });
    expect((await alice.client.storage.from('st-private').exists(key)).data).toBe(true);
    const refused = await bob.client.storage.from('st-private').createSignedUploadUrl(`${alice.id}/bob.png`);
    expect(refused.error).toMatchObject({ statusCode: '403' });
    expect(await countRows('st-private', `${alice.id}/bob`)).toBe(0);
  });
});

describe('bucket limits', () => {
  it('refuses a file over file_size_limit with 413 and stores nothing', async () => {
    const key = `${alice.id}/big.png`;
    for (const body of [Buffer.alloc(2048), new Blob([new Uint8Array(2048)], { type: 'image/png' })]) {
      const { error } = await alice.client.storage.from('st-limited').upload(key, body, { contentType: 'image/png' });
      expect(error).toMatchObject({ message: 'The object exceeded the maximum allowed size', status: 400, statusCode: '413' });
    }
    const res = await fetch(`${emu.url}/storage/v1/object/st-limited/${key}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${alice.token}`, 'content-type': 'image/png' },
      body: new Uint8Array(3 * 1024 * 1024),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: '413', code: 'EntityTooLarge', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' });
    expect(await countRows('st-limited', '')).toBe(0);
    expect(filesUnder(path.join(root, 'storage', 'st-limited'))).toEqual([]);
    expect(filesUnder(path.join(root, 'storage', '.tmp'))).toEqual([]);
  });

  it('refuses a MIME type outside allowed_mime_types with 415 and stores nothing', async () => {
    const raw = await alice.client.storage.from('st-limited').upload(`${alice.id}/note.txt`, Buffer.from('text'));
    expect(raw.error).toMatchObject({ message: 'mime type text/plain;charset=UTF-8 is not supported', statusCode: '415' });
    const multi = await alice.client.storage.from('st-limited').upload(`${alice.id}/doc.pdf`, new Blob(['%PDF'], { type: 'application/pdf' }));
    expect(multi.error).toMatchObject({ message: 'mime type application/pdf is not supported', statusCode: '415' });
    const webp = Buffer.concat([Buffer.from('RIFF\x02\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(10)]);
    const ok = await alice.client.storage.from('st-limited').upload(`${alice.id}/ok.webp`, new Blob([webp], { type: 'image/webp' }));
    expect(ok.error).toBeNull();
    expect(filesUnder(path.join(root, 'storage', 'st-limited'))).toEqual([path.join(alice.id, 'ok.webp')]);
  });
});

describe('path safety', () => {
  it('refuses traversal through supabase-js and writes nothing outside the storage folder', async () => {
    for (const key of ['../escape.png', '%2e%2e/escape.png', `${alice.id}/%2F../escape.png`]) {
      const { data, error } = await alice.client.storage.from('st-private').upload(key, Buffer.from('x'), { contentType: 'image/png' });
      expect(data).toBeNull();
      expect(error?.status).toBe(400);
    }
    expect(filesUnder(root).filter((f) => f.includes('escape'))).toEqual([]);
  });

  it('refuses encoded traversal, absolute paths, NUL and backslashes with 400 InvalidKey', async () => {
    const cases = [
      ['/storage/v1/object/st-private/%2e%2e%2fescape.png', '".." segments are not allowed'],
      [`/storage/v1/object/st-private/${'%2E%2E%2F'.repeat(3)}escape.png`, '".." segments are not allowed'],
      ['/storage/v1/object/st-private//tmp/escape.png', 'absolute paths are not allowed'],
      ['/storage/v1/object/st-private/%2Ftmp%2Fescape.png', 'absolute paths are not allowed'],
      ['/storage/v1/object/st-private/escape%00.png', 'control characters are not allowed'],
      ['/storage/v1/object/st-private/..%5Cescape.png', 'backslashes are not allowed'],
      [`/storage/v1/object/st-private/${'a'}/%2F../escape.png`, 'empty path segments are not allowed'],
    ];
    for (const [p, reason] of cases) {
      const res = await rawRequest('POST', p, emu.serviceRoleKey);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ statusCode: '400', code: 'InvalidKey', message: expect.stringContaining(reason) });
    }
    expect(filesUnder(root).filter((f) => f.includes('escape'))).toEqual([]);
    expect(await countRows('st-private', '%escape')).toBe(0);
  });
});

describe('afterCommit', () => {
  it('runs callbacks after a committed upload and not after a refused one', async () => {
    let calls = 0;
    const cb = () => void calls++;
    emu.ctx.afterCommit.add(cb);
    try {
      await alice.client.storage.from('st-private').upload(`${alice.id}/commit.png`, Buffer.from('c'), { contentType: 'image/png' });
      expect(calls).toBe(1);
      await bob.client.storage.from('st-private').upload(`${alice.id}/nope.png`, Buffer.from('c'), { contentType: 'image/png' });
      expect(calls).toBe(1);
    } finally {
      emu.ctx.afterCommit.delete(cb);
    }
  });
});
