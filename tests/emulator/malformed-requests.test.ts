import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { userClient, type TestUser } from './storage-fixtures';

/**
 * Malformed requests against every service: NUL and invalid UTF-8 in every part of the URL, broken
 * select/filter/order grammar, deep nesting, huge values and headers, wrong content types and bodies
 * that are not what the route expects. Every answer must be a 4xx in that API's error shape (never a
 * 5xx), and the server must still answer afterwards. Durations are recorded and printed.
 */
let emu: TestEmulator;
let user: TestUser;

type Api = 'rest' | 'auth' | 'storage' | 'functions' | 'http';

interface Req {
  api: Api;
  method: string;
  /** The raw request target, sent byte for byte. */
  path: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Send the signed-in user's token instead of the anon key. */
  asUser?: boolean;
}

interface Res {
  req: Req;
  status: number;
  json: unknown;
  ms: number;
}

function send(req: Req): Promise<Res> {
  const u = new URL(emu.url);
  const token = req.asUser ? user.token : emu.anonKey;
  const headers: Record<string, string> = { apikey: emu.anonKey, authorization: `Bearer ${token}`, ...req.headers };
  if (req.body !== undefined && !Object.keys(headers).some((k) => k.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const r = http.request({ host: u.hostname, port: u.port, method: req.method, path: req.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = text;
        }
        resolve({ req, status: res.statusCode ?? 0, json, ms: performance.now() - t0 });
      });
    });
    r.on('error', reject);
    r.end(req.body);
  });
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a body is the error shape of the API that answered. */
function hasErrorShape(api: Api, body: unknown): boolean {
  if (!isObj(body)) return false;
  switch (api) {
    case 'rest':
      return typeof body.code === 'string' && typeof body.message === 'string' && 'details' in body && 'hint' in body;
    case 'auth':
      return typeof body.code === 'string' && typeof body.msg === 'string' && body.error_code === body.code;
    case 'storage':
      return typeof body.statusCode === 'string' && /^4\d\d$/.test(body.statusCode) && typeof body.error === 'string' && typeof body.message === 'string';
    case 'functions':
      return typeof body.message === 'string' || typeof body.error === 'string';
    case 'http':
      return typeof body.message === 'string';
  }
}

// ---------------------------------------------------------------------------------------------------------
// The requests
// ---------------------------------------------------------------------------------------------------------
const BAD_BYTES = ['%00', '%FF', '%C3%28', '%E2%82', '%C0%AF', 'a%00b'];

function restRequests(): Req[] {
  const out: Req[] = [];
  const get = (path: string, extra: Partial<Req> = {}) => out.push({ api: 'rest', method: 'GET', path: `/rest/v1/${path}`, ...extra });
  for (const bad of BAD_BYTES) {
    get(`casi${bad}nos?select=id`);
    get(`casinos?select=${bad}`);
    get(`casinos?select=id,name${bad}`);
    get(`casinos?select=id&na${bad}me=eq.x`);
    get(`casinos?select=id&name=eq.${bad}`);
    get(`casinos?select=id&order=na${bad}me`);
    get(`casinos?select=id&limit=${bad}`);
    get(`casinos?select=id&offset=${bad}`);
    get(`rpc/get_public_${bad}profiles`, { asUser: true });
    get(`rpc/get_public_profiles?user${bad}ids=%7B%7D`, { asUser: true });
    out.push({ api: 'rest', method: 'POST', path: `/rest/v1/support_tickets?columns=sub${bad}ject`, body: '{"subject":"x"}', asUser: true });
    out.push({ api: 'rest', method: 'POST', path: `/rest/v1/user_casino_preferences?on_conflict=user${bad}id`, body: '{}', asUser: true });
  }
  // Broken grammar.
  for (const select of ['(', 'id,', ',,', 'casinos(', 'id,casinos(*', '*,x(y(z', 'id::', 'id->', 'id->>', 'a!inner', '!', 'id:', '...', '"unterminated'])
    get(`casinos?select=${encodeURIComponent(select)}`);
  for (const filter of ['name=eq', 'name=zz.1', 'name=in.(a', 'name=in.a,b)', 'or=(name.eq.a', 'or=name.eq.a', 'and=foo', 'name=not.', 'name=like', 'id=eq.not-a-uuid', 'latitude=gt.abc', 'name=is.maybe'])
    get(`casinos?select=id&${filter}`);
  for (const order of ['name.foo', '.asc', 'name.asc.nullsmiddle', 'name..asc', 'nope.desc'])
    get(`casinos?select=id&order=${order}`);
  for (const range of ['limit=-1', 'limit=abc', 'offset=-5', 'limit=1e999'])
    get(`casinos?select=id&${range}`);
  get('casinos?select=id', { headers: { accept: 'application/xml' } });
  // Deep nesting and huge values.
  get(`casinos?select=${'a('.repeat(300)}id${')'.repeat(300)}`);
  get(`casinos?select=id&or=${'(or('.repeat(300)}name.eq.a${'))'.repeat(300)}`);
  get(`casinos?select=id&id=eq.${'x'.repeat(8000)}`);
  get(`casinos?select=${Array.from({ length: 600 }, (_, i) => `c${i}`).join(',')}`);
  // Bodies that are not what the route expects.
  const post = (path: string, body: string | Buffer, headers: Record<string, string> = {}) =>
    out.push({ api: 'rest', method: 'POST', path: `/rest/v1/${path}`, body, headers, asUser: true });
  post('support_tickets', 'subject=x', { 'content-type': 'application/x-www-form-urlencoded' });
  post('support_tickets', 'not json', { 'content-type': 'text/plain' });
  post('support_tickets', '{"subject":');
  post('support_tickets', '[1,2,3]');
  post('support_tickets', '"just a string"');
  post('support_tickets', '{"sub\\u0000ject":"x"}');
  post('support_tickets', '{"subject":"x\\u0000y","message":"m"}');
  post('support_tickets', `${'['.repeat(5000)}${']'.repeat(5000)}`);
  post('support_tickets', `{"subject":"${'x'.repeat(200_000)}"}`);
  post('rpc/get_public_profiles', '{"user_ids":[1,2]}');
  post('rpc/get_public_profiles', '{"user_ids":"not an array"}');
  post('rpc/nope', '{}');
  out.push({ api: 'rest', method: 'PATCH', path: '/rest/v1/support_tickets?id=eq.1', body: '[{"subject":"x"}]', asUser: true });
  out.push({ api: 'rest', method: 'DELETE', path: '/rest/v1/support_tickets?id=eq.%FF', asUser: true });
  return out;
}

function authRequests(): Req[] {
  const out: Req[] = [];
  const post = (path: string, body: string | Buffer, headers: Record<string, string> = {}) => out.push({ api: 'auth', method: 'POST', path: `/auth/v1/${path}`, body, headers });
  for (const bad of BAD_BYTES) {
    post(`token?grant_type=pass${bad}word`, '{"email":"a@b.co","password":"x"}');
    out.push({ api: 'auth', method: 'GET', path: `/auth/v1/verify?type=signup&token=${bad}&redirect_to=${bad}` });
    out.push({ api: 'auth', method: 'GET', path: `/auth/v1/verify?type=${bad}&token=x` });
  }
  for (const email of ['a\\u0000@b.co', 'a@b\\u0000.co', '\\u0000', 'x'.repeat(5000) + '@b.co', '', ' ', 'no-at-sign', '@b.co', 'a@', 'a@b'])
    post('token?grant_type=password', `{"email":"${email}","password":"secret123"}`);
  post('token?grant_type=password', '{"email":123,"password":[]}');
  post('token?grant_type=password', '{"email":{"$ne":null},"password":{"$ne":null}}');
  post('token?grant_type=password', 'email=a@b.co&password=x', { 'content-type': 'application/x-www-form-urlencoded' });
  post('token?grant_type=password', '{"email":');
  post('token?grant_type=password', '[]');
  post('token?grant_type=refresh_token', '{"refresh_token":"\\u0000"}');
  post('token?grant_type=refresh_token', `{"refresh_token":"${'r'.repeat(100_000)}"}`);
  post('token?grant_type=nope', '{}');
  post('token', '{}');
  post('signup', '{"email":"new@b.co","password":"secret123","data":{"first_name":"\\u0000"}}');
  post('signup', '{"email":"new2@b.co","password":"secret\\u0000123"}');
  post('signup', '{"email":"new4@b.co","password":"secret123","data":"not an object"}');
  post('recover', '{"email":"a\\u0000@b.co"}');
  post('recover', '{"email":["a@b.co"]}');
  post('otp', '{"email":"a\\u0000@b.co"}');
  post('otp', '{"phone":"+15555550100"}');
  post('verify', '{"type":"nope","token_hash":"x"}');
  post('verify', '{"type":"recovery","token_hash":"\\u0000"}');
  post('verify', '{"type":"email","email":"a@b.co","token":"\\u0000"}');
  post('resend', '{"type":"sms","email":"a@b.co"}');
  post('logout?scope=%00', '{}');
  out.push({ api: 'auth', method: 'GET', path: '/auth/v1/user', headers: { authorization: 'Bearer not.a.jwt' } });
  out.push({ api: 'auth', method: 'PUT', path: '/auth/v1/user', body: '{"data":{"x":"\\u0000"}}', asUser: true });
  out.push({ api: 'auth', method: 'PUT', path: '/auth/v1/user', body: '{"email":"\\u0000"}', asUser: true });
  out.push({ api: 'auth', method: 'GET', path: '/auth/v1/admin/users?page=%00' });
  out.push({ api: 'auth', method: 'GET', path: '/auth/v1/admin/users/%FF' });
  return out;
}

function storageRequests(): Req[] {
  const out: Req[] = [];
  const s = (method: string, path: string, extra: Partial<Req> = {}) => out.push({ api: 'storage', method, path: `/storage/v1/${path}`, asUser: true, ...extra });
  for (const bad of BAD_BYTES) {
    s('GET', `object/public/social${bad}posts/x.png`);
    s('GET', `object/public/social-posts/posts/x${bad}.png`);
    s('POST', `object/w2g-images/${user.id}/x${bad}.png`, { body: Buffer.from([0x89, 0x50]), headers: { 'content-type': 'image/png' } });
    s('POST', `object/list/w2g${bad}images`, { body: '{"prefix":""}' });
  }
  s('POST', 'object/list/w2g-images', { body: '{"prefix":"\\u0000"}' });
  s('POST', 'object/list/w2g-images', { body: '{"prefix":"","limit":"abc","offset":-1}' });
  s('POST', 'object/list/w2g-images', { body: 'not json' });
  s('POST', 'object/list/w2g-images', { body: '[]' });
  s('POST', `object/sign/w2g-images/${user.id}/x.png`, { body: '{"expiresIn":"soon"}' });
  s('POST', 'object/sign/w2g-images', { body: '{"expiresIn":60,"paths":"x"}' });
  s('POST', 'object/sign/w2g-images', { body: '{"expiresIn":60,"paths":[1,{"a":2}]}' });
  s('GET', 'object/sign/w2g-images/x.png?token=%00');
  s('GET', 'object/sign/w2g-images/x.png?token=a.b.c');
  s('POST', 'object/move', { body: '{"bucketId":"w2g-images","sourceKey":"../x","destinationKey":"y"}' });
  s('POST', 'object/copy', { body: '{"bucketId":"w2g-images","sourceKey":"x","destinationKey":"\\u0000"}' });
  s('POST', 'object/move', { body: '{}' });
  s('DELETE', 'object/w2g-images', { body: '{"prefixes":"x"}' });
  s('DELETE', 'object/w2g-images', { body: '{"prefixes":[1,2]}' });
  s('POST', 'bucket', { body: '{"id":"../evil","name":"../evil"}' });
  s('POST', 'bucket', { body: '{"id":"ok-name","file_size_limit":"lots"}' });
  s('POST', 'bucket', { body: '{"id":"\\u0000"}' });
  s('PUT', 'bucket/%FF', { body: '{}' });
  s('POST', `object/w2g-images/${user.id}/${'k'.repeat(2000)}.png`, { body: Buffer.from([0x89]), headers: { 'content-type': 'image/png' } });
  s('POST', `object/w2g-images/${user.id}/m.png`, { body: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
  s('POST', `object/w2g-images/${user.id}/m.png`, { body: 'no boundary', headers: { 'content-type': 'multipart/form-data' } });
  s('POST', `object/w2g-images/${user.id}/meta.png`, { body: Buffer.from([0x89]), headers: { 'content-type': 'image/png', 'x-metadata': '%%%not-base64-json' } });
  return out;
}

function functionRequests(): Req[] {
  const out: Req[] = [];
  for (const bad of ['%00', '%FF', '%C3%28', '..%2F..%2Fetc', 'nope', 'a%2Fb'])
    out.push({ api: 'functions', method: 'POST', path: `/functions/v1/${bad}`, body: '{}' });
  out.push({ api: 'functions', method: 'POST', path: '/functions/v1/admin-user-management', body: '{}', headers: { authorization: 'Bearer nope' } });
  out.push({ api: 'functions', method: 'POST', path: '/functions/v1/export-w2g-pdf', body: '{}', headers: { authorization: '' } });
  out.push({ api: 'functions', method: 'POST', path: '/functions/v1/verify-admin-email', body: 'not json', headers: { 'content-type': 'text/plain' } });
  out.push({ api: 'functions', method: 'POST', path: '/functions/v1/verify-admin-email', body: '[1,2]' });
  return out;
}

function httpRequests(): Req[] {
  // Handled by the HTTP server before any route: a header over Node's 16 KiB limit.
  return [
    { api: 'http', method: 'GET', path: '/rest/v1/casinos?select=id', headers: { 'x-huge': 'h'.repeat(40_000) } },
    { api: 'http', method: 'GET', path: '/auth/v1/user', headers: { cookie: 'c'.repeat(40_000) } },
  ];
}

beforeAll(async () => {
  emu = await startTestEmulator();
  user = userClient(emu);
});
afterAll(async () => emu?.close());

describe('malformed requests', () => {
  it('answers every one with a 4xx in the API’s error shape, never a 5xx, and keeps serving', async () => {
    const requests = [...restRequests(), ...authRequests(), ...storageRequests(), ...functionRequests(), ...httpRequests()];
    expect(requests.length).toBeGreaterThanOrEqual(150);
    const results: Res[] = [];
    for (const r of requests) results.push(await send(r));

    const bad = results.filter((r) => r.status < 400 || r.status > 499 || !hasErrorShape(r.req.api, r.json));
    expect(bad.map((r) => `${r.req.method} ${r.req.path.slice(0, 120)} -> ${r.status} ${JSON.stringify(r.json).slice(0, 200)}`)).toEqual([]);

    const byApi = new Map<Api, number>();
    for (const r of results) byApi.set(r.req.api, (byApi.get(r.req.api) ?? 0) + 1);
    const statuses = new Map<number, number>();
    for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    const slowest = results.reduce((m, r) => (r.ms > m.ms ? r : m));
    console.info(
      `malformed requests: ${results.length} (${[...byApi].map(([k, v]) => `${k} ${v}`).join(', ')}); ` +
        `statuses ${[...statuses].sort((x, y) => x[0] - y[0]).map(([k, v]) => `${k}×${v}`).join(', ')}; ` +
        `5xx 0; over 1 s ${results.filter((r) => r.ms > 1000).length}; slowest ${Math.round(slowest.ms)} ms (${slowest.req.method} ${slowest.req.path.slice(0, 60)})`,
    );

    // Still serving: REST, auth and storage answer normally afterwards.
    expect((await send({ api: 'rest', method: 'GET', path: '/rest/v1/casinos?select=id&limit=1' })).status).toBe(200);
    expect((await send({ api: 'auth', method: 'GET', path: '/auth/v1/health' })).status).toBe(200);
    expect((await send({ api: 'storage', method: 'POST', path: '/storage/v1/object/list/w2g-images', body: '{"prefix":""}', asUser: true })).status).toBe(200);
  });
});
