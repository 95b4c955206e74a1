import { describe, expect, it } from 'vitest';
import { formatBetRange, formatDenomination, orNotAvailable } from './slot-format';

describe('formatDenomination', () => {
  it('shows dollars with 4 decimals', () => {
    expect(formatDenomination(0.01)).toBe('$0.0100');
    expect(formatDenomination('0.0025')).toBe('$0.0025');
    expect(formatDenomination(5)).toBe('$5.0000');
    expect(formatDenomination(0)).toBe('$0.0000');
  });
  it('is N/A when blank', () => {
    expect(formatDenomination(null)).toBe('N/A');
    expect(formatDenomination(undefined)).toBe('N/A');
    expect(formatDenomination('')).toBe('N/A');
  });
});

describe('formatBetRange', () => {
  it('shows both ends with 2 decimals', () => {
    expect(formatBetRange(0.4, 8)).toBe('$0.40 - $8.00');
    expect(formatBetRange('1.25', '1250')).toBe('$1.25 - $1,250.00');
  });
  it('shows one side alone', () => {
    expect(formatBetRange(0.5, null)).toBe('Min $0.50');
    expect(formatBetRange(null, 25)).toBe('Max $25.00');
  });
  it('is N/A when both are blank', () => {
    expect(formatBetRange(null, null)).toBe('N/A');
  });
});

describe('orNotAvailable', () => {
  it('keeps text and replaces blanks', () => {
    expect(orNotAvailable('Aristocrat')).toBe('Aristocrat');
    expect(orNotAvailable('  ')).toBe('N/A');
    expect(orNotAvailable(null)).toBe('N/A');
  });
});
