import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { createStorageFixtures, filesUnder, userClient, type TestUser } from './storage-fixtures';

let emu: TestEmulator;
let alice: TestUser;
const onDisk = (bucket: string, key: string) => path.join(emu.ctx.config.storageDir, bucket, key);

beforeAll(async () => {
  emu = await startTestEmulator();
  await createStorageFixtures(emu);
  alice = userClient(emu);
});
afterAll(async () => emu?.close());

async function rows(bucket: string, prefix: string) {
  const res = await emu.ctx.db.query<{ name: string; owner: string; owner_id: string }>(
    'select name, owner, owner_id from storage.objects where bucket_id = $1 and name like $2 order by name',
    [bucket, `${prefix}%`],
  );
  return res.rows;
}

describe('upload and download', () => {
  it('uploads a raw Buffer with the default text/plain content-type, owned by the caller', async () => {
    const key = `${alice.id}/raw/hello.txt`;
    const { data, error } = await alice.client.storage.from('st-private').upload(key, Buffer.from('hello world'));
    expect(error).toBeNull();
    expect(data).toEqual({ path: key, id: expect.stringMatching(/^[0-9a-f-]{36}$/), fullPath: `st-private/${key}` });
    expect(await rows('st-private', key)).toEqual([{ name: key, owner: alice.id, owner_id: alice.id }]);
    expect(readFileSync(onDisk('st-private', key), 'utf8')).toBe('hello world');

    const dl = await alice.client.storage.from('st-private').download(key);
    expect(dl.error).toBeNull();
    expect(dl.data?.type).toBe('text/plain;charset=utf-8');
    expect(await dl.data?.text()).toBe('hello world');
  });

  it('uploads a Blob as multipart, keeping its content-type, cacheControl and metadata', async () => {
    const key = `${alice.id}/multi/pic.png`;
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const { error } = await alice.client.storage
      .from('st-private')
      .upload(key, new Blob([bytes], { type: 'image/png' }), { cacheControl: '60', metadata: { kind: 'w2g' } });
    expect(error).toBeNull();
    const info = await alice.client.storage.from('st-private').info(key);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name: key, bucketId: 'st-private', size: 7, contentType: 'image/png', cacheControl: 'max-age=60', metadata: { kind: 'w2g' } });
    const dl = await alice.client.storage.from('st-private').download(key);
    expect(new Uint8Array(await dl.data!.arrayBuffer())).toEqual(bytes);
  });

  it('sends the stored headers on download and an attachment disposition with ?download=', async () => {
    const key = `${alice.id}/headers/doc.txt`;
    await alice.client.storage.from('st-private').upload(key, Buffer.from('abc'), { contentType: 'text/markdown', cacheControl: '120' });
    const url = `${emu.url}/storage/v1/object/st-private/${key}?download=report.md`;
    const res = await fetch(url, { headers: { Authorization: `Bearer ${alice.token}`, apikey: emu.anonKey } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown');
    expect(res.headers.get('cache-control')).toBe('max-age=120');
    expect(res.headers.get('etag')).toBe('"900150983cd24fb0d6963f7d28e17f72"');
    expect(res.headers.get('content-length')).toBe('3');
    expect(new Date(res.headers.get('last-modified')!).getTime()).toBeGreaterThan(0);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="report.md"; filename*=UTF-8''report.md`);
    expect(await res.text()).toBe('abc');
  });

  it('refuses a second upload without upsert (409 Duplicate) and keeps the first content', async () => {
    const key = `${alice.id}/dup/a.txt`;
    await alice.client.storage.from('st-private').upload(key, Buffer.from('first'));
    const { data, error } = await alice.client.storage.from('st-private').upload(key, Buffer.from('second'));
    expect(data).toBeNull();
    expect(error).toMatchObject({ message: 'The resource already exists', status: 400, statusCode: '409' });
    const res = await fetch(`${emu.url}/storage/v1/object/st-private/${key}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${alice.token}`, 'content-type': 'text/plain' },
      body: 'third',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: '409', code: 'KeyAlreadyExists', error: 'Duplicate', message: 'The resource already exists' });
    expect(await (await alice.client.storage.from('st-private').download(key)).data?.text()).toBe('first');
  });

  it('replaces content with upsert and with update()', async () => {
    const key = `${alice.id}/up/a.txt`;
    await alice.client.storage.from('st-private').upload(key, Buffer.from('v1'));
    const up = await alice.client.storage.from('st-private').upload(key, Buffer.from('v2'), { upsert: true });
    expect(up.error).toBeNull();
    expect(await (await alice.client.storage.from('st-private').download(key)).data?.text()).toBe('v2');
    const upd = await alice.client.storage.from('st-private').update(key, Buffer.from('v3'), { contentType: 'text/csv' });
    expect(upd.error).toBeNull();
    expect(upd.data?.fullPath).toBe(`st-private/${key}`);
    const dl = await alice.client.storage.from('st-private').download(key);
    expect(dl.data?.type).toBe('text/csv');
    expect(await dl.data?.text()).toBe('v3');
    expect(await rows('st-private', key)).toHaveLength(1);
  });

  it('answers info/exists for missing objects with NoSuchKey, and NoSuchBucket for a missing bucket', async () => {
    expect((await alice.client.storage.from('st-private').exists(`${alice.id}/raw/hello.txt`)).data).toBe(true);
    expect((await alice.client.storage.from('st-private').exists(`${alice.id}/nope.txt`)).data).toBe(false);
    const headers = { Authorization: `Bearer ${alice.token}` };
    const info = await fetch(`${emu.url}/storage/v1/object/info/st-private/${alice.id}/nope.txt`, { headers });
    expect(info.status).toBe(400);
    expect(await info.json()).toEqual({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });
    const nb = await fetch(`${emu.url}/storage/v1/object/st-nothing/${alice.id}/x.txt`, { headers });
    expect(nb.status).toBe(400);
    expect(await nb.json()).toEqual({ statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' });
  });
});

describe('list', () => {
  beforeAll(async () => {
    const s = alice.client.storage.from('st-private');
    for (const name of ['b.txt', 'a.txt', 'C.txt', 'sub/one.txt', 'sub/two.txt', 'deeper/x/y.txt']) {
      const { error } = await s.upload(`${alice.id}/list/${name}`, Buffer.from(name));
      if (error) throw error;
    }
  });

  it('lists one level under the prefix with sub-folders as null rows', async () => {
    const { data, error } = await alice.client.storage.from('st-private').list(`${alice.id}/list`);
    expect(error).toBeNull();
    expect(data?.map((d) => d.name)).toEqual(['C.txt', 'a.txt', 'b.txt', 'deeper', 'sub']);
    expect(data?.find((d) => d.name === 'sub')).toEqual({ name: 'sub', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    expect(data?.find((d) => d.name === 'a.txt')).toMatchObject({ id: expect.any(String), metadata: { size: 5, mimetype: 'text/plain;charset=UTF-8' } });
  });

  it('applies limit, offset, sort order and a case-insensitive search', async () => {
    const s = alice.client.storage.from('st-private');
    const page = await s.list(`${alice.id}/list`, { limit: 2, offset: 1, sortBy: { column: 'name', order: 'desc' } });
    expect(page.data?.map((d) => d.name)).toEqual(['deeper', 'b.txt']);
    const found = await s.list(`${alice.id}/list`, { search: 'c' });
    expect(found.data?.map((d) => d.name)).toEqual(['C.txt']);
    const sub = await s.list(`${alice.id}/list/sub/`);
    expect(sub.data?.map((d) => d.name)).toEqual(['one.txt', 'two.txt']);
  });
});

describe('move, copy and remove', () => {
  it('moves an object (row and file)', async () => {
    const s = alice.client.storage.from('st-private');
    await s.upload(`${alice.id}/mv/from.txt`, Buffer.from('moving'));
    const { data, error } = await s.move(`${alice.id}/mv/from.txt`, `${alice.id}/mv/to.txt`);
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Successfully moved' });
    expect((await s.exists(`${alice.id}/mv/from.txt`)).data).toBe(false);
    expect(await (await s.download(`${alice.id}/mv/to.txt`)).data?.text()).toBe('moving');
    expect(existsSync(onDisk('st-private', `${alice.id}/mv/from.txt`))).toBe(false);
  });

  it('copies an object, keeping the source', async () => {
    const s = alice.client.storage.from('st-private');
    await s.upload(`${alice.id}/cp/src.txt`, Buffer.from('copy me'), { contentType: 'text/x-note' });
    const { data, error } = await s.copy(`${alice.id}/cp/src.txt`, `${alice.id}/cp/dst.txt`);
    expect(error).toBeNull();
    expect(data).toEqual({ path: `st-private/${alice.id}/cp/dst.txt` });
    const dl = await s.download(`${alice.id}/cp/dst.txt`);
    expect(dl.data?.type).toBe('text/x-note');
    expect(await dl.data?.text()).toBe('copy me');
    expect((await s.exists(`${alice.id}/cp/src.txt`)).data).toBe(true);
  });

  it('removes objects, returning what was deleted and skipping missing names', async () => {
    const s = alice.client.storage.from('st-private');
    await s.upload(`${alice.id}/rm/a.txt`, Buffer.from('a'));
    await s.upload(`${alice.id}/rm/b.txt`, Buffer.from('b'));
    const { data, error } = await s.remove([`${alice.id}/rm/a.txt`, `${alice.id}/rm/missing.txt`]);
    expect(error).toBeNull();
    expect(data?.map((d) => d.name)).toEqual([`${alice.id}/rm/a.txt`]);
    expect((await s.exists(`${alice.id}/rm/a.txt`)).data).toBe(false);
    expect(filesUnder(path.join(emu.ctx.config.storageDir, 'st-private', alice.id, 'rm'))).toEqual(['b.txt']);
  });
});
