/**
 * `SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=... npm run db:push-files -- <dump dir>`:
 * uploads a dump's stored files (files/<bucket>/<path>, listed in manifest.json) through the Storage API of a
 * hosted project (or an emulator), each checked against its SHA-256 first; a file already there is kept, so a
 * second run after an interruption uploads only the rest.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { DumpManifest } from '../emulator/dump';

const dumpDir = path.resolve(process.argv[2] ?? '.data/dump');
const url = process.env.SUPABASE_URL;
const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
if (!url || !key) {
  console.error('[db:push-files] set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY');
  process.exit(1);
}
const client = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
const manifest = JSON.parse(await readFile(path.join(dumpDir, 'manifest.json'), 'utf8')) as DumpManifest;
let uploaded = 0;
let kept = 0;
for (const f of manifest.files) {
  const bytes = await readFile(path.join(dumpDir, 'files', f.bucket, ...f.name.split('/')));
  if (createHash('sha256').update(bytes).digest('hex') !== f.sha256) throw new Error(`files/${f.bucket}/${f.name} does not match manifest.json`);
  const { error } = await client.storage.from(f.bucket).upload(f.name, bytes, { contentType: f.contentType ?? undefined, upsert: false });
  if (!error) uploaded += 1;
  else if (/exists|duplicate/i.test(error.message)) kept += 1;
  else throw new Error(`${f.bucket}/${f.name}: ${error.message}`);
}
console.log(`[db:push-files] ${uploaded} files uploaded, ${kept} already there`);
