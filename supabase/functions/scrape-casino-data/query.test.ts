import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './query.ts';

describe('parseSearchQuery', () => {
  it('reads the comprehensive value, states by name or code, and cities', () => {
    expect(parseSearchQuery('comprehensive usa-casino')).toEqual({ kind: 'all' });
    expect(parseSearchQuery(' Nevada ')).toEqual({ kind: 'state', state: { code: 'NV', name: 'Nevada' } });
    expect(parseSearchQuery('ca')).toEqual({ kind: 'state', state: { code: 'CA', name: 'California' } });
    expect(parseSearchQuery('Las  Vegas')).toEqual({ kind: 'city', city: 'Las Vegas', state: null });
    expect(parseSearchQuery('Reno, NV')).toEqual({ kind: 'city', city: 'Reno', state: { code: 'NV', name: 'Nevada' } });
  });

  it('refuses empty input', () => {
    expect(parseSearchQuery('   ')).toBeNull();
    expect(parseSearchQuery(undefined)).toBeNull();
    expect(parseSearchQuery(7)).toBeNull();
  });
});
