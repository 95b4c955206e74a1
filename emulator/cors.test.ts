import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { EXPOSED_HEADERS, corsMiddleware } from './cors';

function app(): Hono {
  const a = new Hono();
  a.use('*', corsMiddleware);
  a.get('/plain', () => new Response('[1]', { status: 206, headers: { 'Content-Type': 'application/json', 'Content-Range': '0-0/2' } }));
  a.get('/immutable', () => Response.redirect('http://a.test/next', 302));
  a.get('/boom', () => {
    throw new Error('boom');
  });
  a.onError((_e, c) => c.json({ message: 'failed' }, 500));
  return a;
}

describe('corsMiddleware', () => {
  it('adds the CORS headers to a handler response and keeps its status, headers and body', async () => {
    const res = await app().request('/plain', { headers: { Origin: 'http://localhost:5173' } });
    expect(res.status).toBe(206);
    expect(await res.text()).toBe('[1]');
    expect(Object.fromEntries(res.headers)).toEqual({
      'access-control-allow-credentials': 'true',
      'access-control-allow-origin': 'http://localhost:5173',
      'access-control-expose-headers': EXPOSED_HEADERS.join(','),
      'content-range': '0-0/2',
      'content-type': 'application/json',
      vary: 'Origin',
    });
  });

  it('allows any origin when the request has none', async () => {
    const res = await app().request('/plain');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('adds them to error responses', async () => {
    const res = await app().request('/boom', { headers: { Origin: 'http://a.test' } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'failed' });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://a.test');
  });

  it('copies a response whose headers are immutable', async () => {
    const res = await app().request('/immutable', { headers: { Origin: 'http://a.test' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://a.test/next');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://a.test');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('answers preflights with 204 and the allowed methods', async () => {
    const res = await app().request('/plain', {
      method: 'OPTIONS',
      headers: { Origin: 'http://a.test', 'Access-Control-Request-Method': 'PATCH', 'Access-Control-Request-Headers': 'apikey, authorization' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://a.test');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('apikey,authorization');
    expect(res.headers.get('access-control-max-age')).toBe('86400');
  });
});
