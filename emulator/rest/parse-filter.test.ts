import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { parseFilter, parseLogicTree, parseOrder } from './parse-filter';

const f = (name: string) => ({ name, path: [] });

describe('parseFilter', () => {
  it('parses operators, negation and like wildcards', () => {
    expect(parseFilter('age', 'gte.18')).toEqual({ kind: 'filter', field: f('age'), negate: false, op: 'gte', quant: undefined, config: undefined, value: '18' });
    expect(parseFilter('name', 'not.ilike.*bo*')).toMatchObject({ negate: true, op: 'ilike', value: '%bo%' });
  });

  it('parses in lists with quotes and escapes', () => {
    expect(parseFilter('name', 'in.(a,"b,c","d\\"e")').value).toEqual(['a', 'b,c', 'd"e']);
    expect(parseFilter('id', 'in.()').value).toEqual([]);
  });

  it('parses is, quantifiers and fts config', () => {
    expect(parseFilter('x', 'is.NULL').value).toBe('null');
    expect(parseFilter('x', 'like(any).{a*,b*}')).toMatchObject({ op: 'like', quant: 'any', value: '{a%,b%}' });
    expect(parseFilter('doc', 'fts(english).cat')).toMatchObject({ op: 'fts', config: 'english', value: 'cat' });
  });

  it('rejects unknown operators and bad is values', () => {
    for (const v of ['bogus.1', 'eq', 'is.maybe', 'in.1,2', 'neq(any).x']) {
      expect(() => parseFilter('x', v)).toThrow(HttpError);
    }
  });
});

describe('parseLogicTree', () => {
  it('parses nested and/or with not and quoted values', () => {
    expect(parseLogicTree('or', false, '(a.eq.1,not.and(b.gt.2,c.eq."x,y"))')).toEqual({
      kind: 'or',
      negate: false,
      children: [
        { kind: 'filter', field: f('a'), negate: false, op: 'eq', quant: undefined, config: undefined, value: '1' },
        {
          kind: 'and',
          negate: true,
          children: [
            { kind: 'filter', field: f('b'), negate: false, op: 'gt', quant: undefined, config: undefined, value: '2' },
            { kind: 'filter', field: f('c'), negate: false, op: 'eq', quant: undefined, config: undefined, value: 'x,y' },
          ],
        },
      ],
    });
  });

  it('rejects missing parentheses', () => {
    expect(() => parseLogicTree('or', false, 'a.eq.1')).toThrow(HttpError);
  });
});

describe('parseOrder', () => {
  it('parses direction, nulls and related orders', () => {
    expect(parseOrder('a.desc.nullslast,b,rel(c).asc')).toEqual([
      { dir: 'desc', nulls: 'last', field: f('a') },
      { field: f('b') },
      { relation: 'rel', dir: 'asc', field: f('c') },
    ]);
  });
});
