import { describe, expect, it } from 'vitest';
import { FilterError, matchesFilter, parseFilter } from './filter';

const row = { id: 5, user_id: '0a11ce00-0000-4000-8000-000000000001', name: 'Lucky 7s', amount: 12.5, done: false, note: null };
const match = (filter: string) => matchesFilter(parseFilter(filter), row);

describe('postgres_changes filters', () => {
  it('parses col=op.value conditions, with not. and in lists', () => {
    expect(parseFilter('id=eq.5')).toEqual([{ column: 'id', op: 'eq', negate: false, value: '5' }]);
    expect(parseFilter('name=not.in.("a,b",c)')).toEqual([{ column: 'name', op: 'in', negate: true, value: '("a,b",c)', list: ['a,b', 'c'] }]);
    expect(parseFilter('id=gt.1,done=is.false')).toHaveLength(2);
  });

  it('rejects unknown operators and malformed conditions', () => {
    expect(() => parseFilter('id=between.1')).toThrow(FilterError);
    expect(() => parseFilter('id')).toThrow('invalid filter: id');
    expect(() => parseFilter('id=in.1,2')).toThrow(FilterError);
  });

  it('compares numbers numerically and other values as text', () => {
    expect(match('id=eq.5')).toBe(true);
    expect(match('id=eq.5.0')).toBe(true);
    expect(match('id=neq.5')).toBe(false);
    expect(match('amount=gt.9')).toBe(true);
    expect(match('amount=lte.12.5')).toBe(true);
    expect(match('amount=lt.12.5')).toBe(false);
    expect(match('id=gte.10')).toBe(false);
    expect(match(`user_id=eq.${row.user_id}`)).toBe(true);
    expect(match('user_id=eq.0b0b0000-0000-4000-8000-000000000002')).toBe(false);
  });

  it('supports in, like/ilike, is and negation; all conditions must hold', () => {
    expect(match('id=in.(1,5,9)')).toBe(true);
    expect(match('id=in.(1,9)')).toBe(false);
    expect(match('name=like.Lucky*')).toBe(true);
    expect(match('name=like.lucky*')).toBe(false);
    expect(match('name=ilike.%7S')).toBe(true);
    expect(match('note=is.null')).toBe(true);
    expect(match('done=is.false')).toBe(true);
    expect(match('note=not.is.null')).toBe(false);
    expect(match('id=not.eq.6')).toBe(true);
    expect(match('id=eq.5,done=is.true')).toBe(false);
    expect(match('missing=eq.1')).toBe(false);
  });
});
