import { casinoSaveErrorMessage } from './casino-errors';

describe('casinoSaveErrorMessage', () => {
  it('maps Postgres codes to the spec texts', () => {
    expect(casinoSaveErrorMessage({ code: '22003' }, 'add')).toMatch(/^Numeric value out of range/);
    expect(casinoSaveErrorMessage({ code: '42501' }, 'update')).toBe('Permission denied. Please check your admin access.');
    expect(casinoSaveErrorMessage({ code: '23505' }, 'add')).toBe('Failed to add casino. Please try again.');
    expect(casinoSaveErrorMessage(new Error('x'), 'update')).toBe('Failed to update casino. Please try again.');
  });
});
