import { lastImportLabel, parseCount, priorityClass } from './state-management';
import { statesNotTracked, STATE_LIST } from './us-states';

describe('parseCount', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['3.9', 3],
    ['abc', 0],
    ['', 0],
    ['-4', 0],
    [null, 0],
    [15, 15],
  ])('%j -> %i', (input, expected) => {
    expect(parseCount(input as string | number | null)).toBe(expected);
  });
});

describe('priority colours', () => {
  it('runs from red (1) to gray (5)', () => {
    expect(priorityClass(1)).toContain('red');
    expect(priorityClass(5)).toContain('gray');
    expect(priorityClass(9)).toContain('gray');
  });
});

describe('lastImportLabel', () => {
  it('shows a short US date or Never', () => {
    expect(lastImportLabel('2024-03-05T12:00:00')).toBe('3/5/2024');
    expect(lastImportLabel(null)).toBe('Never');
  });
});

describe('states not tracked', () => {
  it('lists the 50 states minus the tracked codes', () => {
    expect(STATE_LIST).toHaveLength(50);
    const left = statesNotTracked(['NV', 'nj']);
    expect(left).toHaveLength(48);
    expect(left.find((s) => s.code === 'NV')).toBeUndefined();
  });
});
