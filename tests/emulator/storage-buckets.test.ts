import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { filesUnder, serviceClient, userClient } from './storage-fixtures';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => emu?.close());

describe('bucket API', () => {
  it('creates, reads, lists and updates a bucket as service_role', async () => {
    const s = serviceClient(emu).storage;
    const created = await s.createBucket('st-b1', { public: false, fileSizeLimit: '1MB', allowedMimeTypes: ['image/*'] });
    expect(created).toEqual({ data: { name: 'st-b1' }, error: null });
    const got = await s.getBucket('st-b1');
    expect(got.data).toMatchObject({ id: 'st-b1', name: 'st-b1', public: false, file_size_limit: 1048576, allowed_mime_types: ['image/*'] });
    expect((await s.listBuckets()).data?.map((b) => b.id)).toContain('st-b1');
    const updated = await s.updateBucket('st-b1', { public: true, fileSizeLimit: null, allowedMimeTypes: null });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await s.getBucket('st-b1')).data).toMatchObject({ public: true, file_size_limit: null, allowed_mime_types: null });
  });

  it('refuses a duplicate bucket id with 409', async () => {
    const s = serviceClient(emu).storage;
    await s.createBucket('st-dup', { public: false });
    const res = await fetch(`${emu.url}/storage/v1/bucket`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${emu.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'st-dup', name: 'st-dup' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: '409', code: 'ResourceAlreadyExists', error: 'Duplicate', message: 'The resource already exists' });
  });

  it('empties, then deletes a bucket; deleting a non-empty one is refused', async () => {
    const s = serviceClient(emu).storage;
    await s.createBucket('st-gone', { public: false });
    await s.from('st-gone').upload('a/b.txt', Buffer.from('x'));
    const refused = await s.deleteBucket('st-gone');
    expect(refused.error).toMatchObject({ message: 'The bucket you tried to delete is not empty', statusCode: '409' });
    expect(await s.emptyBucket('st-gone')).toEqual({ data: { message: 'Successfully emptied' }, error: null });
    expect(filesUnder(path.join(emu.ctx.config.storageDir, 'st-gone'))).toEqual([]);
    expect((await s.from('st-gone').list('a')).data).toEqual([]);
    expect(await s.deleteBucket('st-gone')).toEqual({ data: { message: 'Successfully deleted' }, error: null });
    const missing = await s.getBucket('st-gone');
    expect(missing.error).toMatchObject({ message: 'Bucket not found', statusCode: '404' });
  });

  it('leaves bucket access to RLS on storage.buckets for signed-in users', async () => {
    const user = userClient(emu).client.storage;
    const create = await user.createBucket('st-user-made', { public: true });
    expect(create.error).toMatchObject({ message: 'new row violates row-level security policy', statusCode: '403' });
    expect((await serviceClient(emu).storage.getBucket('st-user-made')).error).toMatchObject({ statusCode: '404' });
    expect(await user.listBuckets()).toEqual({ data: [], error: null });
  });
});
