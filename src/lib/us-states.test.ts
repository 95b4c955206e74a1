import { normalizeState, stateName, US_STATES } from './us-states';

describe('US_STATES', () => {
  it('has the 50 states', () => {
    expect(Object.keys(US_STATES)).toHaveLength(50);
    expect(new Set(Object.values(US_STATES)).size).toBe(50);
  });
});

describe('normalizeState', () => {
  it.each(['NV', 'nv', 'Nevada', ' nevada ', 'NEVADA'])('reads %j as NV', (input) => {
    expect(normalizeState(input)).toBe('NV');
  });

  it('reads two-word names with any spacing', () => {
    expect(normalizeState('new  jersey')).toBe('NJ');
    expect(normalizeState('West Virginia')).toBe('WV');
  });

  it.each(['', '   ', 'XX', 'Nevadaa', 'DC', 'Puerto Rico'])('rejects %j', (input) => {
    expect(normalizeState(input)).toBeNull();
  });

  it('rejects null and undefined', () => {
    expect(normalizeState(null)).toBeNull();
    expect(normalizeState(undefined)).toBeNull();
  });
});

describe('stateName', () => {
  it('names codes and names', () => {
    expect(stateName('ms')).toBe('Mississippi');
    expect(stateName('new york')).toBe('New York');
  });

  it('keeps unknown input as it is', () => {
    expect(stateName(' Ontario ')).toBe('Ontario');
    expect(stateName(null)).toBe('');
  });
});
