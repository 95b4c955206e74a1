import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { contentRange, rangeStatus, respondRead, respondWrite } from './respond';

const row = (n: number, total: number | null = null, extra: Partial<{ ins: number | null; loc: string | null; body: string | null }> = {}) => ({ n, total, body: '[]', loc: null, ins: null, ...extra });

describe('contentRange / rangeStatus', () => {
  it('formats lo-hi/total and empty ranges', () => {
    expect(contentRange(0, 10, 10)).toBe('0-9/10');
    expect(contentRange(2, 3, null)).toBe('2-4/*');
    expect(contentRange(0, 0, 0)).toBe('*/0');
    expect(contentRange(0, 0, null)).toBe('*/*');
  });

  it('is 206 for a partial counted page, 416 past the end', () => {
    expect(rangeStatus(0, 10, 10)).toBe(200);
    expect(rangeStatus(0, 5, 10)).toBe(206);
    expect(rangeStatus(0, 5, null)).toBe(200);
    expect(() => rangeStatus(11, 0, 10)).toThrow(HttpError);
  });
});

describe('respondRead', () => {
  it('rejects a singular read of 2 rows with PGRST116', () => {
    try {
      respondRead(row(2), 0, true, false);
      expect.unreachable();
    } catch (e) {
      expect((e as HttpError).body).toEqual({ code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object', details: 'The result contains 2 rows', hint: null });
    }
  });

  it('drops the body for HEAD', () => {
    expect(respondRead(row(1), 0, false, true).body).toBeNull();
  });
});

describe('respondWrite', () => {
  const base = { representation: false, headersOnly: false, count: false, singular: false, merge: false, locationBase: '/t' };
  it('insert: 201 and */N', () => {
    expect(respondWrite(row(2), { ...base, kind: 'insert', count: true })).toEqual({ status: 201, headers: { 'Content-Range': '*/2' }, body: null });
  });
  it('merge upsert with nothing new: 200', () => {
    expect(respondWrite(row(1, null, { ins: 0 }), { ...base, kind: 'insert', merge: true }).status).toBe(200);
  });
  it('update/delete: 204 minimal, 200 with representation', () => {
    expect(respondWrite(row(0), { ...base, kind: 'delete' }).status).toBe(204);
    // Deletes report */total like inserts, whatever they returned (PostgREST 12.0.2 differential).
    expect(respondWrite(row(2), { ...base, kind: 'delete', representation: true }).headers['Content-Range']).toBe('*/*');
    expect(respondWrite(row(2), { ...base, kind: 'delete', count: true }).headers['Content-Range']).toBe('*/2');
    expect(respondWrite(row(3), { ...base, kind: 'update', representation: true })).toMatchObject({ status: 200, headers: { 'Content-Range': '0-2/*' }, body: '[]' });
  });
  it('headers-only: Location from the primary key', () => {
    expect(respondWrite(row(1, null, { loc: '{"id":7}' }), { ...base, kind: 'insert', headersOnly: true }).headers.Location).toBe('/t?id=eq.7');
  });
});
