import { MAX_MONEY } from './money';
import { moneyAmountSchema, moneyTextSchema } from './money-schema';

describe('money schemas', () => {
  const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];
  it('validates money text as typed, naming the field', () => {
    const required = moneyTextSchema('Money In');
    expect(required.parse(' 1,234.5 ')).toBe('1,234.5');
    expect(messages(required.safeParse(''))).toEqual(['Money In is required']);
    expect(messages(required.safeParse('-5'))).toEqual(['Money In must be 0 or more']);
    expect(messages(required.safeParse('1.234'))).toEqual(['Money In must be 0 or more']);
    expect(messages(required.safeParse('99,999,999,999'))).toEqual(['Money In is too large']);
    expect(required.safeParse('999,999,999.99').success).toBe(true);
    expect(messages(required.safeParse('1,000,000,000'))).toEqual(['Money In is too large']);
    const optional = moneyTextSchema('Fee', { optional: true });
    expect(optional.parse('')).toBe('');
    expect(messages(optional.safeParse('abc'))).toEqual(['Fee must be 0 or more']);
    expect(messages(required.safeParse('.'))).toEqual(['Money In is required']);
  });
  it('API amounts: 0 to MAX_MONEY, rounded to cents', () => {
    expect(moneyAmountSchema.parse(0.1 + 0.2)).toBe(0.3);
    expect(moneyAmountSchema.parse(MAX_MONEY)).toBe(MAX_MONEY);
    expect(moneyAmountSchema.safeParse(-0.01).success).toBe(false);
    expect(moneyAmountSchema.safeParse(MAX_MONEY + 1).success).toBe(false);
    expect(moneyAmountSchema.safeParse(Number.NaN).success).toBe(false);
  });
});
