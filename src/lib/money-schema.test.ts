import { MAX_MONEY } from './money';
import { moneyAmountSchema, moneyTextSchema } from './money-schema';

describe('money schemas', () => {
  const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];
  it('validates money text as typed, naming the field', () => {
    const required = moneyTextSchema('Money In');
    expect(required.parse(' 1,234.5 ')).toBe('1,234.5');
    expect(messages(required.safeParse(''))).toEqual(['Money In is required']);
    expect(messages(required.safeParse('99,999,999,999'))).toEqual(['Money In is too large']);
    expect(required.safeParse('999,999,999.99').success).toBe(true);
    expect(messages(required.safeParse('1,000,000,000'))).toEqual(['Money In is too large']);
    const optional = moneyTextSchema('Fee', { optional: true });
    expect(optional.parse('')).toBe('');
    expect(messages(required.safeParse('.'))).toEqual(['Money In is required']);
  });
  it('answers each slip with one message of its own: a minus sign, letters, "1e9", a third decimal', () => {
    const slips: [string, string][] = [
      ['-20', 'Money In must be 0 or more'],
      ['\u221220', 'Money In must be 0 or more'],
      ['1e9', 'Money In must be written in digits, e.g. 1,500 or 12.50'],
      ['abc', 'Money In must be written in digits, e.g. 1,500 or 12.50'],
      ['12,50', 'Money In must be written in digits, e.g. 1,500 or 12.50'],
      ['1.234', 'Money In can have at most 2 digits after the point'],
    ];
    for (const [text, message] of slips) {
      expect([text, messages(moneyTextSchema('Money In').safeParse(text))]).toEqual([text, [message]]);
      // An optional field answers the same slips: only a blank one is "not given".
      expect([text, messages(moneyTextSchema('Money In', { optional: true }).safeParse(text))]).toEqual([text, [message]]);
    }
  });
  it('above zero: 0 and a minus sign are "must be more than 0"; optional still takes blank', () => {
    const limit = moneyTextSchema('Loss limit per day', { optional: true, aboveZero: true });
    expect(limit.safeParse('').success).toBe(true);
    expect(messages(limit.safeParse('0'))).toEqual(['Loss limit per day must be more than 0']);
    expect(messages(limit.safeParse('-20'))).toEqual(['Loss limit per day must be more than 0']);
    expect(messages(limit.safeParse('1e9'))).toEqual(['Loss limit per day must be written in digits, e.g. 1,500 or 12.50']);
    expect(limit.parse('0.01')).toBe('0.01');
    expect(messages(moneyTextSchema('Amount', { aboveZero: true }).safeParse(''))).toEqual(['Amount is required']);
  });
  it('API amounts: 0 to MAX_MONEY, rounded to cents', () => {
    expect(moneyAmountSchema.parse(0.1 + 0.2)).toBe(0.3);
    expect(moneyAmountSchema.parse(MAX_MONEY)).toBe(MAX_MONEY);
    expect(moneyAmountSchema.safeParse(-0.01).success).toBe(false);
    expect(moneyAmountSchema.safeParse(MAX_MONEY + 1).success).toBe(false);
    expect(moneyAmountSchema.safeParse(Number.NaN).success).toBe(false);
  });
});
