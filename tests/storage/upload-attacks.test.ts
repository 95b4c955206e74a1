import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { anonClient, userClient, type TestUser } from '../emulator/storage-fixtures';

/**
 * The upload attack suite: what an attacker with an account (or an admin's stolen session) tries against
 * the app's three buckets. Every try is either refused, or stored and then served inert: a raster image
 * type with nosniff and a sandboxing CSP, or an attachment. Nothing served may be active content.
 */
let emu: TestEmulator;
let a: TestUser;
let b: TestUser;
let admin: TestUser;

const MiB = 1024 * 1024;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const WEBP = Buffer.concat([Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00\x2f\x00\x00\x00', 'latin1'), Buffer.alloc(8)]);
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\x00\x00\x00\x00mif1heic', 'latin1'), Buffer.alloc(8)]);
const AVIF = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif\x00\x00\x00\x00avifmif1miaf', 'latin1'), Buffer.alloc(8)]);
const SCRIPT = '<script>fetch("/auth/v1/user").then(r=>r.text()).then(alert)</script>';
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`;
const HTML = `<!doctype html><html><body>${SCRIPT}</body></html>`;
const XML = `<?xml version="1.0"?><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>`;
const JS = 'alert(document.cookie)';

/** A file of `size` bytes that starts as a PNG (the rest is padding). */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

interface Try {
  name: string;
  who: () => TestUser | null;
  bucket: 'slot-machine-images' | 'social-posts' | 'w2g-images';
  /** The object path; a function so that it can name the uploader's folder. */
  path: () => string;
  body: Buffer | string;
  type?: string;
  /** Send as multipart/form-data (what supabase-js does for a Blob/File) with this file name. */
  multipart?: string;
  upsert?: boolean;
  /** What must happen: 'refused' or 'stored' (stored objects are then fetched and must be inert). */
  expect: 'refused' | 'stored';
}

let n = 0;
const uniq = () => `${Date.now()}-${n++}`;
const slot = (name = `${uniq()}.png`) => () => name;
const post = (who: () => TestUser, name = `${uniq()}.png`) => () => `posts/${who().id}/${name}`;
const w2g = (who: () => TestUser, name = `${uniq()}.png`) => () => `${who().id}/${name}`;
const A = () => a;
const B = () => b;
const ADMIN = () => admin;

const TRIES: Try[] = [
  // Script in image clothing: SVG, HTML, XML, JS under their own type and under a raster type.
  { name: 'SVG with script as image/svg+xml (slot)', who: ADMIN, bucket: 'slot-machine-images', path: slot(`${uniq()}.svg`), body: SVG, type: 'image/svg+xml', expect: 'refused' },
  { name: 'SVG with script as image/svg+xml (post)', who: A, bucket: 'social-posts', path: post(A, `${uniq()}.svg`), body: SVG, type: 'image/svg+xml', expect: 'refused' },
  { name: 'SVG with script as image/svg+xml (w2g)', who: A, bucket: 'w2g-images', path: w2g(A, `${uniq()}.svg`), body: SVG, type: 'image/svg+xml', expect: 'refused' },
  { name: 'SVG declared image/png', who: ADMIN, bucket: 'slot-machine-images', path: slot(), body: SVG, type: 'image/png', expect: 'refused' },
  { name: 'SVG declared image/jpeg (post)', who: A, bucket: 'social-posts', path: post(A, `${uniq()}.jpg`), body: SVG, type: 'image/jpeg', expect: 'refused' },
  { name: 'SVG multipart named .png, declared image/png', who: A, bucket: 'social-posts', path: post(A), body: SVG, type: 'image/png', multipart: 'x.png', expect: 'refused' },
  { name: 'HTML as text/html', who: ADMIN, bucket: 'slot-machine-images', path: slot(`${uniq()}.html`), body: HTML, type: 'text/html', expect: 'refused' },
  { name: 'HTML declared image/jpeg', who: ADMIN, bucket: 'slot-machine-images', path: slot(`${uniq()}.jpg`), body: HTML, type: 'image/jpeg', expect: 'refused' },
  { name: 'HTML declared image/gif (w2g)', who: A, bucket: 'w2g-images', path: w2g(A, `${uniq()}.gif`), body: HTML, type: 'image/gif', expect: 'refused' },
  { name: 'HTML as application/xhtml+xml', who: A, bucket: 'social-posts', path: post(A, `${uniq()}.xhtml`), body: HTML, type: 'application/xhtml+xml', expect: 'refused' },
  { name: 'XML with script as application/xml', who: A, bucket: 'social-posts', path: post(A, `${uniq()}.xml`), body: XML, type: 'application/xml', expect: 'refused' },
  { name: 'XML declared image/webp', who: A, bucket: 'social-posts', path: post(A, `${uniq()}.webp`), body: XML, type: 'image/webp', expect: 'refused' },
  { name: 'JS as application/javascript', who: ADMIN, bucket: 'slot-machine-images', path: slot(`${uniq()}.js`), body: JS, type: 'application/javascript', expect: 'refused' },
  { name: 'JS declared image/png', who: A, bucket: 'w2g-images', path: w2g(A), body: JS, type: 'image/png', expect: 'refused' },
  { name: 'text file renamed .jpg', who: ADMIN, bucket: 'slot-machine-images', path: slot(`${uniq()}.jpg`), body: 'just some text', type: 'image/jpeg', expect: 'refused' },
  { name: 'text file renamed .png, multipart', who: A, bucket: 'w2g-images', path: w2g(A), body: 'just some text', type: 'image/png', multipart: 'w2g.png', expect: 'refused' },
  { name: 'PDF declared image/png', who: A, bucket: 'w2g-images', path: w2g(A), body: '%PDF-1.7\n%âãÏÓ\n', type: 'image/png', expect: 'refused' },
  { name: 'PNG bytes declared text/html', who: A, bucket: 'social-posts', path: post(A, `${uniq()}.html`), body: PNG, type: 'text/html', expect: 'refused' },
  { name: 'PNG bytes declared image/svg+xml', who: A, bucket: 'social-posts', path: post(A), body: PNG, type: 'image/svg+xml', expect: 'refused' },
  { name: 'PNG bytes declared image/jpeg (type mismatch)', who: A, bucket: 'social-posts', path: post(A), body: PNG, type: 'image/jpeg', expect: 'refused' },
  { name: 'JPEG bytes declared image/png (type mismatch)', who: ADMIN, bucket: 'slot-machine-images', path: slot(), body: JPEG, type: 'image/png', expect: 'refused' },
  { name: 'two types in one header', who: A, bucket: 'social-posts', path: post(A), body: PNG, type: 'image/png, text/html', expect: 'refused' },
  { name: 'no content type (octet-stream)', who: A, bucket: 'social-posts', path: post(A), body: PNG, type: undefined, expect: 'refused' },
  { name: 'BMP (not in the allowed list)', who: A, bucket: 'social-posts', path: post(A, `${uniq()}.bmp`), body: Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)]), type: 'image/bmp', expect: 'refused' },
  { name: 'zero bytes as image/png', who: A, bucket: 'social-posts', path: post(A), body: Buffer.alloc(0), type: 'image/png', expect: 'refused' },
  { name: 'zero bytes as image/jpeg (w2g)', who: A, bucket: 'w2g-images', path: w2g(A, `${uniq()}.jpg`), body: Buffer.alloc(0), type: 'image/jpeg', expect: 'refused' },
  { name: 'three bytes of a JPEG header', who: A, bucket: 'w2g-images', path: w2g(A, `${uniq()}.jpg`), body: JPEG.subarray(0, 2), type: 'image/jpeg', expect: 'refused' },

  // Polyglots: a real raster header with script behind it. Stored (it is that image), served inert.
  { name: 'GIF/JS polyglot (GIF89a header + script)', who: A, bucket: 'social-posts', path: post(A, `${uniq()}.gif`), body: `GIF89a/*\x01\x00*/=1;${JS}//${SCRIPT}`, type: 'image/gif', expect: 'stored' },
  { name: 'PNG + appended HTML', who: ADMIN, bucket: 'slot-machine-images', path: slot(), body: Buffer.concat([PNG, Buffer.from(HTML)]), type: 'image/png', expect: 'stored' },
  { name: 'JPEG + appended SVG', who: A, bucket: 'w2g-images', path: w2g(A, `${uniq()}.jpg`), body: Buffer.concat([JPEG, Buffer.from(SVG)]), type: 'image/jpeg', expect: 'stored' },
  { name: 'PNG named .html', who: A, bucket: 'social-posts', path: post(A, `${uniq()}.png.html`), body: PNG, type: 'image/png', expect: 'stored' },
  { name: 'PNG named .svg, multipart', who: A, bucket: 'social-posts', path: post(A, `${uniq()}.svg`), body: PNG, type: 'image/png', multipart: 'x.svg', expect: 'stored' },

  // The accepted formats.
  { name: 'JPEG', who: A, bucket: 'w2g-images', path: w2g(A, `${uniq()}.jpg`), body: JPEG, type: 'image/jpeg', expect: 'stored' },
  { name: 'GIF', who: A, bucket: 'social-posts', path: post(A, `${uniq()}.gif`), body: GIF, type: 'image/gif', expect: 'stored' },
  { name: 'WebP', who: ADMIN, bucket: 'slot-machine-images', path: slot(`${uniq()}.webp`), body: WEBP, type: 'image/webp', expect: 'stored' },
  { name: 'HEIC', who: A, bucket: 'w2g-images', path: w2g(A, `${uniq()}.heic`), body: HEIC, type: 'image/heic', expect: 'stored' },
  { name: 'AVIF', who: A, bucket: 'social-posts', path: post(A, `${uniq()}.avif`), body: AVIF, type: 'image/avif', expect: 'stored' },
  { name: 'PNG with a charset parameter, upper case', who: A, bucket: 'social-posts', path: post(A), body: PNG, type: 'IMAGE/PNG; charset=utf-8', expect: 'stored' },

  // Sizes at the boundary: "under 5 MB" / "under 10 MB".
  { name: 'slot image of 5 MiB - 1 bytes', who: ADMIN, bucket: 'slot-machine-images', path: slot(), body: pngOfSize(5 * MiB - 1), type: 'image/png', expect: 'stored' },
  { name: 'slot image of exactly 5 MiB', who: ADMIN, bucket: 'slot-machine-images', path: slot(), body: pngOfSize(5 * MiB), type: 'image/png', expect: 'refused' },
  { name: 'slot image of 5 MiB, multipart', who: ADMIN, bucket: 'slot-machine-images', path: slot(), body: pngOfSize(5 * MiB), type: 'image/png', multipart: 'big.png', expect: 'refused' },
  { name: 'W2G photo of 10 MiB - 1 bytes', who: A, bucket: 'w2g-images', path: w2g(A), body: pngOfSize(10 * MiB - 1), type: 'image/png', expect: 'stored' },
  { name: 'W2G photo of exactly 10 MiB', who: A, bucket: 'w2g-images', path: w2g(A), body: pngOfSize(10 * MiB), type: 'image/png', expect: 'refused' },
  { name: 'post image of exactly 10 MiB', who: A, bucket: 'social-posts', path: post(A), body: pngOfSize(10 * MiB), type: 'image/png', expect: 'refused' },

  // Odd names.
  { name: 'unicode and spaces in the name', who: A, bucket: 'social-posts', path: post(A, `jackpot 🎰 ${uniq()}.png`), body: PNG, type: 'image/png', expect: 'stored' },
  { name: 'quotes and angle brackets in the name', who: A, bucket: 'social-posts', path: post(A, `"><img src=x onerror=alert(1)>${uniq()}.png`), body: PNG, type: 'image/png', expect: 'stored' },
  { name: 'a dot file', who: A, bucket: 'w2g-images', path: w2g(A, `.htaccess${uniq()}`), body: PNG, type: 'image/png', expect: 'stored' },
  { name: 'CR LF in the name (header injection)', who: A, bucket: 'social-posts', path: post(A, `x\r\nContent-Type: text/html\r\n${uniq()}.png`), body: PNG, type: 'image/png', expect: 'refused' },
  { name: 'NUL in the name', who: A, bucket: 'social-posts', path: post(A, `x\0.html${uniq()}.png`), body: PNG, type: 'image/png', expect: 'refused' },
  { name: 'a 1,100-character name', who: A, bucket: 'social-posts', path: post(A, `${'a'.repeat(1100)}.png`), body: PNG, type: 'image/png', expect: 'refused' },

  // Traversal.
  { name: 'traversal ../', who: A, bucket: 'w2g-images', path: () => `${a.id}/../${b.id}/x.png`, body: PNG, type: 'image/png', expect: 'refused' },
  { name: 'traversal to the storage root', who: A, bucket: 'w2g-images', path: () => '../../escape.png', body: PNG, type: 'image/png', expect: 'refused' },
  { name: 'traversal with backslashes', who: A, bucket: 'w2g-images', path: () => `${a.id}\\..\\..\\escape.png`, body: PNG, type: 'image/png', expect: 'refused' },
  { name: 'absolute path', who: A, bucket: 'w2g-images', path: () => '/etc/escape.png', body: PNG, type: 'image/png', expect: 'refused' },
  { name: 'empty segments', who: A, bucket: 'w2g-images', path: () => `${a.id}//x.png`, body: PNG, type: 'image/png', expect: 'refused' },

  // Other users' folders and buckets they may not write.
  { name: "into another player's W2G folder", who: B, bucket: 'w2g-images', path: w2g(A), body: PNG, type: 'image/png', expect: 'refused' },
  { name: "into another player's posts folder", who: B, bucket: 'social-posts', path: post(A), body: PNG, type: 'image/png', expect: 'refused' },
  { name: 'outside posts/ in social-posts', who: A, bucket: 'social-posts', path: () => `${a.id}/x.png`, body: PNG, type: 'image/png', expect: 'refused' },
  { name: 'a player into slot-machine-images', who: A, bucket: 'slot-machine-images', path: slot(), body: PNG, type: 'image/png', expect: 'refused' },
  { name: 'anon into social-posts', who: () => null, bucket: 'social-posts', path: post(A), body: PNG, type: 'image/png', expect: 'refused' },
  { name: 'anon into slot-machine-images', who: () => null, bucket: 'slot-machine-images', path: slot(), body: PNG, type: 'image/png', expect: 'refused' },
];

interface Outcome {
  name: string;
  status: number;
  body: Record<string, unknown>;
  stored: boolean;
  key: string;
}

async function upload(t: Try): Promise<Outcome> {
  const who = t.who();
  const key = t.path();
  const bytes = typeof t.body === 'string' ? Buffer.from(t.body, 'latin1') : t.body;
  const encoded = key.split('/').map(encodeURIComponent).join('/');
  const headers: Record<string, string> = { apikey: emu.anonKey, authorization: `Bearer ${who ? who.token : emu.anonKey}` };
  if (t.upsert) headers['x-upsert'] = 'true';
  let body: BodyInit;
  if (t.multipart) {
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('', new Blob([new Uint8Array(bytes)], { type: t.type ?? 'application/octet-stream' }), t.multipart);
    body = form;
  } else {
    if (t.type) headers['content-type'] = t.type;
    body = new Uint8Array(bytes);
  }
  const res = await fetch(`${emu.url}/storage/v1/object/${t.bucket}/${encoded}`, { method: 'POST', headers, body });
  const json = (await res.json()) as Record<string, unknown>;
  return { name: t.name, status: res.status, body: json, stored: res.status === 200, key };
}

const RASTER = /^image\/(jpeg|png|gif|webp|heic|heif|avif)(;|$)/i;

/** Fetches a stored object the way a victim's browser would and says whether it could run anything. */
async function servedInert(bucket: string, key: string, owner: TestUser | null): Promise<{ inert: boolean; why: string }> {
  const encoded = key.split('/').map(encodeURIComponent).join('/');
  const url =
    bucket === 'w2g-images' ? `${emu.url}/storage/v1/object/authenticated/${bucket}/${encoded}` : `${emu.url}/storage/v1/object/public/${bucket}/${encoded}`;
  const res = await fetch(url, { headers: bucket === 'w2g-images' && owner ? { authorization: `Bearer ${owner.token}`, apikey: emu.anonKey } : {} });
  await res.arrayBuffer();
  const type = res.headers.get('content-type') ?? '';
  const csp = res.headers.get('content-security-policy') ?? '';
  const attachment = (res.headers.get('content-disposition') ?? '').startsWith('attachment');
  const problems = [
    res.status !== 200 && `status ${res.status}`,
    res.headers.get('x-content-type-options') !== 'nosniff' && 'no nosniff',
    !(csp.includes("default-src 'none'") && csp.includes('sandbox')) && `csp "${csp}"`,
    !RASTER.test(type) && !attachment && `inline ${type}`,
  ].filter(Boolean);
  return { inert: problems.length === 0, why: problems.join(', ') };
}

beforeAll(async () => {
  emu = await startTestEmulator();
  a = userClient(emu);
  b = userClient(emu);
  const { rows } = await emu.ctx.db.query<{ id: string }>("select id from auth.users where email = 'admin@slotplay.test'");
  admin = userClient(emu, rows[0].id);
});
afterAll(async () => emu?.close());

describe('upload attack suite', () => {
  it('refuses every attack or serves what it stored inert: 0 active content served', async () => {
    expect(TRIES.length).toBeGreaterThanOrEqual(50);
    const outcomes: Outcome[] = [];
    for (const t of TRIES) outcomes.push(await upload(t));

    const wrong = TRIES.map((t, i) => ({ t, o: outcomes[i] })).filter(({ t, o }) => (t.expect === 'stored') !== o.stored);
    expect(wrong.map(({ t, o }) => `${t.name}: ${o.status} ${JSON.stringify(o.body)}`)).toEqual([]);
    // A refusal is a Storage error (HTTP 400 with the real status in statusCode), never a 5xx.
    for (const o of outcomes.filter((x) => !x.stored)) {
      expect(o.status, o.name).toBe(400);
      expect(o.body, o.name).toMatchObject({ statusCode: expect.stringMatching(/^4\d\d$/), error: expect.any(String), message: expect.any(String) });
    }
    const sizeRefusals = outcomes.filter((o) => /exactly|5 MiB, multipart/.test(o.name));
    expect(sizeRefusals.map((o) => o.body.statusCode)).toEqual(['413', '413', '413', '413']);

    const served = await Promise.all(
      TRIES.map((t, i) => ({ t, o: outcomes[i] }))
        .filter(({ o }) => o.stored)
        .map(async ({ t, o }) => ({ name: t.name, ...(await servedInert(t.bucket, o.key, t.who())) })),
    );
    const active = served.filter((s) => !s.inert);
    console.info(
      `upload attacks: ${TRIES.length} tried, ${outcomes.filter((o) => !o.stored).length} refused, ` +
        `${served.length} stored and served inert, ${active.length} active content served`,
    );
    expect(active.map((s) => `${s.name}: ${s.why}`)).toEqual([]);
  });

  it('overwriting a stored image with script (upsert) is refused and the image stays', async () => {
    const key = `posts/${a.id}/keep-${uniq()}.png`;
    expect((await upload({ name: 'seed', who: A, bucket: 'social-posts', path: () => key, body: PNG, type: 'image/png', expect: 'stored' })).stored).toBe(true);
    const swap = await upload({ name: 'swap', who: A, bucket: 'social-posts', path: () => key, body: SVG, type: 'image/svg+xml', upsert: true, expect: 'refused' });
    expect(swap.stored).toBe(false);
    const res = await fetch(`${emu.url}/storage/v1/object/public/social-posts/${key}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('a signed upload URL does not bypass the content check', async () => {
    const key = `${a.id}/signed-${uniq()}.png`;
    const signed = await a.client.storage.from('w2g-images').createSignedUploadUrl(key);
    expect(signed.error).toBeNull();
    const up = await anonClient(emu).storage.from('w2g-images').uploadToSignedUrl(key, signed.data!.token, new Blob([HTML], { type: 'image/png' }));
    expect(up.error).toMatchObject({ statusCode: '415' });
  });

  it('nobody lists a public bucket: anon and other players see none of its files', async () => {
    const folder = `posts/${a.id}`;
    const own = await a.client.storage.from('social-posts').list(folder);
    expect(own.data?.length).toBeGreaterThan(0);
    expect((await anonClient(emu).storage.from('social-posts').list(folder)).data).toEqual([]);
    expect((await b.client.storage.from('social-posts').list(folder)).data).toEqual([]);
    expect((await anonClient(emu).storage.from('slot-machine-images').list()).data).toEqual([]);
    expect((await b.client.storage.from('w2g-images').list(a.id)).data).toEqual([]);
  });
});
