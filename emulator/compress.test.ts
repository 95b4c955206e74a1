import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { acceptsGzip, compressMiddleware } from './compress';

function app() {
  const a = new Hono();
  a.use('*', compressMiddleware());
  // 2,000 bytes of JSON, and a 13-byte one.
  a.get('/big', (c) => c.body(JSON.stringify({ rows: 'x'.repeat(1989) }), 200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': '0-0/1' }));
  a.get('/small', (c) => c.json({ ok: true }));
  a.get('/photo', (c) => c.body(new Uint8Array(4096).fill(7), 200, { 'Content-Type': 'image/webp' }));
  return a;
}

describe('compressMiddleware', () => {
  it('gzips a JSON answer of 1 kB or more for a client that accepts gzip, keeping status and headers', async () => {
    const res = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-range')).toBe('0-0/1');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.byteLength).toBeLessThan(200);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual({ rows: 'x'.repeat(1989) });
  });

  it('leaves the answer as it is without Accept-Encoding, for small bodies and for other types', async () => {
    const plain = await app().request('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.text()).length).toBe(2000);
    const small = await app().request('/small', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const photo = await app().request('/photo', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(photo.headers.get('content-encoding')).toBeNull();
    expect((await photo.arrayBuffer()).byteLength).toBe(4096);
  });

  it('reads Accept-Encoding as HTTP does: a q=0 refuses, * accepts', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
