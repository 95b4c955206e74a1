import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { mapDbError, statusForSqlState } from './errors';

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
