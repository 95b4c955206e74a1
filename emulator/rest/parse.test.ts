import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { parsePrefer, parseRequest, withTxEnd } from './parse';

const req = (qs: string, headers: Record<string, string> = {}, method = 'GET', path = 'items') =>
  parseRequest({ method, path, query: new URLSearchParams(qs), headers: new Headers(headers) });

describe('parsePrefer', () => {
  it('parses a comma-joined list and collects unknown items', () => {
    expect(parsePrefer('count=exact, return=representation,tx=rollback, handling=strict, max-affected=5, bogus')).toMatchObject({
      count: 'exact',
      return: 'representation',
      tx: 'rollback',
      handling: 'strict',
      maxAffected: 5,
      invalid: ['bogus'],
    });
  });
});

describe('withTxEnd (PostgREST\'s db-tx-end)', () => {
  const prefs = (header: string) => parsePrefer(header);
  it('commit (the default): Prefer tx is accepted but not applied; every request commits', () => {
    expect(withTxEnd(prefs('return=representation, tx=rollback'), 'commit')).toMatchObject({ tx: 'commit', applied: ['return=representation'], invalid: [] });
    expect(withTxEnd(prefs('tx=commit'), 'commit')).toMatchObject({ tx: 'commit', applied: [] });
  });
  it('rollback: every request rolls back, whatever it asks', () => {
    expect(withTxEnd(prefs('tx=commit'), 'rollback')).toMatchObject({ tx: 'rollback', applied: [] });
  });
  it('the -allow-override settings honour Prefer tx, else end as configured', () => {
    expect(withTxEnd(prefs('tx=rollback'), 'commit-allow-override')).toMatchObject({ tx: 'rollback', applied: ['tx=rollback'] });
    expect(withTxEnd(prefs(''), 'commit-allow-override')).toMatchObject({ tx: 'commit' });
    expect(withTxEnd(prefs('tx=commit'), 'rollback-allow-override')).toMatchObject({ tx: 'commit', applied: ['tx=commit'] });
    expect(withTxEnd(prefs(''), 'rollback-allow-override')).toMatchObject({ tx: 'rollback' });
  });
});

describe('parseRequest', () => {
  it('routes filters, orders, limits and trees to their embed paths', () => {
    const r = req('select=id,posts(id)&id=eq.1&posts.order=id.desc&posts.limit=2&or=(a.eq.1,b.eq.2)&posts.title=like.x*');
    expect(r.paths.get('')?.conditions).toHaveLength(2);
    expect(r.paths.get('posts')).toMatchObject({ limit: 2, order: [{ dir: 'desc' }], conditions: [{ op: 'like', value: 'x%' }] });
  });

  it('reads columns and on_conflict as quoted lists', () => {
    const r = req('columns="a","b c"&on_conflict=a,b', {}, 'POST');
    expect(r.columns).toEqual(['a', 'b c']);
    expect(r.onConflict).toEqual(['a', 'b']);
    expect(r.action).toBe('insert');
  });

  it('keeps rpc GET params raw for argument matching', () => {
    const r = req('a=1&b=eq.2', {}, 'GET', 'rpc/fn');
    expect(r.action).toBe('rpc');
    expect(r.rawParams).toEqual([
      ['a', '1'],
      ['b', 'eq.2'],
    ]);
  });

  it('detects singular, stripped nulls and the Range header', () => {
    const r = req('', { Accept: 'application/vnd.pgrst.object+json;nulls=stripped', Range: '5-9' });
    expect(r.singular).toBe(true);
    expect(r.stripNulls).toBe(true);
    expect(r.range).toEqual({ offset: 5, limit: 5 });
  });

  it('rejects unknown schemas and strict invalid preferences', () => {
    const codeOf = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return (e as HttpError).body.code;
      }
    };
    expect(codeOf(() => req('', { 'Accept-Profile': 'private' }))).toBe('PGRST106');
    expect(codeOf(() => req('', { Prefer: 'handling=strict, foo=bar' }))).toBe('PGRST122');
    expect(codeOf(() => req('limit=-1'))).toBe('PGRST100');
  });
});
