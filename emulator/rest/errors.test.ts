import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { MAX_BODY_DEPTH, checkBodyDepth, mapDbError, statusForSqlState } from './errors';

describe('statusForSqlState', () => {
  it('maps SQLSTATEs like PostgREST', () => {
    const cases: [string, string, number][] = [
      ['23505', 'anon', 409],
      ['23503', 'authenticated', 409],
      ['42501', 'anon', 401],
      ['42501', 'authenticated', 403],
      ['22003', 'anon', 400],
      ['23502', 'anon', 400],
      ['23514', 'anon', 400],
      ['P0001', 'anon', 400],
      ['42703', 'anon', 400],
      ['42P01', 'anon', 404],
      ['42883', 'anon', 404],
      ['25006', 'anon', 405],
      ['PT418', 'anon', 418],
      ['28000', 'anon', 403],
      ['08006', 'anon', 503],
      ['53400', 'anon', 500],
      ['40001', 'anon', 500],
      ['P0002', 'anon', 500],
    ];
    for (const [code, role, status] of cases) expect([code, statusForSqlState(code, role)]).toEqual([code, status]);
  });
});

describe('mapDbError', () => {
  const pgErr = (code: string, message: string, detail?: string, hint?: string) => Object.assign(new Error(message), { code, detail, hint });

  it('keeps the SQLSTATE, message, detail and hint', () => {
    const e = mapDbError(pgErr('23505', 'duplicate key', 'Key (id)=(1) already exists.'), 'anon') as HttpError;
    expect(e.status).toBe(409);
    expect(e.body).toEqual({ code: '23505', message: 'duplicate key', details: 'Key (id)=(1) already exists.', hint: null });
  });

  it('adds WWW-Authenticate for 401', () => {
    expect((mapDbError(pgErr('42501', 'permission denied'), 'anon') as HttpError).headers['WWW-Authenticate']).toBe('Bearer');
  });

  it('honours RAISE SQLSTATE PGRST with JSON message and detail', () => {
    const e = mapDbError(pgErr('PGRST', '{"code":"123","message":"custom"}', '{"status":402,"headers":{"X-Powered-By":"Nerd Rage"}}'), 'anon') as HttpError;
    expect(e.status).toBe(402);
    expect(e.body).toEqual({ code: '123', message: 'custom', details: null, hint: null });
    expect(e.headers).toEqual({ 'X-Powered-By': 'Nerd Rage' });
  });

  it('passes other errors through', () => {
    const plain = new Error('x');
    expect(mapDbError(plain, 'anon')).toBe(plain);
  });
});

describe('checkBodyDepth', () => {
  const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const refusal = (text: string) => {
    try {
      checkBodyDepth(text);
      return null;
    } catch (e) {
      return { status: (e as HttpError).status, body: (e as HttpError).body };
    }
  };

  it('lets a body nest MAX_BODY_DEPTH levels and refuses one level more with 400, without recursion', () => {
    expect(refusal(`{"p_data":${nested(MAX_BODY_DEPTH - 1)}}`)).toBeNull();
    expect(refusal(`{"p_data":${nested(MAX_BODY_DEPTH)}}`)).toEqual({
      status: 400,
      body: { code: 'PGRST102', message: 'The JSON body is nested more than 1,000 levels deep', details: null, hint: null },
    });
    // A million levels: refused, no stack overflow.
    expect(refusal(nested(1_000_000))?.status).toBe(400);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(refusal(JSON.stringify({ notes: '['.repeat(5000), quoted: `"${'{'.repeat(5000)}\\"` }))).toBeNull();
  });
});
